import { expect, test, type Page } from '@playwright/test';
import { text } from './support/catalogue.ts';
import { amountToCents, MX_AMOUNT, popupsAlreadyClosed } from './support/home.ts';

const banners = (page: Page) => page.getByRole('region', { name: text('es', 'home.banners.label') });
const activeBanner = (page: Page) => banners(page).locator('.swiper-slide-active');
const marquee = (page: Page) => page.getByRole('region', { name: text('es', 'home.notices.title') });
const jackpot = (page: Page) => page.getByTestId('jackpot-amount');

// The other specs run with reduced motion; these are about the motion itself.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  await popupsAlreadyClosed(page);
  await page.clock.install();
});

test.describe('home banners', () => {
  test('move every 5 seconds, and not while paused', async ({ page }) => {
    await page.goto('/');
    await expect(banners(page)).toHaveAttribute('data-motion', 'running');
    const first = await activeBanner(page).getAttribute('aria-label');
    await page.clock.runFor(5_100);
    await expect(activeBanner(page)).not.toHaveAttribute('aria-label', first!);
    const pause = banners(page).getByRole('checkbox', {
      name: text('es', 'home.carousel.pause', { name: text('es', 'home.banners.label') }),
    });
    await pause.check();
    await expect(banners(page)).toHaveAttribute('data-motion', 'paused');
    const paused = await activeBanner(page).getAttribute('aria-label');
    await page.clock.runFor(20_000);
    await expect(activeBanner(page)).toHaveAttribute('aria-label', paused!);
    await pause.uncheck();
    await expect(banners(page)).toHaveAttribute('data-motion', 'running');
  });

  test('stop under the mouse and while keyboard focus is inside', async ({ page }) => {
    await page.goto('/');
    await expect(banners(page)).toHaveAttribute('data-motion', 'running');
    await activeBanner(page).hover();
    await expect(banners(page)).toHaveAttribute('data-motion', 'paused');
    await page.mouse.move(0, 0);
    await expect(banners(page)).toHaveAttribute('data-motion', 'running');
    await activeBanner(page).getByRole('link').focus();
    await expect(banners(page)).toHaveAttribute('data-motion', 'paused');
  });

  test('never move under reduced motion, and offer no pause control there', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(banners(page).locator('.swiper')).toHaveClass(/swiper-initialized/);
    const first = await activeBanner(page).getAttribute('aria-label');
    await page.clock.runFor(20_000);
    await expect(activeBanner(page)).toHaveAttribute('aria-label', first!);
    await expect(banners(page).getByRole('checkbox')).toBeHidden();
  });
});

test.describe('notice marquee', () => {
  test('pauses with its checkbox and under the mouse', async ({ page }) => {
    await page.goto('/');
    const track = marquee(page).locator('.track');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await marquee(page)
      .getByRole('checkbox', { name: text('es', 'home.notices.pause') })
      .check();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await marquee(page).getByRole('checkbox').uncheck();
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await marquee(page).locator('.viewport').hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('is a still list under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(marquee(page).locator('.track')).toHaveCSS('animation-name', 'none');
    await expect(marquee(page).locator('.copy')).toBeHidden();
    await expect(marquee(page).getByRole('checkbox')).toBeHidden();
  });
});

test.describe('jackpot counter', () => {
  const counter = (page: Page) => page.getByRole('region', { name: text('es', 'home.jackpot.title') });

  // Time moves only when a test moves it: on a busy machine the page's own seconds would add
  // steps, or pass before the counter's script has started.
  test.beforeEach(async ({ page }) => {
    await page.clock.pauseAt(Date.now() + 1_000);
  });

  test('ticks up from the pool every few seconds, and goes on from there after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(counter(page)).toHaveAttribute('data-motion', 'running');
    await expect(jackpot(page)).toHaveText(MX_AMOUNT);
    const start = amountToCents((await jackpot(page).textContent())!);
    await page.clock.runFor(5_000);
    await expect.poll(async () => amountToCents((await jackpot(page).textContent())!)).toBeGreaterThanOrEqual(start + 100n);
    const afterOne = amountToCents((await jackpot(page).textContent())!);
    expect(afterOne - start).toBeLessThanOrEqual(500n);
    await expect(jackpot(page)).toHaveText(MX_AMOUNT);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('jackpot') ?? '{}') as { shown?: string });
    expect(BigInt(stored.shown ?? '0')).toBe(afterOne);
    await page.reload();
    expect(amountToCents((await jackpot(page).textContent())!)).toBeGreaterThanOrEqual(afterOne);
  });

  test('reads the pool again every 30 seconds and goes on from it', async ({ page }) => {
    await page.goto('/');
    await expect(counter(page)).toHaveAttribute('data-motion', 'running');
    const pool = (await jackpot(page).textContent())!;
    await page.clock.runFor(29_000);
    expect(amountToCents((await jackpot(page).textContent())!)).toBeGreaterThan(amountToCents(pool));
    const refreshed = page.waitForResponse((r) => r.url().includes('/wps/relay/VIS_getJackpot'));
    await page.clock.runFor(1_000);
    await refreshed;
    // Nobody played meanwhile, so the pool is where it was: the counter drops back to it.
    await expect(jackpot(page)).toHaveText(pool);
  });

  test('pauses with its checkbox', async ({ page }) => {
    await page.goto('/');
    await expect(counter(page)).toHaveAttribute('data-motion', 'running');
    await page.getByRole('checkbox', { name: text('es', 'home.jackpot.pause') }).check();
    const shown = await jackpot(page).textContent();
    await page.clock.runFor(20_000);
    await expect(jackpot(page)).toHaveText(shown!);
  });

  test('holds still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(counter(page)).toHaveAttribute('data-motion', 'paused');
    const shown = await jackpot(page).textContent();
    await page.clock.runFor(20_000);
    await expect(jackpot(page)).toHaveText(shown!);
  });
});

test.describe('winner board', () => {
  test("shows the three biggest wins first, largest first, in the market's locale for each language", async ({ page, context, baseURL }) => {
    await page.goto('/');
    const board = page.getByRole('region', { name: text('es', 'home.winners.title') });
    const amounts = await board.getByTestId('winner-amount').allTextContents();
    expect(amounts).toHaveLength(3);
    for (const a of amounts) expect(a).toMatch(MX_AMOUNT);
    const cents = amounts.map(amountToCents);
    expect([...cents].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(cents);
    await expect(board.getByRole('checkbox', { name: text('es', 'home.winners.pause') })).toBeVisible();

    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    await page.reload();
    const english = page.getByRole('region', { name: text('en', 'home.winners.title') });
    await expect(english.getByTestId('winner-amount').first()).toHaveText(MX_AMOUNT);
  });
});
