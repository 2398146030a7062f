import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { VENDOR_POPUP_PAGE_SIZE, VENDOR_PRELOAD } from '../../contract/games.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { loginDialog } from './support/login.ts';
import { platformCli } from './support/platform-cli.ts';
import { ROLE_STATE } from './support/roles.ts';
import { skipPopups, vendorLanes } from './support/shell.ts';

/*
 * The home page's vendors that list games (CONTRACT.md 4.5: VASSALAGE cards) open their games in a
 * pop-up, ten a page, with a search; each game launches from there. The first vendors' games are
 * preloaded once the page is idle (SPEC section 9), and each browser session keeps one image CDN
 * of the status's list (CONTRACT.md 4.2).
 */

const VENDOR = { code: 'PG', name: 'PG Soft' };
const listCall = '/wps/relay/GCSGAME_gameList';

const popup = (page: Page, lang: Lang, vendor = VENDOR.name) => page.getByRole('dialog', { name: text(lang, 'games.vendorPopup.title', { vendor }) });
const games = (page: Page, lang: Lang) => popup(page, lang).getByRole('listitem');

/** What the platform answers for a page of the vendor's games. */
const pageOf = async (request: APIRequestContext, lang: Lang, query: string) => {
  const response = await request.get(`${listCall}?gameType=RNG&vassalage=${VENDOR.code}&pageSize=${VENDOR_POPUP_PAGE_SIZE}&${query}`, {
    headers: { Merchant: 'betplay', Language: lang.toUpperCase() },
  });
  return ((await response.json()) as { value: { games: { gameName: string }[]; totalCount: number; totalPages: number } }).value;
};

const rngLabel = (lang: Lang) => text(lang, 'shell.category.RNG');

/** Hovers the RNG category of the header, which shows its vendors. */
const openDropMenu = (page: Page, lang: Lang) =>
  page
    .getByRole('navigation', { name: text(lang, 'shell.nav.label') })
    .getByRole('link', { name: rngLabel(lang), exact: true })
    .hover();

const vendorLink = (page: Page, lang: Lang) =>
  page.getByRole('list', { name: text(lang, 'shell.nav.vendors', { category: rngLabel(lang) }) }).getByRole('link', { name: VENDOR.name });

/** Clicks the vendor in the RNG drop menu of the header: its pop-up opens. */
const openFromHeader = async (page: Page, lang: Lang) => {
  await openDropMenu(page, lang);
  const link = vendorLink(page, lang);
  await expect(link).toHaveAttribute('href', `/rng?vassalage=${VENDOR.code}`);
  await link.click();
  await expect(popup(page, lang)).toBeVisible();
};

