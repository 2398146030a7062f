import { expect, test, type Locator, type Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { fromAddress } from './support/login.ts';
import { platformCli } from './support/platform-cli.ts';
import { ROLE_STATE, roleStateFile } from './support/roles.ts';
import { startTrial } from './support/session.ts';
import { mainNav, skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * Launching games (CONTRACT.md 4.5, SPEC section 8): on the game page (/seamless) in a frame, or in
 * a window of their own for the vendors flagged for it, and what the reader is told when a game
 * does not open. Every game of the embedded platform opens its slot server.
 */

const centre = (page: Page) => page.getByRole('main').getByRole('list', { name: text('es', 'games.centre.label') });
const vendorCard = (page: Page, name: string) => centre(page).getByRole('link', { name, exact: true });
const gameFrame = (page: Page) => page.getByRole('main').locator('iframe');
/** The figures of a balance as cents, whatever the separators and the currency sign. */
const cents = (shown: string | null) => (shown ?? '').replace(/\D/g, '');
const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('balance');

/** A round in the slot server: spin, then wait for the round to be counted. */
const spin = async (game: Page | ReturnType<Page['frameLocator']>) => {
  const rounds = game.getByTestId('slot-rounds');
  const before = Number(await rounds.textContent());
  await game.getByRole('button', { name: text('es', 'game-server.spin') }).click();
  await expect(rounds).toHaveText(String(before + 1));
  return game.getByTestId('slot-balance').textContent();
};

const dialogNamed = (page: Page, name: string): Locator => page.getByRole('alertdialog', { name });

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('a member', () => {
  test.use({ storageState: ROLE_STATE.player });

  test('opens an in-house game on the game page, and a round there updates the header balance', async ({ page }) => {
    await page.goto('/bgs');
    const tile = page.getByRole('main').getByRole('article').first();
    const name = (await tile.getByRole('heading', { level: 3 }).textContent())!.trim();
    await tile.getByRole('button', { name: `${text('es', 'games.tile.play')} ${name}` }).click();

    await expect(page).toHaveURL('/seamless?gameType=RNG');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'pages.seamless.heading'));
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(gameFrame(page)).toHaveAttribute('title', text('es', 'play.frameTitle', { name }));
    const game = page.frameLocator('main iframe');
    await expect(game.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: text('es', 'play.back') })).toHaveAttribute('href', '/bgs');
    // Game pages have no footer and a collapsed side menu.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-side-menu', 'collapsed');

    await expect(headerBalance(page)).not.toHaveText('--');
    const after = await spin(game);
    await expect.poll(async () => cents(await headerBalance(page).textContent())).toBe(cents(after));
    await expectAccessible(page);

    await page.getByRole('link', { name: text('es', 'play.back') }).click();
    await expect(page).toHaveURL('/bgs');
  });

  test('a single-vendor category of the header launches its vendor; without script it opens the category', async ({ page, browser, baseURL }) => {
    await page.goto('/promotions');
    const cockfight = mainNav(page).getByRole('link', { name: text('es', 'shell.category.COCKFIGHT'), exact: true });
    await expect(cockfight).toHaveAttribute('href', '/cockfight');
    await cockfight.click();
    await expect(page).toHaveURL('/seamless?gameType=COCKFIGHT');
    await expect(page.frameLocator('main iframe').getByTestId('slot-balance')).toBeVisible();
    await expect(page.getByRole('link', { name: text('es', 'play.back') })).toHaveAttribute('href', '/promotions');

    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: roleStateFile('player', baseURL) });
    const plain = await noScript.newPage();
    await plain.goto('/promotions');
    await mainNav(plain)
      .getByRole('link', { name: text('es', 'shell.category.COCKFIGHT'), exact: true })
      .click();
    await expect(plain).toHaveURL('/cockfight');
    await noScript.close();
  });

  test('opens a new-window vendor in its own window, whose rounds update the opener', async ({ page }) => {
    await page.goto('/sports');
    await expect(headerBalance(page)).not.toHaveText('--');
    const opened = page.waitForEvent('popup');
    await vendorCard(page, 'SBOBET').click();
    const popup = await opened;
    await expect(popup).toHaveURL(/\/gs\/slot\//);
    await expect(page).toHaveURL('/sports');
    const after = await spin(popup);
    await expect.poll(async () => cents(await headerBalance(page).textContent())).toBe(cents(after));
    await popup.close();
  });

  test("tells a provider's maintenance window, and opens again once it is over", async ({ page }) => {
    const until = new Date(Date.now() + 2 * 3600_000);
    await platformCli('vendor', 'maintenance', 'SABA', '--until', until.toISOString());
    try {
      await page.goto('/sports');
      await vendorCard(page, 'SABA Sports').click();
      await expect(page).toHaveURL('/seamless?gameType=SPORTS');
      const dialog = dialogNamed(page, text('es', 'play.maintenance.title'));
      await expect(dialog).toContainText(text('es', 'errors.vendor_under_maintenance'));
      const end = until.toISOString().slice(0, 19).replace('T', ' ');
      await expect(dialog).toContainText(new RegExp(`– ${end.slice(0, 16)}`));
      await expectAccessible(page);
      await dialog.getByRole('button', { name: text('es', 'play.ok') }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(text('es', 'play.seamless.failed'));
    } finally {
      await platformCli('vendor', 'maintenance', 'SABA', '--off');
    }
    await page.getByRole('button', { name: text('es', 'play.seamless.retry') }).click();
    await expect(page.frameLocator('main iframe').getByTestId('slot-balance')).toBeVisible();
  });
});

