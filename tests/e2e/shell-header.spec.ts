import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { mainNav, navCategories, skipPopups, vendorLanes } from './support/shell.ts';

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the header lists Home, Promotions and the categories with vendors, in order', async ({ page, request }) => {
    const lanes = await vendorLanes(request);
    await page.goto('/promotions');
    const nav = mainNav(page);
    const expected = ['HOME', 'PROMO', ...navCategories(lanes)].map((key) => text('es', `shell.category.${key}`));
    await expect(nav.locator(':scope > ul > li > a')).toHaveText(expected);
    await expect(nav.getByRole('link', { name: text('es', 'shell.category.PROMO') })).toHaveAttribute('aria-current', 'page');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: text('es', 'shell.auth.login') })).toHaveAttribute('href', '/login');
    await expect(banner.getByRole('link', { name: text('es', 'shell.auth.register') })).toHaveAttribute('href', '/register');
  });

  test('a drop menu opens on keyboard focus', async ({ page }) => {
    await page.goto('/promotions');
    const label = text('es', 'shell.category.SPORTS');
    await mainNav(page).getByRole('link', { name: label, exact: true }).focus();
    await expect(page.getByRole('list', { name: text('es', 'shell.nav.vendors', { category: label }) })).toBeVisible();
  });
});

test('a drop menu of vendors opens on hover and on focus, and Esc closes it', async ({ page, request }) => {
  const lanes = await vendorLanes(request);
  const live = lanes.find((lane) => lane.title === 'LIVE')!;
  const label = text('es', 'shell.category.LIVE');
  await page.goto('/promotions');
  const trigger = mainNav(page).getByRole('link', { name: label, exact: true });
  const menu = page.getByRole('list', { name: text('es', 'shell.nav.vendors', { category: label }) });
  await expect(menu).toBeHidden();

  await trigger.hover();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(live.cards.map((c) => c.displayName));
  await expect(menu.getByRole('link').first()).toHaveAttribute('href', `/live?vassalage=${live.cards[0]!.vassalage}`);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(700, 800);
  await expect(menu).toBeHidden();

  await trigger.focus();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // Dismissed, its vendors are out of the way: Tab goes on to the next category.
  await page.keyboard.press('Tab');
  await expect(mainNav(page).getByRole('link', { name: text('es', 'shell.category.SPORTS'), exact: true })).toBeFocused();
});

test('a category with several vendors opens its page', async ({ page }) => {
  await page.goto('/promotions');
  await mainNav(page)
    .getByRole('link', { name: text('es', 'shell.category.RNG'), exact: true })
    .click();
  await expect(page).toHaveURL('/rng');
});

test('the home page is accessible with a drop menu open', async ({ page }) => {
  await page.goto('/');
  await mainNav(page)
    .getByRole('link', { name: text('es', 'shell.category.RNG'), exact: true })
    .hover();
  await expect(page.getByRole('list', { name: text('es', 'shell.nav.vendors', { category: text('es', 'shell.category.RNG') }) })).toBeVisible();
  await expectAccessible(page);
});
