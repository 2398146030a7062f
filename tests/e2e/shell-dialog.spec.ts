import { expect, test } from '@playwright/test';
import { text } from './support/catalogue.ts';
import { ROLE_STATE } from './support/roles.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';

test.use({ storageState: ROLE_STATE.player });

test('the dialog helper takes the focus, keeps Tab inside, closes on Esc and gives the focus back', async ({ page }) => {
  await skipPopups(page);
  await page.goto('/promotions');
  await memberMenuTrigger(page, 'player01').focus();
  const signOut = page.getByRole('button', { name: text('es', 'shell.member.signOut') });
  await signOut.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: text('es', 'shell.signOut.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAccessibleDescription(text('es', 'shell.signOut.question'));
  const cancel = dialog.getByRole('button', { name: text('es', 'shell.dialog.cancel') });
  const confirm = dialog.getByRole('button', { name: text('es', 'shell.dialog.confirm') });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signOut).toBeFocused();
  await expect(page.getByTestId('balance')).toBeVisible();
});
