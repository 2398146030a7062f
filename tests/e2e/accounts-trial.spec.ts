import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { fromAddress } from './support/login.ts';
import { platformCli } from './support/platform-cli.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';

/*
 * Free play (FREEPLAY3, SPEC sections 4 and 6): a trial account at once, which can look around
 * but is warned off what needs a real account instead of being sent away.
 */
const freePlay = (page: Page) => page.getByRole('banner').getByRole('button', { name: text('es', 'login.freePlay') });
const warning = (page: Page) => page.getByRole('alertdialog', { name: text('es', 'login.warningTitle') });

test.use({ extraHTTPHeaders: fromAddress(50) });

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test('free play starts a trial account; deposit, withdraw and member pages ask for a real account', async ({ page }) => {
  await page.goto('/promotions');
  await freePlay(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-session', 'trial');
  await expect(page).toHaveURL('/promotions');
  await expect(page.getByTestId('balance')).toBeVisible();
  // The page free play reloaded has run its scripts: without them a link is followed, and the
  // server sends a trial account home instead of telling it why.
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');

  for (const entry of [text('es', 'shell.member.deposit'), text('es', 'shell.member.withdraw')]) {
    await page.getByRole('banner').getByRole('link', { name: entry }).click();
    await expect(warning(page)).toContainText(text('es', 'errors.in_need_true_account'));
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(warning(page)).toBeHidden();
    await expect(page).toHaveURL('/promotions');
  }

  // Member-menu entries too (the menu opens on hover).
  const account = await page.evaluate(() => sessionStorage.getItem('account'));
  await memberMenuTrigger(page, account!).hover();
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('es', 'shell.member.securityCenter') })
    .click();
  await expect(warning(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/promotions');
});

test.describe('with free play switched off', () => {
  test.afterEach(async () => {
    await platformCli('flags', 'set', 'FREEPLAY3', 'on');
  });

  test('offers no free play', async ({ page }) => {
    await page.goto('/');
    await expect(freePlay(page)).toBeVisible();
    await platformCli('flags', 'set', 'FREEPLAY3', 'off');
    // The page and the site status are cached for a few seconds.
    await expect(async () => {
      await page.reload();
      await expect(freePlay(page)).toHaveCount(0, { timeout: 500 });
    }).toPass();
  });
});
