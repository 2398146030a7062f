import { expect, test, type Page } from '@playwright/test';
import { SEED_CUSTOMER_SERVICES } from '../../platform/db/seed/site.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';

const CUSTOMER_SERVICE = SEED_CUSTOMER_SERVICES[0]!.url;
const STATUS_TIMEOUT = { timeout: 20_000 };

/** Operator changes reach the site within seconds: wait for the page's answer to follow. */
const expectStatus = async (page: Page, path: string, status: number) => {
  await expect(async () => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
  }).toPass(STATUS_TIMEOUT);
};

test.describe('maintenance', () => {
  // 18:00 UTC is 12:00 in Mexico City (UTC-6 all year).
  const UNTIL = '2031-06-15T18:00:00Z';
  test.use({ timezoneId: 'America/Mexico_City' });

  test.afterEach(async () => {
    await platformCli('maintenance', 'off');
  });

  test('closes every page with the maintenance screen, and reopens', async ({ page, context, baseURL }) => {
    await platformCli('maintenance', 'on', '--until', UNTIL, '--message', 'Actualizamos la billetera');
    await expectStatus(page, '/live', 503);

    await expect(page).toHaveTitle(`${text('es', 'screens.maintenance.title')} | BetPlay`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mantenimiento del sistema');
    // Rendered in UTC by the server, then in the visitor's own zone by the page's script.
    await expect(page.locator('time')).toHaveAttribute('datetime', '2031-06-15T18:00:00.000Z');
    await expect(page.locator('time')).toHaveText('15 de junio de 2031 12:00 UTC-6');
    await expect(page.getByText('Actualizamos la billetera')).toBeVisible();
    const contact = page.getByRole('link', { name: /Contactar con atención al cliente/ });
    await expect(contact).toHaveAttribute('href', CUSTOMER_SERVICE);
    await expect(contact).toHaveAttribute('target', '_blank');
    await expectAccessible(page);

    // Every page route, protected ones included, shows the screen; the API says so in its own way.
    for (const path of ['/', '/member', '/agentHome', '/no-such-page']) {
      expect((await page.goto(path))?.status(), path).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mantenimiento del sistema');
    }
    const api = await page.request.get('/wps/member/info');
    expect(await api.json()).toMatchObject({ errorCode: 'system.maintenance' });

    // The visitor can still switch language on the screen.
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    await page.goto('/live');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('System maintenance');
    await expect(page.locator('time')).toHaveText('June 15, 2031 12:00 PM UTC-6');
    await expectAccessible(page);

    await platformCli('maintenance', 'off');
    await expectStatus(page, '/live', 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live casino');
  });

  test('without an announced end says so', async ({ page }) => {
    await platformCli('maintenance', 'on');
    await expectStatus(page, '/', 503);
    await expect(page.getByText(text('es', 'screens.maintenance.noEnd'))).toBeVisible();
    await expect(page.locator('time')).toHaveCount(0);
  });
});

test.describe('region block', () => {
  let blocked = false;
  const block = async (on: boolean) => {
    await platformCli('region', on ? 'block-cidr' : 'unblock', '127.0.0.1/32');
    blocked = on;
  };

  test.afterEach(async () => {
    if (blocked) await block(false);
  });

  test('an address block names the address and customer service, in both languages, then lifts', async ({ page }) => {
    await block(true);
    await expectStatus(page, '/promotions', 403);

    // The block names this address (a CIDR rule), not a location: the IP-blocked screen.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'screens.ipBlocked.title'));
    await expect(page).toHaveTitle(`${text('es', 'screens.ipBlocked.title')} | BetPlay`);
    await expect(page.getByText(text('es', 'screens.ipBlocked.lead'))).toBeVisible();
    await expect(page.getByText(text('es', 'screens.blocked.lead'))).toHaveCount(0);
    await expect(page.getByRole('definition')).toHaveText('127.0.0.1');
    await expect(page.getByRole('link', { name: /Contactar con atención al cliente/ })).toHaveAttribute('href', CUSTOMER_SERVICE);
    await expectAccessible(page);

    await page.getByLabel('Idioma').selectOption('EN');
    await page.getByRole('button', { name: text('es', 'common.language.submit') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'screens.ipBlocked.title'));
    await expect(page.getByText(text('en', 'screens.ipBlocked.lead'))).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText('127.0.0.1');
    await expectAccessible(page);
    await expect(page).toHaveURL('/promotions');

    await block(false);
    await expectStatus(page, '/promotions', 200);
  });
});
