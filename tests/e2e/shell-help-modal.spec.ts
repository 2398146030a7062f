import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { skipPopups } from './support/shell.ts';

/** The seed's deposit help entry, as its title reads in each language. */
const DEPOSIT = { es: 'Cómo depositar', en: 'How to deposit' } as const;

const helpDialog = (page: Page, lang: 'es' | 'en') => page.getByRole('dialog', { name: text(lang, 'pages.help.title') });

for (const lang of ['es', 'en'] as const) {
  test.describe(`the help pop-up (${lang.toUpperCase()})`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await skipPopups(page);
    });

    test('opens a footer entry over the page, and gives the focus back when it closes', async ({ page, baseURL }) => {
      await page.goto('/promotions');
      const link = page.getByRole('contentinfo').getByRole('link', { name: DEPOSIT[lang] });
      await expect(link).toHaveAttribute('href', '/help#deposit');
      await link.click();
      const dialog = helpDialog(page, lang);
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}/promotions`);
      // The asked-for entry is the open one, with its text; the others are closed.
      const entry = dialog.locator('details[open]');
      await expect(entry).toHaveCount(1);
      await expect(entry.getByRole('heading', { name: DEPOSIT[lang] })).toBeVisible();
      await expect(entry.getByRole('listitem').first()).toBeVisible();
      await expect(dialog.getByRole('link', { name: text(lang, 'help.openPage') })).toHaveAttribute('href', '/help#deposit');
      await expect(dialog.getByRole('button', { name: text(lang, 'shell.dialog.close') })).toBeFocused();
      await expectAccessible(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(link).toBeFocused();

      // Open again, and close with the button this time.
      await link.click();
      await helpDialog(page, lang)
        .getByRole('button', { name: text(lang, 'shell.dialog.close') })
        .click();
      await expect(helpDialog(page, lang)).toHaveCount(0);
    });

    test('opens from the floating bar with every entry closed until the reader picks one', async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('complementary', { name: text(lang, 'shell.floating.label') })
        .getByRole('link', { name: text(lang, 'shell.floating.help') })
        .click();
      const dialog = helpDialog(page, lang);
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('details[open]')).toHaveCount(0);
      await dialog.getByRole('heading', { name: DEPOSIT[lang] }).click();
      await expect(dialog.locator('details[open]').getByRole('heading', { name: DEPOSIT[lang] })).toBeVisible();
      await expectAccessible(page);
      // Tab never reaches the page behind the pop-up, which is inert: past the pop-up's last
      // control the focus goes to the browser itself, then back into the pop-up.
      const places = new Set<string>();
      for (let i = 0; i < 24; i += 1) {
        await page.keyboard.press('Tab');
        places.add(
          await page.evaluate(() => {
            const focused = document.activeElement;
            return !focused || focused === document.body ? 'browser' : focused.closest('dialog') ? 'pop-up' : 'page';
          }),
        );
      }
      expect(places).not.toContain('page');
      expect(places).toContain('pop-up');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a footer help link opens its entry on the help page', async ({ page, baseURL }) => {
    await page.goto('/promotions');
    await page.getByRole('contentinfo').getByRole('link', { name: DEPOSIT.es }).click();
    await expect(page).toHaveURL(`${baseURL}/help#deposit`);
    await expect(page.locator('details:has(#deposit)')).toHaveAttribute('open', '');
    await expect(page.locator('#deposit')).toBeVisible();
  });
});
