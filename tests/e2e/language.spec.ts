import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { headingOf, text, titleOf } from './support/catalogue.ts';
import { loginAs } from './support/session.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

test('the lang cookie chooses the language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
  await page.goto('/live');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(titleOf('en', 'live'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text('en', 'common.description', { brand: 'BetPlay' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('en', 'live'));
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown language falls back to Spanish', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'FR', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the selector offers the shipped languages by their own names', async ({ page }) => {
  await page.goto('/');
  const select = page.getByLabel('Idioma');
  await expect(select.getByRole('option')).toHaveText(['Español', 'English']);
  await expect(select).toHaveValue('ES');
});

test('the selector switches ES to EN and back, on the same page', async ({ page, context }) => {
  await page.goto('/promotions');
  await page.getByLabel('Idioma').selectOption('EN');
  await page.getByRole('button', { name: text('es', 'common.language.submit') }).click();
  await expect(page).toHaveURL('/promotions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('en', 'promotions'));
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['EN', 'EN']);
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'lang');
  expect(cookie).toMatchObject({ value: 'EN', sameSite: 'Lax', path: '/' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  await page.getByLabel('Language').selectOption('ES');
  await page.getByRole('button', { name: text('en', 'common.language.submit') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'promotions'));
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('ES');
});

test('a member’s choice follows it to another browser', async ({ page, browser, baseURL }) => {
  const username = uniqueUsername('lg');
  const password = 'Player2026';
  // Registered and signed in, in this browser.
  await registerByApi(page.request, { username, password, email: `${username}@betplay.example`, mobileNum: uniqueMobile() });
  await page.goto('/promotions');
  await page.getByLabel('Idioma').selectOption('EN');
  await page.getByRole('button', { name: text('es', 'common.language.submit') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const other = await browser.newContext({ baseURL: baseURL!, storageState: { cookies: [], origins: [] } });
  const elsewhere = await other.newPage();
  await elsewhere.goto('/promotions');
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'es');
  await loginAs(elsewhere, username, password);
  await elsewhere.reload();
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
  await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText(headingOf('en', 'promotions'));
  await expectAccessible(elsewhere);

  // Switching back there is kept too: the first browser's next login reads Spanish.
  await elsewhere.getByLabel('Language').selectOption('ES');
  await elsewhere.getByRole('button', { name: text('en', 'common.language.submit') }).click();
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'es');
  await other.close();
  // The first browser, signed out and left in English, turns Spanish at its next login.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
  await loginAs(page, username, password);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages render in full and the selector still works', async ({ page }) => {
    await page.goto('/rng?vassalage=INHOUSE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'rng'));
    await page.getByLabel('Idioma').selectOption('EN');
    await page.getByRole('button', { name: text('es', 'common.language.submit') }).click();
    await expect(page).toHaveURL('/rng?vassalage=INHOUSE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('en', 'rng'));
  });
});

test('the language endpoint refuses another origin', async ({ request }) => {
  const response = await request.post('/language', {
    form: { lang: 'EN', return: '/' },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
