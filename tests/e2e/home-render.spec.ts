import { expect, test } from '@playwright/test';
import { SEED_BANNERS } from '../../platform/db/seed/content.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { esTitle, MX_AMOUNT, popupsAlreadyClosed } from './support/home.ts';
import { ROLE_STATE } from './support/roles.ts';

const firstImageBanner = SEED_BANNERS.find((b) => b.kind === 'announcement' && b.groupName === 'w_home' && b.mediaType === 'image');
const SECTION_PAGES = ['/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/cockfight'];

/*
 * The carousels hold still only where they move: the tests about them ask for motion, as most
 * readers see the page. The others read a still page, which costs a software-rendered browser far
 * less.
 */
test.describe('the home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'no-preference' });

  test('is complete HTML: first banner, notices, hot games, prizes, sections and tiles', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: esTitle(firstImageBanner) }).first()).toBeVisible();
    await expect(
      main
        .getByRole('region', { name: text('es', 'home.notices.title') })
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: text('es', 'home.hot.title') })).toBeVisible();
    await expect(main.getByTestId('jackpot-amount')).toHaveText(MX_AMOUNT);
    await expect(main.getByTestId('winner-amount')).toHaveCount(3);
    const more = main.getByRole('link', { name: new RegExp(`^${text('es', 'home.section.more')} `) });
    await expect(more).toHaveCount(SECTION_PAGES.length);
    expect(await more.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(SECTION_PAGES);
    expect(await main.getByRole('article').count()).toBeGreaterThanOrEqual(3 * 12);
    const play = main
      .getByRole('article')
      .first()
      .getByRole('button', { name: new RegExp(`^${text('es', 'games.tile.play')} `) });
    await expect(play).toHaveAttribute('data-game-id', /^\d+$/);
  });

  test('banners are links that work without a script', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('link', { name: esTitle(firstImageBanner) }).first();
    await expect(banner).toHaveAttribute('href', firstImageBanner?.kind === 'announcement' ? firstImageBanner.linkage! : '');
  });
});

test.describe('the home page', () => {
  test.beforeEach(async ({ page }) => popupsAlreadyClosed(page));

  test('a game whose art does not load shows the fallback image', async ({ page }) => {
    await page.route(/\/cdn\/games\/\d+\.svg(\?|$)/, (route) => route.abort());
    await page.goto('/');
    const art = page.getByRole('main').getByRole('article').first().locator('img');
    await expect(art).toHaveAttribute('src', '/images/game-fallback.svg');
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a logged-out visitor is asked to log in by the play button and the star', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByRole('main').getByRole('article').first();
    const name = (await tile.getByRole('heading').textContent())!.trim();
    await tile.getByRole('button', { name: new RegExp(`^${text('es', 'games.tile.play')} `) }).click();
    const login = page.getByRole('dialog', { name: text('es', 'login.title') });
    // The pop-up's code loads on this first ask (budget.spec.ts), which takes a while on a busy machine.
    await expect(login).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await tile.getByRole('button', { name: text('es', 'games.tile.favouriteAdd', { name }), exact: true }).click();
    await expect(login).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('a promotion video frames its player only when asked, in the visitor language, and holds its carousel still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const videos = page.getByRole('region', { name: text('es', 'home.banners.videos') });
    await expect(videos.locator('iframe')).toHaveCount(0);
    await expect(videos).toHaveAttribute('data-motion', /running|paused/);
    await videos
      .getByRole('button', { name: new RegExp(`^${text('es', 'home.banner.playVideo', { title: '' })}`) })
      .first()
      .click();
    const player = videos.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?.*hl=es/);
    await expect(player).toHaveAttribute('title', new RegExp(`^${text('es', 'home.banner.videoFrame', { title: '' })}`));
    await page.mouse.move(0, 0);
    await expect(videos).toHaveAttribute('data-motion', 'paused');
  });

  test('is accessible, with every moving part and its pause control', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await expect(page.getByRole('region', { name: text('es', 'home.banners.label') })).toHaveAttribute('data-motion', /running|paused/);
    // Each moving part stops at its own pause control, as a reader may ask; axe then reads a still
    // page, pause controls included, rather than one that repaints under it.
    const pauses = page.locator('input[data-motion-pause]');
    await expect(pauses).not.toHaveCount(0);
    for (const pause of await pauses.all()) if (await pause.isVisible()) await pause.check();
    await expect(page.locator('input[data-motion-pause]:checked')).not.toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('the home page for a member', () => {
  test.use({ storageState: ROLE_STATE.player });
  test.beforeEach(async ({ page }) => popupsAlreadyClosed(page));

  test('tiles carry what a launch needs and a star that says whether the game is a favourite', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByRole('main').getByRole('article').first();
    const name = (await tile.getByRole('heading').textContent())!.trim();
    const play = tile.getByRole('button', { name: new RegExp(`^${text('es', 'games.tile.play')} `) });
    await expect(play).toHaveAttribute('data-game-id', /^\d+$/);
    await expect(play).toHaveAttribute('data-vendor', /^\w+$/);
    const star = tile.locator('button[aria-pressed]');
    await expect(star).toHaveCount(1);
    const pressed = await star.getAttribute('aria-pressed');
    await expect(star).toHaveAccessibleName(text('es', pressed === 'true' ? 'games.tile.favouriteRemove' : 'games.tile.favouriteAdd', { name }));
  });
});
