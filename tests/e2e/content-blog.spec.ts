import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { BRAND, headingOf, text, titleOf } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';

/*
 * The blog: the list and a post as a visitor reads them, rendered on the server, and a post an
 * editor publishes, unpublishes and deletes with the content CLI, in each language.
 */
const NEWEST = {
  es: { title: 'Tus herramientas de juego responsable', summary: /^Límites de depósito/, date: '20 de noviembre de 2026' },
  en: { title: 'Your responsible gaming tools', summary: /^Deposit, loss and time limits/, date: 'November 20, 2026' },
} as const;

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');

/** The page, loaded again until it shows what an editor's change made (the content caches keep an answer a few seconds). */
const eventually = (check: () => Promise<void>) => expect(check).toPass({ timeout: 15_000 });

for (const lang of ['es', 'en'] as const) {
  test.describe(`the blog (${lang.toUpperCase()})`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
      await skipPopups(page);
    });

    test('lists the posts newest first and opens one, from the footer, rendered on the server', async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: text(lang, 'footer.links.blog') })
        .click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page).toHaveTitle(titleOf(lang, 'blog'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(lang, 'blog'));
      const newest = NEWEST[lang];
      const first = cards(page).first();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(newest.title);
      await expect(first.locator('time')).toHaveText(newest.date);
      await expect(first.getByText(newest.summary)).toBeVisible();
      await expect(first.locator('img')).toHaveAttribute('src', `/cdn/content/blog-responsible-gaming-tools.${lang}.svg`);
      await expect(cards(page)).toHaveCount(4);
      await expectAccessible(page);

      await first.getByRole('link', { name: newest.title }).click();
      await expect(page).toHaveURL(/\/blog\/responsible-gaming-tools$/);
      await expect(page).toHaveTitle(`${newest.title} | ${BRAND}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', newest.summary);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
      await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: text(lang, 'blog.back') })).toHaveAttribute('href', '/blog');
      await expectAccessible(page);
      // The post is in the HTML the server sends: reading it needs no script.
      const html = await (await page.request.get('/blog/responsible-gaming-tools')).text();
      expect(html).toContain(`<h1 class="page-heading"`);
      expect(html).toContain(newest.title);

      const missing = await page.goto('/blog/no-such-post');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(lang, 'notFound'));
      await expect(page.getByText(text(lang, 'blog.notFound'))).toBeVisible();
    });

    test('shows a post an editor publishes, hides it when unpublished, and forgets it when deleted', async ({ page }) => {
      const slug = `winter-cup-${lang}`;
      const title = lang === 'es' ? 'Copa de invierno de tragamonedas' : 'Winter slots cup';
      const dir = mkdtempSync(join(tmpdir(), 'blog-e2e-'));
      try {
        mkdirSync(join(dir, 'blog'));
        for (const [fileLang, words] of [
          ['es', ['Copa de invierno de tragamonedas', 'Gira y sube en la tabla de la copa.', '<p>Empieza el <strong>1 de diciembre</strong>.</p>']],
          ['en', ['Winter slots cup', 'Spin and climb the cup table.', '<p>Starts on <strong>1 December</strong>.</p><script>alert(1)</script>']],
        ] as const) {
          const front = `---\ntitle: ${words[0]}\nsummary: ${words[1]}\ncover: /cdn/content/blog-slots-rtp-explained.{lang}.svg\n---\n`;
          writeFileSync(join(dir, 'blog', `${slug}.${fileLang}.html`), `${front}${words[2]}\n`);
        }
        expect(await platformCli('content', 'import', dir)).toContain(`created blog/${slug} (id blog/${slug})`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      await eventually(async () => {
        await page.goto('/blog');
        await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(title);
      });
      await cards(page).first().getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('article').locator('strong')).toHaveText(lang === 'es' ? '1 de diciembre' : '1 December');
      await expect(page.locator('article script')).toHaveCount(0);

      expect(await platformCli('content', 'set-active', `blog/${slug}`, 'off')).toContain(`blog/${slug} is now off`);
      await eventually(async () => {
        expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404);
      });
      await page.goto('/blog');
      await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(NEWEST[lang].title);

      expect(await platformCli('content', 'delete', `blog/${slug}`)).toContain(`blog/${slug} is deleted`);
      await expect(platformCli('content', 'set-active', `blog/${slug}`, 'on')).rejects.toThrow(/content\.unknown|no content entry/i);
    });
  });
}
