import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { text } from './support/catalogue.ts';
import { ROLE_STATE } from './support/roles.ts';
import { skipPopups } from './support/shell.ts';

/*
 * Response headers as a browser receives them through the site, where the site's own layer adds
 * its headers to whatever the platform and the game server sent.
 */

/** What a page may use: the banner's video players and the site's own game frames, nothing else. */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** One Permissions-Policy on every response, denying what the site does not use. */
const expectPermissionsPolicy = (response: Response | APIResponse, url = response.url()) => {
  const policy = response.headers()['permissions-policy'];
  expect(policy, url).toBeDefined();
  for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture', 'serial', 'hid', 'midi']) {
    expect(policy, `${url}: ${denied}`).toMatch(new RegExp(`(^|, )${denied}=\\(\\)(,|$)`));
  }
  return policy!;
};

/** The game page a frame loads, caught as the browser receives it. */
const gamePage = (page: Page, game: 'slot' | 'lottery') =>
  page.waitForResponse((response) => new RegExp(`^/gs/${game}/[\\w-]+$`).test(new URL(response.url()).pathname));

test.describe('game pages', () => {
  test.use({ storageState: ROLE_STATE.player });

  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  test('a slot page, whose address holds its launch token, sends no referrer and the permissions policy', async ({ page }) => {
    await page.goto('/bgs');
    const tile = page.getByRole('main').getByRole('article').first();
    const name = (await tile.getByRole('heading', { level: 3 }).textContent())!.trim();
    const framed = gamePage(page, 'slot');
    await tile.getByRole('button', { name: `${text('es', 'games.tile.play')} ${name}` }).click();
    const response = await framed;
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    expectPermissionsPolicy(response);
  });

  test('a lottery page, whose address holds its launch token, sends no referrer and the permissions policy', async ({ page }) => {
    const framed = gamePage(page, 'lottery');
    await page.goto('/lottery');
    const response = await framed;
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    expectPermissionsPolicy(response);
  });
});

test.describe('permissions policy', () => {
  test('pages, the platform calls and the game server all send the same one', async ({ page, request }) => {
    const policy = expectPermissionsPolicy((await page.goto('/'))!);
    const answers = await Promise.all(
      [
        '/live',
        '/no-such-page',
        '/wps/system/status',
        '/wps/member/info',
        '/lgw/games/game_menus?device=WEB',
        '/lotto/lgw/games/opened/numero',
        '/gs/slot/unknown',
      ].map((path) => request.get(path)),
    );
    for (const answer of answers) expect(expectPermissionsPolicy(answer), answer.url()).toBe(policy);
  });

  test('the browser reads it: devices are off, fullscreen and autoplay stay for the games and the video players', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/permissions.policy|feature.policy/i.test(message.text())) problems.push(message.text());
    });
    await page.goto('/');
    const allowed = await page.evaluate((players) => {
      const policy = (document as unknown as { featurePolicy: { allowsFeature(feature: string, origin?: string): boolean } }).featurePolicy;
      const check = (feature: string, origin?: string) => `${feature}${origin ? ` ${origin}` : ''}: ${policy.allowsFeature(feature, origin)}`;
      return [
        ...['camera', 'microphone', 'geolocation', 'payment', 'usb'].map((f) => check(f)),
        ...['fullscreen', 'autoplay'].flatMap((f) => [check(f), ...players.map((o) => check(f, o)), check(f, 'https://evil.example')]),
      ];
    }, VIDEO_PLAYERS);
    expect(allowed).toEqual([
      'camera: false',
      'microphone: false',
      'geolocation: false',
      'payment: false',
      'usb: false',
      'fullscreen: true',
      ...VIDEO_PLAYERS.map((o) => `fullscreen ${o}: true`),
      'fullscreen https://evil.example: false',
      'autoplay: true',
      ...VIDEO_PLAYERS.map((o) => `autoplay ${o}: true`),
      'autoplay https://evil.example: false',
    ]);
    expect(problems).toEqual([]);
  });
});

test.describe('compression, as the browser receives it', () => {
  test.use({ storageState: ROLE_STATE.player });

  test("a member's page, its scripts and the platform's JSON arrive compressed, and scripts are cached for good", async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (/\/_astro\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response);
    });
    const member = (await page.goto('/member'))!;
    expect(new URL(member.url()).pathname).toBe('/member');
    expect(await member.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
    await page.waitForLoadState('load');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await Promise.all(scripts.map((script) => script.headerValue('content-encoding')))).toContain('br');
    for (const script of scripts) {
      // Chromium asks for brotli: the build's brotli copy is what it gets, for any script that
      // compression makes smaller (a 50-byte one is sent as it is).
      if ((await script.body()).length >= 1024) expect(await script.headerValue('content-encoding'), script.url()).toBe('br');
      expect(await script.headerValue('cache-control'), script.url()).toBe('public, max-age=31536000, immutable');
      expect(await script.headerValue('vary'), script.url()).toBe('Accept-Encoding');
    }
    // The copies decode to the scripts themselves: the centre's script ran and kept the time zone.
    const zoneCookie = (await page.locator('[data-member-centre]').getAttribute('data-zone-cookie'))!;
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === zoneCookie)).toBe(true);
    const status = await page.request.get('/wps/system/status', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(status.headers()['content-encoding']).toBe('gzip');
  });
});

test('game tiles come at versioned addresses, kept for good', async ({ page }) => {
  const art: Response[] = [];
  page.on('response', (response) => {
    if (/^\/cdn\/games\/\d+\.svg$/.test(new URL(response.url()).pathname)) art.push(response);
  });
  await page.goto('/rng');
  await page.waitForLoadState('load');
  await expect.poll(() => art.length).toBeGreaterThan(0);
  for (const picture of art) {
    expect(new URL(picture.url()).searchParams.get('v'), picture.url()).toMatch(/^[\w-]{12}$/);
    expect(await picture.headerValue('cache-control'), picture.url()).toBe('public, max-age=31536000, immutable');
  }
});
