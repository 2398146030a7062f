import { expect, test, type Page } from '@playwright/test';
import { SEED_AGENT, SEED_PLAYER } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { loginAs } from './support/session.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';
import { loginDialog } from './support/login.ts';

/** Opens the member menu and asks to sign out; the confirmation is the dialog returned. */
const askToSignOut = async (page: Page, account: string) => {
  await memberMenuTrigger(page, account).hover();
  await page.getByRole('button', { name: text('es', 'shell.member.signOut') }).click();
  const dialog = page.getByRole('alertdialog', { name: text('es', 'shell.signOut.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text('es', 'shell.signOut.question'));
  return dialog;
};

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test('signing out asks first; cancel keeps the session, confirm ends it and goes home', async ({ page }) => {
  await loginAs(page, SEED_PLAYER.account, SEED_PLAYER.password);
  await page.goto('/');
  await page.evaluate(() => {
    sessionStorage.setItem('merchantCode', 'betplay');
    sessionStorage.setItem('gameVendor', '[]');
  });

  const cancelled = await askToSignOut(page, SEED_PLAYER.account);
  await expectAccessible(page);
  await cancelled.getByRole('button', { name: text('es', 'shell.dialog.cancel') }).click();
  await expect(cancelled).toBeHidden();
  await expect(page.getByRole('button', { name: text('es', 'shell.member.signOut') })).toBeFocused();
  await expect(page.getByTestId('balance')).toBeVisible();

  const confirmed = await askToSignOut(page, SEED_PLAYER.account);
  await confirmed.getByRole('button', { name: text('es', 'shell.dialog.confirm') }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: text('es', 'shell.auth.login') })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('merchantCode'), sessionStorage.getItem('gameVendor')])).toEqual(['betplay', null]);
  const response = await page.goto('/member');
  expect(new URL(response!.url()).pathname).toBe('/login');
  await expect(loginDialog(page)).toBeVisible();
});

test('an agent who signs out goes to the agent login', async ({ page }) => {
  await loginAs(page, SEED_AGENT.account, SEED_AGENT.password);
  await page.goto('/promotions');
  const dialog = await askToSignOut(page, SEED_AGENT.account);
  await dialog.getByRole('button', { name: text('es', 'shell.dialog.confirm') }).click();
  await expect(page).toHaveURL('/agent');
});
