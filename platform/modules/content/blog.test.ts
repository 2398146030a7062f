import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogListSchema, blogPostSchema, type BlogList, type BlogPost } from '../../../contract/blog.ts';
import { blogTexts } from '../../db/schema/index.ts';
import { SEED_BLOG } from '../../db/seed/content-blog.ts';
import { createOperatorApp } from '../../operator/app.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { invalidateContent } from './content.ts';
import { entryFiles, parseContentFiles } from './files.ts';

const TOKEN = 'blog-operator-token-0123456789abcdef';
const SEEDED = ['responsible-gaming-tools', 'liga-mx-betting-guide', 'spei-oxxo-deposits', 'slots-rtp-explained'];

const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  kind: 'blog',
  slug,
  cover: '/cdn/content/blog-slots-rtp-explained.{lang}.svg',
  texts: {
    ES: { title: `Entrada ${slug}`, summary: 'Un resumen.', content: '<p>Hola <strong>lectores</strong>.</p>' },
    EN: { title: `Post ${slug}`, summary: 'A summary.', content: '<p>Hello <strong>readers</strong>.</p>' },
  },
  ...extra,
});

describe.each(TEST_DATABASES)('blog on %s', (kind) => {
  let t: TestPlatform;
  let operator: ReturnType<typeof createOperatorApp>;
  let clock = Date.parse('2026-11-28T12:00:00Z');

  const get = async (path: string, lang = 'ES') => {
    const res = await t.request(path, { headers: { Language: lang } });
    return { status: res.status, body: (await res.json()) as { success: boolean; value: unknown; errorCode?: string } };
  };
  const list = async (lang = 'ES', query = ''): Promise<BlogList> => {
    const { status, body } = await get(`/wps/relay/MCSFE_getBlogPosts${query}`, lang);
    expect(status).toBe(200);
    const value = body.value as BlogList;
    // Parsing drops unknown keys, so equality means the answer is exactly the contract.
    expect(blogListSchema.parse(value)).toEqual(value);
    return value;
  };
  const article = async (slug: string, lang = 'ES') => get(`/wps/relay/MCSFE_getBlogPost?slug=${slug}`, lang);
  const read = async (slug: string, lang = 'ES'): Promise<BlogPost> => {
    const { status, body } = await article(slug, lang);
    expect(status, JSON.stringify(body)).toBe(200);
    return blogPostSchema.parse(body.value);
  };
  const operate = async (method: string, path: string, body?: unknown, raw?: string) => {
    const res = await operator.request(path, {
      method,
      headers: { authorization: `Bearer ${TOKEN}`, ...(body === undefined && raw === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(raw !== undefined ? { body: raw } : body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, ...((await res.json()) as { success: boolean; value: { fields?: Record<string, string[]> }; errorCode?: string }) };
  };
  const slugsOf = async (lang = 'ES') => (await list(lang, '?pageSize=50')).posts.map((p) => p.slug);

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    operator = createOperatorApp(t.platform, TOKEN);
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it.each([
    ['ES', 'Tus herramientas de juego responsable', '/cdn/content/blog-responsible-gaming-tools.es.svg'],
    ['EN', 'Your responsible gaming tools', '/cdn/content/blog-responsible-gaming-tools.en.svg'],
  ])('lists the seeded posts newest first in %s, and serves each', async (lang, title, cover) => {
    const value = await list(lang);
    expect(value).toMatchObject({ pageNum: 1, totalPages: 1, total: SEED_BLOG.length });
    expect(value.posts.map((p) => p.slug)).toEqual(SEEDED);
    expect(value.posts[0]).toMatchObject({ lang, title, coverUrl: cover, publishedAt: Date.parse('2026-11-20T16:00:00Z') });
    expect(value.posts.every((p) => p.summary.length > 20 && p.lang === lang)).toBe(true);
    const first = await read(SEEDED[0]!, lang);
    expect(first).toMatchObject({ ...value.posts[0], content: expect.stringContaining('<h2>') });
    expect(first.content).toContain('href="/member#responsible"');
  });

  it('pages the list with the newest first, and answers an empty page past the end', async () => {
    const [one, two, three] = [await list('EN', '?pageSize=3'), await list('EN', '?page=2&pageSize=3'), await list('EN', '?page=3&pageSize=3')];
    expect([one.totalPages, one.total, one.posts.length, two.posts.length, three.posts.length]).toEqual([2, 4, 3, 1, 0]);
    expect([...one.posts, ...two.posts].map((p) => p.slug)).toEqual(SEEDED);
    for (const bad of ['?page=0', '?page=x', '?pageSize=51', '?page=1.5']) {
      const res = await get(`/wps/relay/MCSFE_getBlogPosts${bad}`);
      expect([bad, res.status, res.body.errorCode]).toEqual([bad, 422, 'request_param_err']);
    }
  });

  it('answers 404 for an unknown slug, and refuses a malformed one', async () => {
    const missing = await article('no-such-post');
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'blog.post.not.found']);
    for (const bad of ['Bad-Slug', 'two--dashes', '-dash', 'a%2Fb', '%00', 'x'.repeat(81), '']) {
      const res = await article(bad);
      expect([bad, res.status, res.body.errorCode]).toEqual([bad, 422, 'request_param_err']);
    }
  });

  it('lets an editor create, edit, unpublish, publish and delete a post through the operator API', async () => {
    const created = await operate('POST', '/content/import', { entries: [post('winter-cup', { publishedAt: '2026-11-28T11:00:00Z' })] });
    expect([created.status, created.value]).toEqual([200, { created: [{ source: 'blog winter-cup', id: 'blog/winter-cup' }], updated: [], unchanged: [] }]);
    expect((await slugsOf())[0]).toBe('winter-cup');
    expect((await read('winter-cup', 'EN')).title).toBe('Post winter-cup');

    const edited = post('winter-cup');
    edited.texts.ES.title = 'Copa de invierno';
    expect((await operate('POST', '/content/import', { entries: [edited] })).value).toMatchObject({ updated: [{ id: 'blog/winter-cup' }] });
    // An edit without a date keeps the post's publication time.
    expect(await read('winter-cup')).toMatchObject({ title: 'Copa de invierno', publishedAt: Date.parse('2026-11-28T11:00:00Z') });
    expect((await operate('GET', '/content?type=blog')).value).toContainEqual(
      expect.objectContaining({ id: 'blog/winter-cup', type: 'blog', active: true, languages: ['ES', 'EN'] }),
    );

    expect((await operate('PUT', `/content/${encodeURIComponent('blog/winter-cup')}/active`, { active: false })).status).toBe(200);
    expect((await article('winter-cup')).status).toBe(404);
    expect(await slugsOf()).not.toContain('winter-cup');
    await operate('PUT', `/content/${encodeURIComponent('blog/winter-cup')}/active`, { active: true });
    expect(await slugsOf()).toContain('winter-cup');

    expect((await operate('DELETE', `/content/${encodeURIComponent('blog/winter-cup')}`)).value).toEqual({ id: 'blog/winter-cup', deleted: true });
    expect((await article('winter-cup')).status).toBe(404);
    expect(await t.platform.db.select().from(blogTexts).where(eq(blogTexts.slug, 'winter-cup'))).toEqual([]);
    const again = await operate('DELETE', `/content/${encodeURIComponent('blog/winter-cup')}`);
    expect([again.status, again.errorCode]).toEqual([404, 'content.unknown']);
    const notBlog = await operate('DELETE', '/content/term');
    expect([notBlog.status, notBlog.errorCode]).toEqual([422, 'request_param_err']);
  });

  it('shows a post dated ahead only once its time has come', async () => {
    await operate('POST', '/content/import', { entries: [post('coming-soon', { publishedAt: '2026-11-28T13:00:00Z' })] });
    expect(await slugsOf()).not.toContain('coming-soon');
    expect((await article('coming-soon')).status).toBe(404);
    clock = Date.parse('2026-11-28T13:00:00Z');
    expect((await slugsOf())[0]).toBe('coming-soon');
  });

  it('sanitises the body when it is written and again when it is served', async () => {
    const hostile = post('hostile', {
      texts: {
        EN: {
          title: 'Hostile',
          summary: 'Line one\nline two',
          content:
            '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a><img src=x onerror=alert(1)></p><iframe src="https://evil.example"></iframe>',
        },
      },
    });
    expect((await operate('POST', '/content/import', { entries: [hostile] })).status).toBe(200);
    const stored = await t.platform.db.select().from(blogTexts).where(eq(blogTexts.slug, 'hostile'));
    expect(stored.map((s) => [s.summary, s.content])).toEqual([['Line one line two', '<p>Hi there<img src="x" /></p>']]);
    await t.platform.db
      .update(blogTexts)
      .set({ content: '<p>Edited <script>x()</script><b onmouseover="y()">here</b></p>' })
      .where(eq(blogTexts.slug, 'hostile'));
    invalidateContent(t.platform);
    expect((await read('hostile', 'EN')).content).toBe('<p>Edited <b>here</b></p>');
  });

  it('falls back to English, then to the language there is, and says which', async () => {
    await operate('POST', '/content/import', {
      entries: [
        post('english-only', { texts: { EN: { title: 'Only English', summary: 'S.', content: '<p>E</p>' } } }),
        post('portuguese-only', { texts: { PT: { title: 'Só português', summary: 'S.', content: '<p>P</p>' } } }),
      ],
    });
    expect(await read('english-only', 'ES')).toMatchObject({ lang: 'EN', title: 'Only English', coverUrl: '/cdn/content/blog-slots-rtp-explained.en.svg' });
    expect(await read('portuguese-only', 'ES')).toMatchObject({ lang: 'PT', title: 'Só português' });
  });

  it('refuses bad posts as a whole, naming each problem, and writes nothing', async () => {
    const before = await slugsOf();
    const bad = await operate('POST', '/content/import', {
      entries: [
        post('good-one'),
        post('Bad Slug'),
        post('far-cover', { cover: 'https://images.example/x.png' }),
        post('sneaky-cover', { cover: '//images.example/x.png' }),
        post('empty-body', { texts: { ES: { title: 'T', summary: 'S', content: '<script>x()</script>' } } }),
        post('no-summary', { texts: { ES: { title: 'T', summary: ' ', content: '<p>x</p>' } } }),
        post('huge-body', { texts: { ES: { title: 'T', summary: 'S', content: `<p>${'a'.repeat(100_000)}</p>` } } }),
        post('good-one', { texts: { EN: { title: 'Twice', summary: 'S', content: '<p>x</p>' } } }),
      ],
    });
    expect([bad.status, bad.errorCode]).toEqual([422, 'content.invalid']);
    expect(Object.keys(bad.value.fields!).sort()).toEqual([
      'blog Bad Slug',
      'blog empty-body',
      'blog far-cover',
      'blog good-one',
      'blog huge-body',
      'blog no-summary',
      'blog sneaky-cover',
    ]);
    expect(bad.value.fields!['blog Bad Slug']).toEqual([expect.stringContaining('lower-case letters')]);
    expect(bad.value.fields!['blog empty-body']).toEqual([expect.stringContaining('nothing readable')]);
    expect(await slugsOf()).toEqual(before);
  });

  it('refuses control characters and oversized bodies before reading them', async () => {
    const nul = await operate(
      'POST',
      '/content/import',
      undefined,
      JSON.stringify({ entries: [post('nul-post', { texts: { ES: { title: 'T', summary: 'S', content: '<p>a\u0000b</p>' } } })] }),
    );
    expect([nul.status, nul.errorCode]).toEqual([422, 'request_param_err']);
    const huge = await operate('POST', '/content/import', undefined, JSON.stringify({ entries: [post('huge', { x: 'a'.repeat(17 * 1024 * 1024) })] }));
    expect([huge.status, huge.errorCode]).toEqual([413, 'request.too.large']);
    // The same checks hold for the CLI's offline path, which writes without the HTTP layer.
    const { importContent } = await import('./import.ts');
    await expect(
      importContent(t.platform, [post('nul-post', { texts: { ES: { title: 'T', summary: 'S', content: '<p>a\u0000b</p>' } } })]),
    ).rejects.toMatchObject({
      code: 'content.invalid',
    });
    expect(await slugsOf()).not.toContain('nul-post');
  });

  it('exports posts as files editors can change and import back', async () => {
    const exported = (await operate('GET', '/content/export')).value as unknown as Parameters<typeof entryFiles>[0][];
    const files = exported.filter((e) => e.kind === 'blog' && e.slug === 'spei-oxxo-deposits').flatMap(entryFiles);
    expect(files.map((f) => f.path)).toEqual(['blog/spei-oxxo-deposits.es.html', 'blog/spei-oxxo-deposits.en.html']);
    expect(files[1]!.text).toMatch(
      /^---\ntitle: Deposit with SPEI or OXXO in a few steps\nsummary: Bank transfer .*\ncover: \/cdn\/content\/blog-spei-oxxo-deposits\.\{lang\}\.svg\npublished: 2026-11-03T17:30:00\.000Z\nactive: true\n---\n<p>/,
    );
    const changed = files.map((f) => ({ ...f, text: f.text.replace('active: true', 'active: false') }));
    const { entries, errors } = parseContentFiles(changed);
    expect(errors).toEqual({});
    expect((await operate('POST', '/content/import', { entries })).value).toMatchObject({ updated: [{ id: 'blog/spei-oxxo-deposits' }] });
    expect((await article('spei-oxxo-deposits')).status).toBe(404);
    expect(parseContentFiles([{ path: 'blog/x.es.html', text: '---\ntitle: T\ncover: /a.svg\n---\n<p>x</p>' }]).errors).toEqual({
      'blog/x.es.html': ['the front matter has no "summary:" line'],
    });
  });
});
