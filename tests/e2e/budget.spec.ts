import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { text } from './support/catalogue.ts';
import { popupsAlreadyClosed } from './support/home.ts';

/** ARCHITECTURE.md "Budgets": at most 100 KB of gzip JavaScript before any interaction. */
const BUDGET_BYTES = 100 * 1024;

for (const path of ['/', '/rng', '/promotions', '/help', '/agent']) {
  test(`${path} loads at most 100 KB of gzip JavaScript before any interaction`, async ({ page }) => {
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const gzip = (await Promise.all(scripts)).reduce((sum, body) => sum + gzipSync(body).length, 0);
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

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

// Every React build names its error page in its code; no script of a visitor's page may carry it.
const REACT_MARK = 'react.dev/errors';

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
