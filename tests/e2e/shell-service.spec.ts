import { expect, test, type Page } from '@playwright/test';
import { SEED_CUSTOMER_SERVICES } from '../../platform/db/seed/site.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { skipPopups } from './support/shell.ts';

const LIVECHAT = SEED_CUSTOMER_SERVICES.find((c) => c.csType === 'LIVECHAT')!.url;

const contact = (page: Page, type: string) =>
  page
    .getByRole('navigation', { name: text('es', 'common.sideMenu.label') })
    .getByRole('button', { name: new RegExp(`^${text('es', `shell.service.${type}`)}`) });

test.beforeEach(async ({ page, context }) => {
  await skipPopups(page);
  // The contacts are outside sites; the browser under test reaches none.
  await context.route(/^https:\/\/(chat\.betplay\.example|wa\.me|t\.me|m\.me)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Contact</title>' }),
  );
});

test('a contact opens in the service window, 440 by 750', async ({ page }) => {
  await page.goto('/promotions');
  const [popup] = await Promise.all([page.waitForEvent('popup'), contact(page, 'LIVECHAT').click()]);
  await expect(popup).toHaveURL(LIVECHAT);
  expect(await popup.evaluate(() => [window.name, window.opener])).toEqual(['service', null]);
  expect(popup.viewportSize()).toEqual({ width: 440, height: 750 });
});

test('the floating bar opens live chat too, and folds away', async ({ page }) => {
  await page.goto('/promotions');
  const bar = page.getByRole('complementary', { name: text('es', 'shell.floating.label') });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    bar.getByRole('button', { name: new RegExp(`^${text('es', 'shell.service.LIVECHAT')}`) }).click(),
  ]);
  await expect(popup).toHaveURL(LIVECHAT);
  const fold = bar.getByRole('button', { name: text('es', 'shell.floating.toggle') });
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.getByRole('button', { name: text('es', 'shell.floating.toTop') })).toBeHidden();
  await fold.click();
  await expect(bar.getByRole('button', { name: text('es', 'shell.floating.toTop') })).toBeVisible();
});

test('a blocked popup is explained in a dialog', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/');
  await contact(page, 'TELEGRAM').click();
  const dialog = page.getByRole('alertdialog', { name: text('es', 'shell.service.blockedTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text('es', 'shell.service.blocked'));
  await expectAccessible(page);
  // A message: a click beside it closes it, and focus goes back to the contact.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(contact(page, 'TELEGRAM')).toBeFocused();
});
