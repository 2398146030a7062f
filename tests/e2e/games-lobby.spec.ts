import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { headingOf, text } from './support/catalogue.ts';
import { fromAddress } from './support/login.ts';
import { loginAs } from './support/session.ts';
import { skipPopups, vendorLanes } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';
import {
  control,
  controls,
  count,
  fold,
  main,
  markDocument,
  resultsHeading,
  searchBox,
  status,
  stillSameDocument,
  tileNames,
  tiles,
  totalOf,
  vendorsOfTiles,
} from './support/lobby.ts';

/*
 * The game list pages (SPEC sections 2 and 7): the first view is whole HTML from the URL, later
 * views are the server's rendering of the same view, fetched and shown in place, and the URL
 * keeps the view, so a link, a reload and the back button all show the same games.
 */

test.beforeEach(async ({ page }) => skipPopups(page));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first view is whole HTML: filters, sub-categories, vendors and pages are links, the search a form', async ({ page }) => {
    await page.goto('/rng?vassalage=JL&page=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'rng'));
    await expect(tiles(page)).toHaveCount(20);
    await expect(control(page, 'games.vendors.label', 'JILI')).toHaveAttribute('aria-current', 'true');
    await expect(control(page, 'games.filters.label', text('es', 'games.filter.HOT'))).toHaveAttribute('href', '/rng?filter=HOT&vassalage=JL');
    await expect(controls(page, 'games.pager.label').getByRole('link', { name: text('es', 'games.pager.page', { page: '2' }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(status(page)).toContainText(count(await totalOf(page, 'gameType=RNG&vassalage=JL')));

    await control(page, 'games.classify.label', text('es', 'games.classify.jackpot')).click();
    await expect(page).toHaveURL('/rng?classify=jackpot&vassalage=JL');
    await searchBox(page).fill('oro');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/rng\?classify=jackpot&vassalage=JL&q=oro$/);
    await expect(control(page, 'games.classify.label', text('es', 'games.classify.jackpot'))).toHaveAttribute('aria-current', 'true');
    for (const name of await tileNames(page)) expect(fold(name)).toContain('oro');
  });

  test('a visitor asking for favourites is asked to log in', async ({ page }) => {
    await page.goto('/rng?filter=FAV');
    await expect(main(page).getByText(text('es', 'games.member.login'))).toBeVisible();
    await expect(main(page).getByRole('link', { name: text('es', 'games.member.loginLink') })).toHaveAttribute('href', '/login');
  });
});

