import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEED_PLAYER_NOTICES, SEED_POPUPS } from '../../platform/db/seed/content-notices.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { esTitle, popupsAlreadyClosed } from './support/home.ts';
import { ROLE_STATE } from './support/roles.ts';

const popupTitle = (execution: 'A' | 'B' | 'F') => esTitle(SEED_POPUPS.find((p) => p.kind === 'announcement' && p.execution === execution));
const publicModal = (page: Page) => page.getByRole('dialog', { name: text('es', 'notices.popup.title') });
const entry = (page: Page, title: string) => publicModal(page).getByRole('button', { name: new RegExp(`^${title}`) });
const startingWith = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The first of `titles` whose notice stands wholly inside the marquee's visible strip. */
const firstInView = async (marquee: Locator, titles: readonly string[]) => {
  const shown = await marquee.locator('[data-motion-surface]').evaluate((strip) => {
    const { left, right } = strip.getBoundingClientRect();
    return [...strip.querySelectorAll('button')]
      .filter((button) => button.getBoundingClientRect().left >= left && button.getBoundingClientRect().right <= right)
      .map((button) => button.textContent?.trim() ?? '');
  });
  const title = titles.find((t) => shown.includes(t));
  expect(title, `a notice of the list's first page in view, among: ${shown.join(' | ')}`).toBeDefined();
  return title!;
};

test.describe('pop-ups for a visitor', () => {
  test('show the anonymous pop-ups (B) only, and stay closed for the browser session once closed', async ({ page, browser }) => {
    await page.goto('/');
    await expect(entry(page, popupTitle('B'))).toBeVisible();
    await expect(entry(page, popupTitle('A'))).toHaveCount(0);
    await expect(entry(page, popupTitle('F'))).toHaveCount(0);
    await expectAccessible(page);
    // The first entry opens with the pop-up; a click on it collapses it, another opens it again.
    await expect(entry(page, popupTitle('B'))).toHaveAttribute('aria-expanded', 'true');
    await entry(page, popupTitle('B')).click();
    await expect(entry(page, popupTitle('B'))).toHaveAttribute('aria-expanded', 'false');
    await entry(page, popupTitle('B')).click();
    await expect(entry(page, popupTitle('B'))).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(publicModal(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');
    await page.reload();
    await expect(page.getByTestId('jackpot-amount')).toBeVisible();
    await expect(publicModal(page)).toHaveCount(0);

    const fresh = await browser.newPage();
    await fresh.goto('/');
    await expect(entry(fresh, popupTitle('B'))).toBeVisible();
    await fresh.close();
  });

  test('do not open over the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('jackpot-amount')).toBeVisible();
    await expect(publicModal(page)).toHaveCount(0);
  });
});

test.describe('pop-ups for a member', () => {
  test.use({ storageState: ROLE_STATE.player });

  test('show the member pop-ups (A), not the anonymous ones', async ({ page }) => {
    await page.goto('/');
    await expect(entry(page, popupTitle('A'))).toBeVisible();
    await expect(entry(page, popupTitle('B'))).toHaveCount(0);
    await expect(entry(page, popupTitle('F'))).toHaveCount(0);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))).toBe('closed');
  });

  test('add the first-login pop-ups (F) on a first login', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('firstTimeLogin', '1'));
    await page.goto('/');
    await expect(entry(page, popupTitle('A'))).toBeVisible();
    await expect(entry(page, popupTitle('F'))).toBeVisible();
  });
});

test.describe('notice list', () => {
  test.beforeEach(async ({ page }) => popupsAlreadyClosed(page));

  test('opens from the marquee on the chosen notice, nine to a page', async ({ page }) => {
    expect(SEED_PLAYER_NOTICES).toHaveLength(14);
    await page.goto('/');
    const marquee = page.getByRole('region', { name: text('es', 'home.notices.title') });
    const track = marquee.locator('.track');
    // The marquee crawls for a reader who has not asked for reduced motion. The page loaded still
    // (this run's setting), so the crawl is all that moves.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(track).not.toHaveCSS('animation-name', 'none');
    // A reader points at the crawl first, which stops it, and then clicks a notice in view: a
    // moving notice is no longer where the click was aimed.
    await marquee.locator('[data-motion-surface]').hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    const picked = await firstInView(marquee, SEED_PLAYER_NOTICES.slice(0, 9).map(esTitle));
    await marquee.getByRole('button', { name: picked, exact: true }).click();
    // The rest is about the list: nothing needs to move any more.
    await page.emulateMedia({ reducedMotion: 'reduce' });

    const list = page.getByRole('dialog', { name: text('es', 'notices.list.title') });
    await expect(list.getByRole('listitem')).toHaveCount(9);
    const chosen = list.getByRole('button', { name: startingWith(picked) });
    await expect(chosen).toHaveAttribute('aria-expanded', 'true');
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);

    const pages = list.getByRole('navigation', { name: text('es', 'notices.list.pages') });
    await pages.getByRole('button', { name: text('es', 'notices.list.pageOf', { page: '2', count: '2' }) }).click();
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(pages.getByRole('button', { name: text('es', 'notices.list.next') })).toBeDisabled();
    await expect(list.getByRole('button', { name: new RegExp(`^${esTitle(SEED_PLAYER_NOTICES[9])}`) })).toHaveAttribute('aria-expanded', 'true');
    await pages.getByRole('button', { name: text('es', 'notices.list.previous') }).click();
    await expect(list.getByRole('listitem')).toHaveCount(9);
  });
});
