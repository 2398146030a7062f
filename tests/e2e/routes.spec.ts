import { expect, test, type Page } from '@playwright/test';
import { ROUTES, type SiteRoute } from '../../src/routes.ts';
import { expectAccessible } from './support/axe.ts';
import { headingOf, text, titleOf } from './support/catalogue.ts';
import { ROLE_STATE } from './support/roles.ts';

const routes = Object.values(ROUTES).filter((r) => r.pageKey !== 'notFound');
const visible = (filter: (r: SiteRoute) => boolean) => routes.filter(filter).flatMap((r) => r.paths.map((path) => [path, r] as const));

/** The page renders its route: title, one heading, language, keys and the layout's landmarks. */
const expectRoute = async (page: Page, path: string, route: SiteRoute) => {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The address the server answered; /login and /register then show `/` under their pop-up.
  expect(new URL(response!.url()).pathname).toBe(path);
  await expect(page).toHaveTitle(titleOf('es', route.textKey));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text('es', 'common.description', { brand: 'BetPlay' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', route.textKey));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('data-page-key', route.pageKey);
  if (route.categoryKey) await expect(main).toHaveAttribute('data-category-key', route.categoryKey);
  else await expect(main).not.toHaveAttribute('data-category-key');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: /BetPlay/ }).first()).toHaveAttribute('href', '/');
  if (route.layout === 'agent') {
    // The agent area has no player menus; the agent centre has its own.
    await expect(page.getByRole('navigation', { name: 'Menú lateral' })).toHaveCount(0);
  } else {
    await expect(page.getByRole('navigation', { name: 'Menú lateral' })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toHaveCount(route.layout === 'game' ? 0 : 1);
};

// One page walks every route of a group, a step each: the site's scripts and styles then come from
// the browser's cache after the first, as they do for a visitor who moves around the site.
test.describe('routes open to everyone', () => {
  test('each renders its page', async ({ page }) => {
    // About twenty pages: the time of as many tests.
    test.setTimeout(120_000);
    for (const [path, route] of visible((r) => !r.requiresAuth)) {
      await test.step(`${path} renders ${route.pageKey}`, () => expectRoute(page, path, route));
    }
  });

  test('the register page keeps its referral code', async ({ page }) => {
    await page.goto('/register?referralCode=AG01');
    await expect(page.getByRole('main')).toHaveAttribute('data-referral-code', 'AG01');
  });

  test('an unknown path is a translated 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('es', 'notFound'));
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the screens cannot be opened directly', async ({ page }) => {
    expect((await page.goto('/screens/maintenance'))?.status()).toBe(404);
    expect((await page.goto('/screens/blocked'))?.status()).toBe(404);
  });

  test('pages are accessible in each layout', async ({ page }) => {
    for (const path of ['/', '/live', '/agent', '/no-such-page']) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });

  test('pages carry the security headers', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self'.*; frame-ancestors 'self'$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

test.describe('routes for a logged-in member', () => {
  test.use({ storageState: ROLE_STATE.player });

  test('each renders its page', async ({ page }) => {
    test.setTimeout(60_000);
    for (const [path, route] of visible((r) => r.requiresAuth && r.role !== 'agent')) {
      await test.step(`${path} renders ${route.pageKey}`, () => expectRoute(page, path, route));
    }
  });

  test('a lottery page is accessible without a footer', async ({ page }) => {
    await page.goto('/lottery');
    await expectAccessible(page);
  });
});

test.describe('routes for a logged-in agent', () => {
  test.use({ storageState: ROLE_STATE.agent });

  test('the agent centre renders for an agent', async ({ page }) => {
    await expectRoute(page, '/agentHome', ROUTES.agentHome);
    await expectAccessible(page);
  });
});
