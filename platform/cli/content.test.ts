import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Announcements, HelpEntry } from '../../contract/content.ts';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';
import { runCli as cli } from '../testing/cli.ts';

const TOKEN = 'content-cli-test-token-0123456789abcdef';

describe.each(TEST_DATABASES)('content editing through the CLI on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;
  const dir = mkdtempSync(join(tmpdir(), 'content-cli-'));
  const file = (path: string) => join(dir, ...path.split('/'));
  const edit = (path: string, change: (text: string) => string) => writeFileSync(file(path), change(readFileSync(file(path), 'utf8')));
  const run = async (...args: string[]) => {
    const r = await cli(args, env);
    expect(r.stderr).not.toContain('No server answers');
    return r;
  };
  const help = async (lang: string) => (await (await t.request(`/wps/system/helpCenter?lang=${lang}`)).json()).value as HelpEntry[];
  const notices = async (lang = 'EN') =>
    (await (await t.request('/wps/relay/MCSFE_getListAnnouncements?types=PL,PU', { headers: { Language: lang } })).json()).value as Announcements;

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    env = {
      OPERATOR_HOST: '127.0.0.1',
      OPERATOR_PORT: String(api.port),
      OPERATOR_TOKEN: TOKEN,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    };
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await api.close();
    await t.close();
  });

  it('exports, takes edited and new files back, and the site serves them', async () => {
    const exported = await run('content', 'export', dir);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/^Wrote \d+ files for \d+ entries/);
    expect(readFileSync(file('help/term.en.html'), 'utf8')).toMatch(/^---\ntitle: Terms and conditions\nsort: 1\nactive: true\n---\n<h2>/);
    const newest = (await notices()).player[0]!;

    edit('help/term.en.html', (s) =>
      s
        .replace('title: Terms and conditions', 'title: Terms of use')
        .replace('<h2>1. Your account</h2>', '<h2 onclick="x()">1. Your BetPlay account</h2><script>steal()</script>'),
    );
    edit(`notices/${newest.id}.es.html`, (s) => s.replace(/^title: .*$/m, 'title: Aviso actualizado'));
    const fresh = (title: string) => `---\ntitle: ${title}\nsort: -1\npublished: 2026-11-21T08:00:00Z\n---\n<p>${title}</p>\n`;
    writeFileSync(file('notices/cup.es.html'), fresh('Copa de invierno'));
    writeFileSync(file('notices/cup.en.html'), fresh('Winter cup'));

    const imported = await run('content', 'import', dir);
    expect(imported.code).toBe(0);
    expect(imported.stdout, imported.stdout).toMatch(/^Created 1, updated 2, unchanged \d+\./);
    expect(imported.stdout).toContain('created notices/cup (id ');
    expect(imported.stdout).toContain('within 3 seconds');

    const term = (await help('EN')).find((e) => e.tag === 'term')!;
    expect(term.title).toBe('Terms of use');
    expect(term.content.startsWith('<h2>1. Your BetPlay account</h2><p>')).toBe(true);
    expect((await help('ES')).find((e) => e.tag === 'term')!.title).toBe('Términos y condiciones');
    const es = await notices('ES');
    expect(es.player.find((n) => n.id === newest.id)!.title).toBe('Aviso actualizado');
    const cup = es.player.find((n) => n.title === 'Copa de invierno')!;
    expect(cup.time).toBe(Date.parse('2026-11-21T08:00:00Z'));
    // The new entry's files now carry its id and its exported name, so a second import changes nothing.
    expect(existsSync(file('notices/cup.es.html'))).toBe(false);
    expect(readFileSync(file(`notices/${cup.id}.en.html`), 'utf8')).toContain(`id: ${cup.id}\n`);
    const again = await run('content', 'import', dir);
    expect(again.stdout).toMatch(/^Created 0, updated 0, unchanged \d+\./);
  });

  it('refuses a folder with a bad file as a whole, naming the file and the fault', async () => {
    const before = await notices();
    edit('help/faq.en.html', (s) => s.replace(/^title: .*$/m, 'title: Questions, answered'));
    const video = readFileSync(file('banners/4.en.html'), 'utf8');
    expect(video).toContain('media: video');
    edit('banners/4.en.html', (s) => s.replace(/^mediaUrl: .*$/m, 'mediaUrl: https://videos.example.net/embed/1'));
    edit('banners/4.es.html', (s) => s.replace(/^mediaUrl: .*$/m, 'mediaUrl: https://videos.example.net/embed/1'));
    const refused = await run('content', 'import', dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('nothing was changed');
    expect(refused.stderr).toMatch(/banners\/4: mediaUrl: a banner video must be an https link on www\.youtube\.com/);
    expect((await help('EN')).find((e) => e.tag === 'faq')!.title).toBe('Frequently asked questions');
    expect(await notices()).toEqual(before);

    writeFileSync(file('banners/4.en.html'), video);
    edit('banners/4.es.html', (s) => s.replace('https://videos.example.net/embed/1', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'));
    writeFileSync(file('popups/broken.en.html'), '<p>no front matter</p>');
    const unreadable = await run('content', 'import', dir);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain('popups/broken.en.html: it must start with a front matter block');
  });

  it('lists entries and switches one off and on', async () => {
    const popups = JSON.parse((await run('content', 'list', '--type', 'PU', '--json')).stdout) as { id: string; audience: string }[];
    expect(popups.map((p) => p.audience)).toEqual(['A', 'B', 'F']);
    const b = popups.find((p) => p.audience === 'B')!;
    expect((await run('content', 'set-active', b.id, 'off')).stdout).toContain(`${b.id} is now off`);
    expect((await notices()).popup.map((p) => p.execution)).toEqual(['A', 'F']);
    expect((await run('content', 'set-active', b.id, 'on')).code).toBe(0);
    expect((await notices()).popup.map((p) => p.execution)).toEqual(['A', 'B', 'F']);
    const unknown = await run('content', 'set-active', '99999', 'off');
    expect([unknown.code, unknown.stderr]).toEqual([1, expect.stringContaining('[content.unknown]')]);
    expect((await run('content', 'list', '--type', 'XX')).code).toBe(2);
  });
});
