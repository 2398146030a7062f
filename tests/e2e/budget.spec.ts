import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { text } from './support/catalogue.ts';
import { popupsAlreadyClosed } from './support/home.ts';
import { ROLE_STATE } from './support/roles.ts';

/** ARCHITECTURE.md "Budgets": at most 100 KB of gzip JavaScript before any interaction. */
const BUDGET_BYTES = 100 * 1024;

// Every React build names its error page in its code: no script a page loads on entry may carry it.
const REACT_MARK = 'react.dev/errors';

/** The scripts a page loads before any interaction: what Chromium received, decoded. */
const scriptsOf = async (page: Page, path: string) => {
  const scripts: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  expect(new URL(page.url()).pathname).toBe(path);
  return Promise.all(scripts);
};

const gzipBytes = (bodies: Buffer[]) => bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);

for (const path of ['/', '/rng', '/promotions', '/help', '/agent']) {
  test(`${path} loads at most 100 KB of gzip JavaScript before any interaction`, async ({ page }) => {
    const gzip = gzipBytes(await scriptsOf(page, path));
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

test.describe('for a member', () => {
  test.use({ storageState: ROLE_STATE.player });

  for (const path of ['/', '/rng', '/member']) {
    test(`${path} loads at most 100 KB of gzip JavaScript before any interaction, and no React`, async ({ page }) => {
      await popupsAlreadyClosed(page);
      const bodies = await scriptsOf(page, path);
      // The header's balance is on screen: the page is the member's.
      await expect(page.getByRole('banner').getByTestId('balance')).not.toHaveText('--');
      expect(gzipBytes(bodies)).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(bodies.filter((body) => body.toString().includes(REACT_MARK))).toHaveLength(0);
    });
  }
});

// The schema library names its error class in its code. Pages that list, star and launch games
// load it with the first call, never before: their first paint stays small.
const SCHEMA_MARK = 'ZodError';

for (const path of ['/', '/rng', '/sports', '/promotions']) {
  test(`${path} loads no schema library before any interaction`, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await popupsAlreadyClosed(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes(SCHEMA_MARK))).toHaveLength(0);
  });
}

test('the public pop-up on start needs no React', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('dialog', { name: text('es', 'notices.popup.title') })).toBeVisible();
  expect((await Promise.all(scripts)).some((body) => body.includes(REACT_MARK))).toBe(false);
});

test('a modal that is asked for loads its code then', async ({ page }) => {
  await popupsAlreadyClosed(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const loaded = page.waitForResponse(async (response) => response.request().resourceType() === 'script' && (await response.text()).includes(REACT_MARK));
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: text('es', 'footer.feedback.open') })
    .click();
  await loaded;
  await expect(page.getByRole('dialog', { name: text('es', 'footer.feedback.title') })).toBeVisible();
});
