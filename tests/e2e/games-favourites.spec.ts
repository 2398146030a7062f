import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { headingOf, text } from './support/catalogue.ts';
import { fromAddress, loginDialog } from './support/login.ts';
import { loginAs, startTrial } from './support/session.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * Favourite stars and the member's lists (SPEC sections 2, 4, 5 and 9). Each member test signs
 * up a member of its own, so no other spec's favourites or recent games are touched.
 */

const main = (page: Page) => page.getByRole('main');
const star = (scope: Locator, name: string, pressed: boolean) =>
  scope.getByRole('button', {
    name: text('es', pressed ? 'games.tile.favouriteRemove' : 'games.tile.favouriteAdd', { name }),
    exact: true,
  });
const tileNamed = (scope: Locator, name: string) =>
  scope.getByRole('article').filter({ has: scope.page().getByRole('heading', { level: 3, name, exact: true }) });
const firstTileName = async (page: Page) => (await main(page).getByRole('article').first().getByRole('heading', { level: 3 }).textContent())!.trim();
const filterLink = (page: Page, filter: 'FAV' | 'RECENT' | 'ALL') =>
  main(page)
    .getByRole('navigation', { name: text('es', 'games.filters.label') })
    .getByRole('link', { name: text('es', `games.filter.${filter}`), exact: true });

/**
 * Presses a star until it turns: a star answers once a second for the whole tab (SPEC section 9),
 * and ignores presses inside that second, as a person would simply press again.
 */
const pressStar = async (scope: Locator, name: string, to: boolean) => {
  await expect(async () => {
    const current = star(scope, name, !to).first();
    if (await current.isVisible()) await current.click();
    await expect(star(scope, name, to).first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(star(scope, name, !to)).toHaveCount(0);
};

const newMember = async (page: Page, request: Parameters<typeof registerByApi>[0]) => {
  const username = uniqueUsername('fav');
  const member = { username, password: 'Estrella2026', email: `${username}@betplay.example`, mobileNum: uniqueMobile() };
  await registerByApi(request, member);
  await loginAs(page, member.username, member.password);
};

test.beforeEach(async ({ page }) => skipPopups(page));

test('a visitor pressing a star gets the login pop-up', async ({ page }) => {
  await page.goto('/rng');
  const name = await firstTileName(page);
  await star(main(page), name, false).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(star(main(page), name, false)).toHaveAttribute('aria-pressed', 'false');
});

test.describe('a trial account', () => {
  test.use({ extraHTTPHeaders: fromAddress(72) });

  test('is told a star needs a real account', async ({ page }) => {
    await startTrial(page);
    await page.goto('/rng');
    const name = await firstTileName(page);
    await star(main(page), name, false).click();
    await expect(page.getByRole('alertdialog', { name: text('es', 'login.warningTitle') })).toContainText(text('es', 'errors.in_need_true_account'));
    await expect(star(main(page), name, false)).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('a member', () => {
  test.use({ extraHTTPHeaders: fromAddress(73) });

  test('stars a game on /rng, finds it on /favorite and starred on the home page, then unstars it', async ({ page, request }) => {
    await newMember(page, request);
    await page.goto('/favorite');
    await expect(main(page).getByText(text('es', 'games.favourites.empty'))).toBeVisible();
    await expect(main(page).getByRole('link', { name: text('es', 'games.member.browse') })).toHaveAttribute('href', '/rng');
    await expectAccessible(page);

    await page.goto('/rng');
    const name = await firstTileName(page);
    const added = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2'));
    await star(main(page), name, false).click();
    // Optimistic: pressed at once, and the platform agrees.
    await expect(star(main(page), name, true)).toHaveAttribute('aria-pressed', 'true');
    expect((await added).ok()).toBe(true);

    // Tiles drawn in the browser agree too: page 2, then back to page 1.
    await main(page)
      .getByRole('navigation', { name: text('es', 'games.pager.label') })
      .getByRole('link', { name: text('es', 'games.pager.next') })
      .click();
    await expect(page).toHaveURL('/rng?page=2');
    await page.goBack();
    await expect(star(main(page), name, true)).toBeVisible();
    await filterLink(page, 'FAV').click();
    await expect(page).toHaveURL('/rng?filter=FAV');
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(star(main(page), name, true)).toBeVisible();

    await page.goto('/favorite');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'favorite'));
    await expect(tileNamed(main(page), name)).toHaveCount(1);
    await expect(star(main(page), name, true)).toBeVisible();
    await expectAccessible(page);

    await page.goto('/');
    const home = main(page);
    await expect(star(home, name, true).first()).toBeVisible();
    await expect(star(home, name, false)).toHaveCount(0);
    await pressStar(home, name, false);

    await page.goto('/favorite');
    await expect(main(page).getByText(text('es', 'games.favourites.empty'))).toBeVisible();
    await page.goto('/rng');
    await expect(star(main(page), name, false)).toBeVisible();
  });

  test('a star turns back with a message when the platform refuses', async ({ page, request }) => {
    await newMember(page, request);
    await page.route('**/wps/relay/MCSFE_addFavoriteGameV2', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, errorCode: 'system.error' }) }),
    );
    await page.goto('/pvp');
    const name = await firstTileName(page);
    await star(main(page), name, false).click();
    const dialog = page.getByRole('alertdialog', { name: text('es', 'games.favourite.failed') });
    await expect(dialog).toContainText(text('es', 'errors.system.error'));
    await expect(star(main(page), name, false)).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page);
  });

  test('recent games show on /recent and under the page filter', async ({ page, request }) => {
    await newMember(page, request);
    await page.goto('/recent');
    await expect(main(page).getByText(text('es', 'games.recent.empty'))).toBeVisible();
    await expectAccessible(page);

    await page.goto('/fish');
    // A new member has no money: a free trial is a launch too.
    // The tile's play button carries the launch, its star the node id and its heading the name.
    const tile = main(page)
      .locator('[data-tile]')
      .filter({ has: page.locator('[data-tile-trial]') })
      .first();
    const [gameId, nodeId, vendor, name] = await tile.evaluate((t: HTMLElement) => {
      const play = t.querySelector<HTMLElement>('[data-tile-play]')!.dataset;
      return [play.gameId, t.querySelector<HTMLElement>('[data-tile-fav]')!.dataset.tileFav, play.vendor, t.querySelector('h3')!.textContent!.trim()];
    });
    const launch = await page.request.get('/wps/game/launchGame', {
      // As the page's own fetch says: the gateway answers a launch only for a page of this site.
      headers: { 'Sec-Fetch-Site': 'same-origin' },
      params: {
        launchMode: 'GLS',
        gameId: gameId!,
        nodeId: nodeId!,
        vassalage: vendor!,
        platform: 'html5-desktop',
        clientType: 3,
        language: 'ES',
        accountType: 0,
      },
    });
    expect(launch.ok(), await launch.text()).toBe(true);

    await page.goto('/recent');
    await expect(tileNamed(main(page), name!)).toHaveCount(1);
    await expectAccessible(page);
    await page.goto('/fish');
    await filterLink(page, 'RECENT').click();
    await expect(page).toHaveURL('/fish?filter=RECENT');
    await expect(tileNamed(main(page), name!)).toHaveCount(1);
    await page.goto('/rng?filter=RECENT');
    await expect(main(page).getByText(text('es', 'games.empty.RECENT'))).toBeVisible();
  });
});
