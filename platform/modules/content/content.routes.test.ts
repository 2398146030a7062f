import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementsSchema, BANNER_GROUPS, NOTICES_PER_PAGE, type Announcements } from '../../../contract/content.ts';
import { STATUS_CACHE_MS } from '../../../contract/limits.ts';
import { announcements, announcementTexts } from '../../db/schema/index.ts';
import { SEED_PLAYER_NOTICES } from '../../db/seed/content-notices.ts';
import { invalidateContent } from './content.ts';
import { importContent } from './import.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const ALL = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W';

describe.each(TEST_DATABASES)('announcements relay on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  const get = async (path: string, lang = 'EN') => {
    const res = await t.request(path, { headers: { Language: lang } });
    return { status: res.status, body: (await res.json()) as { success: boolean; value: Announcements; errorCode?: string } };
  };
  const served = async (lang = 'EN', query = '') => {
    const { status, body } = await get(`${ALL}${query}`, lang);
    expect(status).toBe(200);
    // Parsing drops unknown keys at every depth, so equality means the answer is exactly the contract.
    expect(announcementsSchema.parse(body.value)).toEqual(body.value);
    return body.value;
  };
  /** A notice written straight into the database, past the checks an import makes. */
  const rawNotice = async (values: Partial<typeof announcements.$inferInsert>, texts: Record<string, [string, string]>) => {
    const [row] = await t.platform.db
      .insert(announcements)
      .values({ type: 'PL', ...values })
      .returning();
    await t.platform.db
      .insert(announcementTexts)
      .values(Object.entries(texts).map(([lang, [title, content]]) => ({ announcementId: row!.id, lang, title, content })));
    invalidateContent(t.platform);
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  it.each([
    ['ES', 'Bono de bienvenida del 100%', 'Bienvenido a BetPlay', '.es.svg'],
    ['EN', '100% welcome bonus', 'Welcome to BetPlay', '.en.svg'],
  ])('serves the seeded content in %s, in the contract shape', async (lang, banner, notice, art) => {
    const value = await served(lang);
    const groups = (g: string) => value.banners.filter((b) => b.groupName === g);
    expect(groups('w_home').map((b) => b.mediaType)).toEqual(['image', 'image', 'image', 'video']);
    expect(groups('w_promotion').map((b) => b.mediaType)).toEqual(['video', 'video']);
    for (const g of ['w_login', 'w_register', 'w_forget', 'w_leftmenu']) expect(groups(g)).toHaveLength(1);
    expect(value.banners.every((b) => (BANNER_GROUPS as readonly string[]).includes(b.groupName))).toBe(true);
    expect(groups('w_home')[0]).toMatchObject({
      title: banner,
      url: `/cdn/content/home-welcome${art}`,
      linkageType: 'route',
      linkage: '/register',
    });
    expect(groups('w_promotion').every((b) => b.url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);

    expect(value.player).toHaveLength(SEED_PLAYER_NOTICES.length);
    expect(Math.ceil(value.player.length / NOTICES_PER_PAGE)).toBe(2);
    const times = value.player.map((n) => n.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(value.player.at(-1)!.title).toBe(notice);
    expect(value.popup.map((p) => p.execution)).toEqual(['A', 'B', 'F']);
    expect(value.popup.find((p) => p.execution === 'B')!.promotionType).toBe('firstDeposit');
    expect(value.promotion).toHaveLength(5);
    expect(value.promotion.every((p) => p.announcementImages.length > 0 && p.announcementImages[0]!.url.endsWith(art))).toBe(true);
    expect(value.help).toHaveLength(2);
  });

  it('answers only the types asked for, and only the pop-ups of an execution when one is named', async () => {
    const value = await served('EN', '');
    const only = (await get('/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=B')).body.value;
    expect(only).toMatchObject({ banners: [], player: [], promotion: [], help: [] });
    expect(only.popup).toEqual(value.popup.filter((p) => p.execution === 'B'));
    expect((await get('/wps/relay/MCSFE_getListAnnouncements?types=PL')).body.value.player).toEqual(value.player);
    for (const bad of ['types=', 'types=XX', 'types=PU&execution=Z', 'types=PL&platform=Q']) {
      const res = await get(`/wps/relay/MCSFE_getListAnnouncements?${bad}`);
      expect([res.status, res.body.errorCode]).toEqual([422, 'request_param_err']);
    }
  });

  it('is public: the same answer with no session', async () => {
    const anonymous = await t.request(ALL, { headers: { Language: 'ES' } });
    const withDeadToken = await t.request(ALL, { headers: { Language: 'ES', Authorization: 'x'.repeat(43) } });
    expect(await withDeadToken.json()).toEqual(await anonymous.json());
  });

  it('serves only active notices inside their window, following the clock', async () => {
    const hour = 3_600_000;
    const later = await rawNotice({ startsAt: new Date(clock + hour), publishedAt: new Date(clock) }, { EN: ['Starts in an hour', '<p>a</p>'] });
    const over = await rawNotice({ endsAt: new Date(clock - 1), publishedAt: new Date(clock) }, { EN: ['Already over', '<p>b</p>'] });
    const off = await rawNotice({ active: false, publishedAt: new Date(clock) }, { EN: ['Switched off', '<p>c</p>'] });
    const ids = async () => (await served()).player.map((n) => n.id);
    expect(await ids()).not.toContain(later);
    clock += hour + STATUS_CACHE_MS;
    expect((await ids())[0]).toBe(later);
    expect(await ids()).not.toContain(over);
    expect(await ids()).not.toContain(off);
    await t.platform.db.update(announcements).set({ active: false }).where(eq(announcements.id, later));
    clock += STATUS_CACHE_MS;
    expect(await ids()).not.toContain(later);
  });

  it('falls back to English, then to any language, and sanitises what the database holds', async () => {
    const id = await rawNotice(
      { publishedAt: new Date(clock + 10_000) },
      { EN: ['Only English', '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p>'] },
    );
    const other = await rawNotice({ publishedAt: new Date(clock + 20_000) }, { PT: ['Só em português', '<p>Olá</p>'] });
    const es = await served('ES');
    expect(es.player.find((n) => n.id === id)).toMatchObject({ title: 'Only English', content: '<p>Hi there</p>' });
    expect(es.player.find((n) => n.id === other)).toMatchObject({ title: 'Só em português', content: '<p>Olá</p>' });
  });

  it('refuses a banner video from a host that is not a video site, writing nothing', async () => {
    const before = await served();
    const banner = (url: string) => ({
      kind: 'announcement',
      type: 'B',
      groupName: 'w_promotion',
      mediaType: 'video',
      mediaUrl: url,
      texts: { EN: { title: 'Trailer' } },
    });
    await expect(
      importContent(t.platform, [banner('https://www.youtube-nocookie.com/embed/abc'), banner('https://videos.evil.example/embed/abc')]),
    ).rejects.toMatchObject({
      code: 'content.invalid',
      value: { fields: { 'entry 2': [expect.stringContaining('www.youtube.com')] } },
    });
    await expect(importContent(t.platform, [banner('javascript:alert(1)')])).rejects.toMatchObject({ code: 'content.invalid' });
    expect(await served()).toEqual(before);
  });
});