test.describe('filters, vendors and sub-categories', () => {
  test('change the view in place, keep it in the URL, and the back button restores it', async ({ page }) => {
    await page.goto('/rng');
    await markDocument(page);
    const firstAll = await tileNames(page);

    // By keyboard: the vendors are links.
    await control(page, 'games.vendors.label', 'JILI').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/rng?vassalage=JL');
    await expect(status(page)).toHaveText(new RegExp(`^${count(await totalOf(page, 'gameType=RNG&vassalage=JL'))}`));
    await expect(control(page, 'games.vendors.label', 'JILI')).toHaveAttribute('aria-current', 'true');
    await expect(control(page, 'games.vendors.label', 'JILI')).toBeFocused();
    expect(new Set(await vendorsOfTiles(page))).toEqual(new Set(['JL']));

    await control(page, 'games.filters.label', text('es', 'games.filter.NEW')).click();
    await expect(page).toHaveURL('/rng?filter=NEW&vassalage=JL');
    await expect(status(page)).toHaveText(new RegExp(`^${count(await totalOf(page, 'gameType=RNG&vassalage=JL&filter=NEW'))}`));
    await expect(resultsHeading(page)).toHaveText(`${text('es', 'games.filter.NEW')} · JILI`);

    await control(page, 'games.classify.label', text('es', 'games.classify.table')).click();
    await expect(page).toHaveURL('/rng?filter=NEW&classify=table&vassalage=JL');
    expect(await stillSameDocument(page)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL('/rng?filter=NEW&vassalage=JL');
    await expect(control(page, 'games.classify.label', text('es', 'games.classify.all'))).toHaveAttribute('aria-current', 'true');
    await expect(control(page, 'games.filters.label', text('es', 'games.filter.NEW'))).toHaveAttribute('aria-current', 'true');
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/rng');
    await expect(control(page, 'games.vendors.label', text('es', 'games.vendors.all'))).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => tileNames(page)).toEqual(firstAll);
    expect(await stillSameDocument(page)).toBe(true);

    await page.goForward();
    await expect(page).toHaveURL('/rng?vassalage=JL');
    await expect(control(page, 'games.vendors.label', 'JILI')).toHaveAttribute('aria-current', 'true');
    await page.reload();
    await expect(control(page, 'games.vendors.label', 'JILI')).toHaveAttribute('aria-current', 'true');
  });

  test('the in-house group is a vendor of the slots and a page of its own', async ({ page, request }) => {
    const lanes = await vendorLanes(request);
    const inHouse = lanes.find((lane) => lane.title === 'BGS')!.cards.map((card) => card.vassalage);
    await page.goto('/rng?vassalage=INHOUSE');
    await expect(control(page, 'games.vendors.label', text('es', 'shell.category.INHOUSE'))).toHaveAttribute('aria-current', 'true');
    for (const vendor of await vendorsOfTiles(page)) expect(inHouse).toContain(vendor);

    await page.goto('/bgs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'bgs'));
    await expect(controls(page, 'games.vendors.label').getByRole('link')).toHaveCount(inHouse.length + 1);
    for (const vendor of await vendorsOfTiles(page)) expect(inHouse).toContain(vendor);
    await expect(status(page)).toHaveText(new RegExp(`^${count(await totalOf(page, 'gameType=BGS'))}`));
  });

  test('a page that has one kind of game offers no sub-categories', async ({ page }) => {
    await page.goto('/fish');
    await expect(tiles(page).first()).toBeVisible();
    await expect(controls(page, 'games.classify.label')).toHaveCount(0);
  });
});

test.describe('search', () => {
  test('finds games by name in place, and says clearly when none matches', async ({ page }) => {
    await page.goto('/rng?vassalage=PG');
    await markDocument(page);
    await searchBox(page).fill('dragon');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/rng?vassalage=PG&q=dragon');
    await expect(status(page)).toHaveText(new RegExp(`^${count(await totalOf(page, 'gameType=RNG&vassalage=PG&gameName=dragon'))}`));
    await expect(searchBox(page)).toBeFocused();
    const names = await tileNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(fold(name)).toContain('dragon');

    await searchBox(page).fill('zzqxw');
    await searchBox(page).press('Enter');
    await expect(main(page).getByText(text('es', 'games.empty.search', { search: 'zzqxw' }))).toBeVisible();
    await expect(tiles(page)).toHaveCount(0);
    await expectAccessible(page);
    await main(page)
      .getByRole('link', { name: text('es', 'games.search.clear') })
      .click();
    await expect(page).toHaveURL('/rng?vassalage=PG');
    await expect(tiles(page)).toHaveCount(20);
    await expect(searchBox(page)).toHaveValue('');
    expect(await stillSameDocument(page)).toBe(true);
  });
});

test.describe('paging', () => {
  test('loads later pages of 20 without reloading, with the focus on the list', async ({ page }) => {
    await page.goto('/rng');
    await markDocument(page);
    const first = await tileNames(page);
    const total = await totalOf(page, 'gameType=RNG');
    const pages = String(Math.ceil(total / 20));

    await controls(page, 'games.pager.label')
      .getByRole('link', { name: text('es', 'games.pager.next') })
      .click();
    await expect(page).toHaveURL('/rng?page=2');
    await expect(status(page)).toHaveText(`${count(total)} · ${text('es', 'games.results.page', { page: '2', pages })}`);
    await expect(resultsHeading(page)).toBeFocused();
    await expect(tiles(page)).toHaveCount(20);
    const second = await tileNames(page);
    expect(second).not.toEqual(first);
    await expectAccessible(page);
    // Tiles of a later view launch as the first view's do: a visitor is asked to log in.
    await tiles(page)
      .first()
      .getByRole('button', { name: `${text('es', 'games.tile.play')} ${second[0]}` })
      .click();
    const login = page.getByRole('dialog', { name: text('es', 'login.title') });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    await controls(page, 'games.pager.label')
      .getByRole('link', { name: text('es', 'games.pager.page', { page: pages }) })
      .click();
    await expect(page).toHaveURL(`/rng?page=${pages}`);
    await expect(controls(page, 'games.pager.label').getByRole('link', { name: text('es', 'games.pager.next') })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL('/rng?page=2');
    await expect.poll(() => tileNames(page)).toEqual(second);
    expect(await stillSameDocument(page)).toBe(true);
    await page.goBack();
    await expect.poll(() => tileNames(page)).toEqual(first);
  });

  test('a page past the end says so and leads back to the first', async ({ page }) => {
    await page.goto('/pvp?page=999');
    await expect(main(page).getByText(text('es', 'games.empty.page'))).toBeVisible();
    await main(page)
      .getByRole('link', { name: text('es', 'games.empty.firstPage') })
      .click();
    await expect(page).toHaveURL('/pvp');
    await expect(tiles(page).first()).toBeVisible();
    await expect(resultsHeading(page)).toBeFocused();
  });
});

test.describe('later views', () => {
  /** A view as the page renders it first, and as the fragment its script fetches for the same address and session. */
  const bothViews = async (page: Page, address: string) => {
    const [first, later] = await Promise.all([page.request.get(address), page.request.get(`/partials/lobby${address}`)]);
    expect(first.ok()).toBe(true);
    expect(later.ok()).toBe(true);
    const html = await first.text();
    const start = html.indexOf('<div data-lobby-view');
    return {
      first: html.slice(start, html.indexOf('<template data-lobby-failed', start)),
      later: (await later.text()).trim(),
      laterHeaders: later.headers(),
    };
  };

  test('are the same rendering as the first view: tiles, controls, count and pager', async ({ page }) => {
    for (const address of ['/rng?page=2', '/fish?filter=HOT', '/rng?vassalage=PG&q=dragon', '/pvp?page=999', '/bgs?filter=FAV']) {
      const { first, later } = await bothViews(page, address);
      expect(first).toContain('data-lobby-body');
      expect(later, address).toBe(first);
    }
  });

  test('one that cannot be had says so, and its retry asks again', async ({ page }) => {
    await page.goto('/rng');
    await markDocument(page);
    const pages = String(Math.ceil((await totalOf(page, 'gameType=RNG')) / 20));
    await page.route('**/partials/lobby/**', (route) => route.abort());
    await controls(page, 'games.pager.label')
      .getByRole('link', { name: text('es', 'games.pager.next') })
      .click();
    await expect(page).toHaveURL('/rng?page=2');
    await expect(status(page)).toHaveText(text('es', 'games.results.failed'));
    await expect(tiles(page)).toHaveCount(0);

    await page.unroute('**/partials/lobby/**');
    await main(page)
      .getByRole('link', { name: text('es', 'games.results.retry') })
      .click();
    await expect(status(page)).toContainText(text('es', 'games.results.page', { page: '2', pages }));
    await expect(tiles(page)).toHaveCount(20);
    await expect(resultsHeading(page)).toBeFocused();
    expect(await stillSameDocument(page)).toBe(true);
  });

  test.describe('for a member', () => {
    test.use({ extraHTTPHeaders: fromAddress(74) });

    test('carry the member’s stars, and are theirs alone', async ({ page, request }) => {
      const username = uniqueUsername('lob');
      await registerByApi(request, { username, password: 'Estrella2026', email: `${username}@betplay.example`, mobileNum: uniqueMobile() });
      await loginAs(page, username, 'Estrella2026');
      await page.goto('/rng?page=2');
      const name = (await tiles(page).first().getByRole('heading', { level: 3 }).textContent())!.trim();
      const star = (pressed: boolean) =>
        main(page)
          .getByRole('button', { name: text('es', pressed ? 'games.tile.favouriteRemove' : 'games.tile.favouriteAdd', { name }), exact: true })
          .first();
      const nodeId = await star(false).getAttribute('data-tile-fav');
      const added = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2'));
      await star(false).click();
      expect((await added).ok()).toBe(true);

      // The first view is shared by members: its stars go out released, with the member's own
      // list, which the tile script presses. A later view is rendered for the member alone.
      const { later, laterHeaders } = await bothViews(page, '/rng?page=2');
      const first = await (await page.request.get('/rng?page=2')).text();
      expect(first).toMatch(new RegExp(`id="favourite-ids">\\[(\\d+,)*${nodeId}[,\\]]`));
      expect(later).toContain('aria-pressed="true"');
      expect(laterHeaders['cache-control']).toMatch(/private/);
      await page.reload();
      await expect(star(true)).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
