import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { skipPopups } from './support/shell.ts';

/** The last script the promotions page loads from a file, as its HTML names them. */
const lastScriptOf = async (request: APIRequestContext, lang: Lang) => {
  const html = await (await request.get('/promotions', { headers: { cookie: `lang=${lang.toUpperCase()}` } })).text();
  const sources = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]!);
  expect(sources.length).toBeGreaterThan(0);
  return sources.at(-1)!;
};

const notice = (page: Page, lang: Lang) => page.getByRole('alert').filter({ hasText: text(lang, 'shell.slowLoad.message') });

for (const lang of ['es', 'en'] as const) {
  test.describe(`the slow-load notice (${lang.toUpperCase()})`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await skipPopups(page);
      await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
    });

    test('stays hidden when every script loads', async ({ page }) => {
      await page.goto('/promotions');
      await page.waitForLoadState('load');
      await expect(notice(page, lang)).toBeHidden();
    });

    test('shows when a script fails to load, and its button loads the page again', async ({ page, request }) => {
      const failing = await lastScriptOf(request, lang);
      await page.route(`**${failing}`, (route) => route.abort('connectionreset'));
      await page.goto('/promotions');
      await expect(notice(page, lang)).toBeVisible();
      await expectAccessible(page);

      await page.unroute(`**${failing}`);
      const reloaded = page.waitForEvent('load');
      await notice(page, lang)
        .getByRole('button', { name: text(lang, 'shell.slowLoad.retry') })
        .click();
      await reloaded;
      await expect(notice(page, lang)).toBeHidden();
    });

    test('shows when the scripts have not loaded after 120 seconds', async ({ page, request }) => {
      const slow = await lastScriptOf(request, lang);
      await page.clock.install();
      // The script never arrives: the page's load waits for it.
      await page.route(`**${slow}`, () => {});
      await page.goto('/promotions', { waitUntil: 'commit' });
      // Its script runs once the page is parsed: the 120 s count from there.
      await expect(page.locator('[data-slow-load][data-armed]')).toBeAttached();
      await page.clock.fastForward(119_000);
      await expect(notice(page, lang)).toBeHidden();
      await page.clock.fastForward(1_000);
      await expect(notice(page, lang)).toBeVisible();
    });
  });
}