for (const lang of ['es', 'en'] as const) {
  test.describe(`the vendor pop-up (${lang.toUpperCase()})`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await skipPopups(page);
    });

    test('lists a vendor’s games ten a page, searches them, keeps the focus, and asks a visitor to log in', async ({ page, request, baseURL }) => {
      await page.goto('/');
      await openFromHeader(page, lang);
      const dialog = popup(page, lang);
      await expect(page).toHaveURL(`${baseURL}/`);
      const first = await pageOf(request, lang, 'pageNo=1');
      await expect(games(page, lang)).toHaveCount(VENDOR_POPUP_PAGE_SIZE);
      await expect(games(page, lang).getByRole('heading')).toHaveText(first.games.map((g) => g.gameName));
      const pages = String(first.totalPages);
      await expect(dialog.getByRole('status')).toHaveText(
        `${text(lang, 'games.results.count', { count: String(first.totalCount) })} · ${text(lang, 'games.results.page', { page: '1', pages })}`,
      );
      await expect(dialog.getByRole('searchbox', { name: text(lang, 'games.search.label') })).toBeFocused();
      await expect(dialog.getByRole('link', { name: text(lang, 'games.vendorPopup.all', { vendor: VENDOR.name }) })).toHaveAttribute(
        'href',
        '/rng?vassalage=PG',
      );
      await expectAccessible(page);

      // The next page, then a search from the first page.
      const pager = dialog.getByRole('navigation', { name: text(lang, 'games.pager.label') });
      await pager.getByRole('button', { name: text(lang, 'games.pager.next') }).click();
      const second = await pageOf(request, lang, 'pageNo=2');
      await expect(games(page, lang).getByRole('heading')).toHaveText(second.games.map((g) => g.gameName));
      await expect(pager).toContainText(text(lang, 'games.results.page', { page: '2', pages }));
      await dialog.getByRole('searchbox').fill('dragon');
      await dialog.getByRole('button', { name: text(lang, 'games.search.submit') }).click();
      const found = await pageOf(request, lang, 'pageNo=1&gameName=dragon');
      expect(found.games.length).toBeGreaterThan(0);
      await expect(games(page, lang).getByRole('heading')).toHaveText(found.games.map((g) => g.gameName));
      await expect(dialog.getByRole('status')).toContainText(text(lang, 'games.results.count', { count: String(found.totalCount) }));

      // Tab never leaves the pop-up for the page behind it.
      const places = new Set<string>();
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press('Tab');
        places.add(
          await page.evaluate(() => {
            const focused = document.activeElement;
            return !focused || focused === document.body ? 'browser' : focused.closest('dialog') ? 'pop-up' : 'page';
          }),
        );
      }
      expect(places).not.toContain('page');
      expect(places).toContain('pop-up');

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // The focus is back on the vendor's link, or on its category's when its drop menu has folded away.
      await expect(page.locator(':focus')).toHaveAttribute('href', new RegExp(`^/rng(\\?vassalage=${VENDOR.code})?$`));

      // A visitor's launch closes the pop-up and asks them to log in.
      await openFromHeader(page, lang);
      const name = first.games[0]!.gameName;
      await games(page, lang)
        .first()
        .getByRole('button', { name: `${text(lang, 'games.tile.play')} ${name}` })
        .click();
      await expect(popup(page, lang)).toHaveCount(0);
      await expect(loginDialog(page, lang)).toBeVisible();
    });

    test('preloads the first RNG, LIVE and FISH vendors’ games once the page is idle', async ({ page, request }) => {
      const lanes = await vendorLanes(request, lang === 'es' ? 'ES' : 'EN');
      const expected = Object.entries(VENDOR_PRELOAD).flatMap(([lane, n]) =>
        lanes
          .find((l) => l.title === lane)!
          .cards.slice(0, n)
          .map((card) => `${lane}:${card.vassalage}`),
      );
      const asked: { vendor: string; at: number }[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname === listCall) asked.push({ vendor: `${url.searchParams.get('gameType')}:${url.searchParams.get('vassalage')}`, at: Date.now() });
      });
      await page.goto('/');
      // When the page finished loading, on the browser's clock (the same machine's as this test's).
      await page.waitForLoadState('load');
      const loaded = await page.evaluate(
        () => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      );
      await expect.poll(() => asked.map((a) => a.vendor)).toEqual(expected);
      // A few milliseconds for the two clocks of the browser's timeline and of this process.
      expect(asked.every((a) => a.at >= loaded - 20)).toBe(true);

      // Kept for the tab: a pop-up of a preloaded vendor opens without asking again, and the next page asks nothing.
      await openFromHeader(page, lang);
      await expect(games(page, lang)).toHaveCount(VENDOR_POPUP_PAGE_SIZE);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(asked).toHaveLength(expected.length);
    });
  });

  test.describe(`a member's vendor pop-up (${lang.toUpperCase()})`, () => {
    test.use({ storageState: ROLE_STATE.player });

    test('launches a game on the game page', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await skipPopups(page);
      await page.goto('/');
      await openFromHeader(page, lang);
      const game = games(page, lang).first();
      const name = (await game.getByRole('heading').textContent())!.trim();
      await game.getByRole('button', { name: `${text(lang, 'games.tile.play')} ${name}` }).click();
      await expect(page).toHaveURL('/seamless?gameType=RNG');
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    });
  });
}

test.describe('the image CDN of a browser session', () => {
  test.afterEach(async () => {
    await platformCli('cdns', 'set', '--image', '');
  });

  for (const lang of ['es', 'en'] as const) {
    test(`is one of the status's hosts, and stays the same across pages (${lang.toUpperCase()})`, async ({ page, context, baseURL, request }) => {
      await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await skipPopups(page);
      const other = `http://localhost:${new URL(baseURL!).port}/cdn`;
      await platformCli('cdns', 'set', '--image', `/cdn,${other}`);
      // Every server takes the change within seconds; the shared page renders follow.
      await expect.poll(async () => (await (await request.get('/')).text()).includes('data-cdns='), { timeout: 15_000 }).toBe(true);

      const artOf = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('img[src*="/games/"]')].map((img) => img.getAttribute('src')!).filter((src) => !src.startsWith('/images/')),
        );
      await page.goto('/');
      const chosen = await page.evaluate(() => sessionStorage.getItem('imageCDN'));
      expect(['/cdn', other]).toContain(chosen);
      await expect.poll(async () => (await artOf()).every((src) => src.startsWith(`${chosen}/`))).toBe(true);
      expect((await artOf()).length).toBeGreaterThan(10);
      // The art is there on the chosen host: the first tile's picture has loaded.
      await expect(page.getByRole('main').getByRole('article').first().locator('img')).toHaveJSProperty('complete', true);
      expect(
        await page
          .getByRole('main')
          .getByRole('article')
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);

      await page.goto('/rng');
      expect(await page.evaluate(() => sessionStorage.getItem('imageCDN'))).toBe(chosen);
      await expect.poll(async () => (await artOf()).every((src) => src.startsWith(`${chosen}/`))).toBe(true);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a vendor's link opens its game list page", async ({ page, baseURL }) => {
    await page.goto('/');
    await openDropMenu(page, 'es');
    await vendorLink(page, 'es').click();
    await expect(page).toHaveURL(`${baseURL}/rng?vassalage=${VENDOR.code}`);
  });
});