test.describe('with pop-ups blocked by the browser', () => {
  /*
   * A browser of its own, since launch options are per worker: with Chromium's
   * `--block-new-web-contents` switch, and with its popup blocker left on (Playwright turns it
   * off by default). The switch is read by the headless shell only; the headless Chromium these
   * tests run ignores it, and its popup blocker refuses a window only to a page without user
   * activation. So once the activation Playwright's own navigation gives the page has lapsed, the
   * card's click is delivered through the DevTools protocol without a user gesture. window.open
   * is the browser's own, and the browser answers null.
   */
  test('a new-window vendor says the pop-up was blocked', async ({ playwright, baseURL }) => {
    const base = config.use?.launchOptions ?? {};
    const browser = await playwright.chromium.launch({
      ...base,
      args: [...(base.args ?? []), '--block-new-web-contents'],
      ignoreDefaultArgs: ['--disable-popup-blocking'],
    });
    try {
      const context = await browser.newContext({
        baseURL: baseURL!,
        storageState: roleStateFile('player', baseURL),
        viewport: { width: 1440, height: 900 },
      });
      const page = await context.newPage();
      await skipPopups(page);
      await page.goto('/sports');
      const cdp = await context.newCDPSession(page);
      const inPage = async (expression: string) =>
        (await cdp.send('Runtime.evaluate', { expression, userGesture: false, returnByValue: true })).result.value as unknown;
      await expect.poll(() => inPage('navigator.userActivation.isActive'), { timeout: 10_000 }).toBe(false);
      await inPage(`[...document.querySelectorAll('main a')].find((a) => a.textContent.trim() === 'SBOBET').click()`);
      const dialog = dialogNamed(page, text('es', 'play.warningTitle'));
      await expect(dialog).toContainText(text('es', 'play.popupBlocked'));
      expect(context.pages()).toHaveLength(1);
      await expectAccessible(page);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/sports');
    } finally {
      await browser.close();
    }
  });
});

test.describe('a new member without money', () => {
  test.use({ extraHTTPHeaders: fromAddress(61) });

  test('is offered a deposit, which opens the member centre', async ({ page }) => {
    const username = uniqueUsername('pl');
    await registerByApi(page.request, { username, password: 'Player2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });
    await page.goto('/promotions');
    await expect(page.locator('html')).toHaveAttribute('data-session', 'member');
    await mainNav(page)
      .getByRole('link', { name: text('es', 'shell.category.COCKFIGHT'), exact: true })
      .click();
    await expect(page).toHaveURL('/seamless?gameType=COCKFIGHT');
    const dialog = dialogNamed(page, text('es', 'play.balance.title'));
    await expect(dialog).toContainText(text('es', 'errors.launch_game_balance_not_enough'));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text('es', 'play.deposit') }).click();
    await expect(page).toHaveURL('/member#deposit');
    // The game page was replaced: going back returns to where the game was launched from.
    await page.goBack();
    await expect(page).toHaveURL('/promotions');
  });
});

test.describe('a trial account', () => {
  test.use({ extraHTTPHeaders: fromAddress(62) });

  test('is warned that real-money games need a real account', async ({ page }) => {
    await startTrial(page);
    await page.goto('/sports');
    await vendorCard(page, 'SABA Sports').click();
    const warning = dialogNamed(page, text('es', 'login.warningTitle'));
    await expect(warning).toContainText(text('es', 'errors.in_need_true_account'));
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL('/sports');
  });
});

test('a visitor is asked to log in, and the game page itself needs a login', async ({ page }) => {
  await page.goto('/sports');
  await vendorCard(page, 'SABA Sports').click();
  await expect(page.getByRole('dialog', { name: text('es', 'login.title') })).toBeVisible();
  await expect(page).toHaveURL('/sports');
  const response = await page.goto('/seamless?gameType=RNG');
  expect(new URL(response!.url()).pathname).toBe('/login');
});
