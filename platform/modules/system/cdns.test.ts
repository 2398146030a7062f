import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SystemStatus } from '../../../contract/system.ts';
import { createOperatorApp } from '../../operator/app.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const TOKEN = 'operator-test-token-0123456789abcdef';
const HOSTS = ['/cdn', 'https://img2.example.com/cdn'];

describe.each(TEST_DATABASES)('image and launch CDNs on %s', (kind) => {
  let t: TestPlatform;
  let app: ReturnType<typeof createOperatorApp>;
  const put = async (body: unknown) => {
    const res = await app.request('/cdns', {
      method: 'PUT',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as { value?: { image: string[]; launch: string[] }; errorCode?: string }) };
  };
  const status = async () => ((await (await t.request('/wps/system/status')).json()) as { value: SystemStatus }).value;
  const icons = async () =>
    ((await (await t.request('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=10')).json()) as { value: { games: { iconUrl: string }[] } }).value.games.map(
      (g) => g.iconUrl,
    );

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    app = createOperatorApp(t.platform, TOKEN);
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('hands every browser the lists the operator sets, and draws game art on each host', async () => {
    const set = await put({ image: [...HOSTS, 'https://img2.example.com/cdn/'], launch: ['https://play.example.com/'] });
    // Trailing slashes go, and a host named twice is kept once.
    expect(set).toMatchObject({ status: 200, value: { image: HOSTS, launch: ['https://play.example.com'] } });
    await vi.waitFor(async () => expect((await status()).info.imageCDNs).toEqual(HOSTS), { timeout: 5_000 });
    expect((await status()).info.launchGameCDNs).toEqual(['https://play.example.com']);
    const hosts = new Set((await icons()).map((url) => HOSTS.find((h) => url.startsWith(`${h}/games/`))));
    expect(hosts).toEqual(new Set(HOSTS));
  });

  it('keeps the other list when one is set, and goes back to the site’s own art on an empty list', async () => {
    const set = await put({ image: [] });
    expect(set.value).toEqual({ image: [], launch: ['https://play.example.com'] });
    await vi.waitFor(async () => expect((await icons()).every((url) => url.startsWith('/cdn/games/'))).toBe(true), { timeout: 10_000 });
  });

  it.each([
    ['a script address', { image: ['javascript:alert(1)'] }],
    ['a protocol-relative host', { image: ['//evil.example.com/cdn'] }],
    ['a query', { image: ['https://img.example.com/cdn?x=1'] }],
    ['credentials', { launch: ['https://user:pw@img.example.com'] }],
    ['a NUL byte', { image: ['/cdn\u0000x'] }],
    ['too many hosts', { image: Array.from({ length: 11 }, (_, i) => `https://img${i}.example.com`) }],
    ['nothing to change', {}],
  ])('refuses %s and changes nothing', async (_, body) => {
    const before = await status();
    const res = await put(body);
    expect(res.status).toBe(422);
    expect(res.errorCode).toBe('request_param_err');
    expect((await status()).info.launchGameCDNs).toEqual(before.info.launchGameCDNs);
  });
});
