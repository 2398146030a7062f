import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/* The member centre's winners list and download guides, which work with no script. */

const member = async (page: Page, lang: Lang, baseURL: string | undefined) => {
  const username = uniqueUsername('wn');
  await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
  await registerByApi(page.request, { username, password: 'Ganador2026', email: `${username}@example.test`, mobileNum: uniqueMobile() });
};

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

for (const lang of ['es', 'en'] as const) {
  test(`lists the biggest wins and filters them by product (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
    await member(page, lang, baseURL);
    await page.goto('/member#winnersList');
    const winners = page.getByRole('region', { name: text(lang, 'member.winners.section') });
    const rows = winners.locator('[data-winners] tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(rows.first().locator('td').first()).toHaveText(/^.{2}\*\*\*.{2}$|^.\*\*\*$/);
    await expectAccessible(page);

    await winners
      .getByRole('navigation', { name: text(lang, 'member.winners.filter') })
      .getByRole('link', { name: text(lang, 'records.categories.RNG') })
      .click();
    await expect(page).toHaveURL(/winCategory=RNG#winnersList$/);
    const filtered = page.getByRole('region', { name: text(lang, 'member.winners.section') });
    await expect(filtered.locator('caption')).toHaveText(text(lang, 'member.winners.caption', { category: text(lang, 'records.categories.RNG') }));
    const products = await filtered.locator('[data-winners] tbody tr td:nth-child(4)').allTextContents();
    expect(products.length).toBeGreaterThan(0);
    expect(new Set(products)).toEqual(new Set([text(lang, 'records.categories.RNG')]));
  });

  test(`guides the download of the apps, each with its QR code (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
    await member(page, lang, baseURL);
    await page.goto('/member#downloadGuides');
    const guides = page.getByRole('region', { name: text(lang, 'member.downloads.section') });
    const articles = guides.getByRole('article');
    await expect(articles).toHaveCount(3);
    for (const guide of ['ios', 'android', 'lite']) {
      const article = guides.getByRole('article', { name: text(lang, `member.downloads.${guide}.title`) });
      const qr = article.getByRole('img', { name: text(lang, 'member.downloads.qr', { app: text(lang, `member.downloads.${guide}.title`) }) });
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(article.getByRole('listitem').first()).toHaveText(text(lang, `member.downloads.${guide}.step1`));
    }
    await expect(guides.getByRole('link', { name: text(lang, 'member.downloads.lite.open') })).toHaveAttribute('href', `${baseURL}/`);
    await expectAccessible(page);
  });
}
