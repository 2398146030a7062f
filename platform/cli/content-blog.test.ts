import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli as cli } from '../testing/cli.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const TOKEN = 'blog-cli-test-token-0123456789abcdef';

describe.each(TEST_DATABASES)('blog editing through the CLI on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;
  const dir = mkdtempSync(join(tmpdir(), 'blog-cli-'));
  const file = (path: string) => join(dir, ...path.split('/'));
  const run = async (...args: string[]) => {
    const r = await cli(args, env);
    expect(r.stderr).not.toContain('No server answers');
    return r;
  };
  const status = async (slug: string) => (await t.request(`/wps/relay/MCSFE_getBlogPost?slug=${slug}`)).status;

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await api.close();
    await t.close();
  });

  it('publishes a new post from files, unpublishes and deletes it, and lists posts', async () => {
    mkdirSync(join(dir, 'blog'));
    const front = (title: string) =>
      `---\ntitle: ${title}\nsummary: A short summary.\ncover: /cdn/content/blog-slots-rtp-explained.{lang}.svg\n---\n<p>${title}</p>\n`;
    writeFileSync(file('blog/new-year-draw.es.html'), front('Sorteo de Año Nuevo'));
    writeFileSync(file('blog/new-year-draw.en.html'), front('New Year draw'));
    const imported = await run('content', 'import', dir);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^Created 1, updated 0, unchanged 0\.\n {2}created blog\/new-year-draw \(id blog\/new-year-draw\)\n/);
    // A post is named by its slug: its files keep their names and take no id line.
    expect(readFileSync(file('blog/new-year-draw.en.html'), 'utf8')).toBe(front('New Year draw'));
    expect(await status('new-year-draw')).toBe(200);
    expect((await run('content', 'import', dir)).stdout).toMatch(/^Created 0, updated 0, unchanged 1\./);

    expect((await run('content', 'list', '--type', 'blog')).stdout).toMatch(/blog\/new-year-draw +blog +- +on /);
    expect((await run('content', 'set-active', 'blog/new-year-draw', 'off')).stdout).toContain('blog/new-year-draw is now off');
    expect(await status('new-year-draw')).toBe(404);

    expect((await run('content', 'delete', 'blog/new-year-draw')).stdout).toContain('blog/new-year-draw is deleted');
    expect(await status('new-year-draw')).toBe(404);
    const again = await run('content', 'delete', 'blog/new-year-draw');
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('There is no content entry with this id');
    const notBlog = await run('content', 'delete', '12');
    expect(notBlog.code).not.toBe(0);
    expect(notBlog.stderr).toContain('blog/<slug>');
  });

  it('exports posts with their summary and settings, and names a bad file', async () => {
    const out = join(dir, 'export');
    expect((await run('content', 'export', out)).code).toBe(0);
    expect(readFileSync(join(out, 'blog', 'slots-rtp-explained.es.html'), 'utf8')).toMatch(
      /^---\ntitle: Qué significa el RTP de una tragamonedas\nsummary: .+\ncover: \/cdn\/content\/blog-slots-rtp-explained\.\{lang\}\.svg\npublished: 2026-10-20T15:00:00\.000Z\nactive: true\n---\n<p>/,
    );
    const bad = join(dir, 'bad');
    mkdirSync(join(bad, 'blog'), { recursive: true });
    writeFileSync(join(bad, 'blog', 'Oops.es.html'), '---\ntitle: T\nsummary: S\ncover: https://elsewhere.example/x.png\n---\n<p>x</p>');
    const refused = await run('content', 'import', bad);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('blog/Oops: slug:');
    expect(refused.stderr).toContain('blog/Oops: cover: the cover must be an image on this site');
    expect(existsSync(join(bad, 'blog', 'Oops.es.html'))).toBe(true);
  });
});
