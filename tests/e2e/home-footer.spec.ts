import { expect, test, type Page } from '@playwright/test';
import { SEED_PROMOTIONS } from '../../platform/db/seed/content-notices.ts';
import { SEED_HELP } from '../../platform/db/seed/content-help.ts';
import { FOOTER_VENDOR_ICONS } from '../../contract/games.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { esTitle, popupsAlreadyClosed } from './support/home.ts';
import { ROLE_STATE } from './support/roles.ts';

const footer = (page: Page) => page.getByRole('contentinfo');
const helpEntry = (tag: string) => esTitle(SEED_HELP.find((h) => h.kind === 'help' && h.tag === tag));
const details = (page: Page, title: string) => page.locator('details', { has: page.getByRole('heading', { name: title }) });

test.beforeEach(async ({ page }) => popupsAlreadyClosed(page));

test.describe('footer', () => {
  test('lists the game providers, the badges, the help entries and the year', async ({ page }) => {
    await page.goto('/promotions');
    const vendors = footer(page).getByRole('region', { name: text('es', 'footer.vendors.title') });
    const logos = vendors.getByRole('img');
    expect(await logos.count()).toBeGreaterThanOrEqual(FOOTER_VENDOR_ICONS.length);
    await expect(vendors.locator(`img[src$="/vendor/BGS.svg"]`)).toHaveCount(1);
    await expect(vendors.locator('img[src*="TCG_"]')).toHaveCount(0);
    for (const group of ['payment', 'certification', 'social', 'licence']) {
      await expect(
        footer(page)
          .getByRole('region', { name: text('es', `footer.${group}.title`) })
          .getByRole('img')
          .first(),
      ).toBeVisible();
    }
    await expect(footer(page).getByRole('link', { name: helpEntry('term') })).toHaveAttribute('href', '/help#term');
    await expect(footer(page).getByRole('link', { name: text('es', 'footer.links.invite') })).toBeVisible();
    await expect(footer(page)).toContainText(String(new Date().getUTCFullYear()));
    await expectAccessible(page);
  });

  test('the vendor strip crawls and pauses', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/promotions');
    const vendors = footer(page).getByRole('region', { name: text('es', 'footer.vendors.title') });
    await vendors.scrollIntoViewIfNeeded();
    await expect(vendors).toHaveAttribute('data-motion', 'running');
    await vendors.getByRole('checkbox').check();
    await expect(vendors).toHaveAttribute('data-motion', 'paused');
  });
});

test.describe('footer for an agent', () => {
  test.use({ storageState: ROLE_STATE.agent });

  test('offers the affiliate service instead of inviting friends', async ({ page }) => {
    await page.goto('/promotions');
    await expect(footer(page).getByRole('link', { name: text('es', 'footer.links.affiliate') })).toHaveAttribute('href', '/agentHome');
    await expect(footer(page).getByRole('link', { name: text('es', 'footer.links.invite') })).toHaveCount(0);
  });
});

test.describe('feedback form', () => {
  test('names every empty field in one warning, counts characters, and refreshes the captcha at most once a second', async ({ page }) => {
    await page.clock.install();
    const captchas: string[] = [];
    page.on('request', (r) => r.url().includes('/wps/captcha') && captchas.push(r.url()));
    await page.goto('/promotions');
    await footer(page)
      .getByRole('button', { name: text('es', 'footer.feedback.open') })
      .click();
    const form = page.getByRole('dialog', { name: text('es', 'footer.feedback.title') });
    await expect(form.getByRole('img', { name: text('es', 'footer.feedback.captchaImage') })).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('button', { name: text('es', 'footer.feedback.submit') }).click();
    const fields = ['type', 'content', 'captcha'].map((f) => text('es', `footer.feedback.fields.${f}`)).join(', ');
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText(`${fields} ${text('es', 'footer.feedback.isEmpty')}`);
    await warning.getByRole('button', { name: text('es', 'footer.feedback.ok') }).click();

    const description = form.getByLabel(text('es', 'footer.feedback.description'));
    await description.fill('x'.repeat(25));
    await expect(description).toHaveAccessibleDescription(text('es', 'footer.feedback.counter', { count: '25', max: '200' }));
    await form.getByLabel(text('es', 'footer.feedback.type')).selectOption({ label: text('es', 'footer.feedback.types.deposit') });
    await description.fill('too short');
    await form.getByLabel(text('es', 'footer.feedback.captcha'), { exact: true }).fill('ab12');
    await form.getByRole('button', { name: text('es', 'footer.feedback.submit') }).click();
    await expect(page.getByRole('alertdialog')).toContainText(text('es', 'footer.feedback.length', { min: '20', max: '200' }));
    await page.getByRole('alertdialog').getByRole('button').click();

    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    const loaded = captchas.length;
    const refresh = form.getByRole('button', { name: text('es', 'footer.feedback.captchaRefresh') });
    await refresh.click();
    await expect.poll(() => captchas.length).toBe(loaded + 1);
    await refresh.click();
    await page.clock.runFor(999);
    await refresh.click();
    await page.clock.runFor(1);
    await refresh.click();
    await expect.poll(() => captchas.length).toBe(loaded + 2);
  });
});

test.describe('feedback form, sent', () => {
  const fillValid = async (page: Page) => {
    await page.goto('/promotions');
    await footer(page)
      .getByRole('button', { name: text('es', 'footer.feedback.open') })
      .click();
    const form = page.getByRole('dialog', { name: text('es', 'footer.feedback.title') });
    await form.getByLabel(text('es', 'footer.feedback.type')).selectOption({ label: text('es', 'footer.feedback.types.applyAgent') });
    await form.getByLabel(text('es', 'footer.feedback.description')).fill('  Quiero saber cómo ser agente de BetPlay.  ');
    await form.getByLabel(text('es', 'footer.feedback.captcha'), { exact: true }).fill(' ab12 ');
    return form;
  };

  test('sends the trimmed form and thanks the sender', async ({ page }) => {
    const sent: unknown[] = [];
    await page.route('**/wps/feedback', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ json: { success: true, value: null } });
    });
    const form = await fillValid(page);
    await form.getByRole('button', { name: text('es', 'footer.feedback.submit') }).click();
    await expect(page.getByRole('dialog', { name: text('es', 'footer.feedback.successTitle') })).toContainText(text('es', 'footer.feedback.success'));
    await expect(form).toHaveCount(0);
    expect(sent).toEqual([{ type: 6, content: 'Quiero saber cómo ser agente de BetPlay.', captcha: 'ab12' }]);
  });

  test('a wrong captcha is told in words and replaced by a new one', async ({ page }) => {
    await page.route('**/wps/feedback', (route) =>
      route.fulfill({ status: 400, json: { success: false, errorCode: 'captcha.invalid', message: 'x', value: null } }),
    );
    const form = await fillValid(page);
    const image = form.getByRole('img', { name: text('es', 'footer.feedback.captchaImage') });
    const before = await image.getAttribute('src');
    await form.getByRole('button', { name: text('es', 'footer.feedback.submit') }).click();
    await expect(page.getByRole('alertdialog')).toContainText(text('es', 'errors.captcha.invalid'));
    await expect(form.getByLabel(text('es', 'footer.feedback.captcha'), { exact: true })).toHaveValue('');
    await expect(image).not.toHaveAttribute('src', before!);
  });
});

test.describe('help centre', () => {
  test('/help#term opens the terms and only them', async ({ page }) => {
    await page.goto('/help#term');
    await expect(details(page, helpEntry('term'))).toHaveAttribute('open', '');
    await expect(details(page, helpEntry('privacy'))).not.toHaveAttribute('open', '');
    await expectAccessible(page);
  });

  test('a help link on the page opens its entry', async ({ page }) => {
    await page.goto('/help');
    await footer(page)
      .getByRole('link', { name: helpEntry('privacy') })
      .click();
    await expect(details(page, helpEntry('privacy'))).toHaveAttribute('open', '');
  });
});

test.describe('help centre without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/help#term still opens the terms', async ({ page }) => {
    await page.goto('/help#term');
    await expect(details(page, helpEntry('term'))).toHaveAttribute('open', '');
  });
});

test.describe('promotions page', () => {
  test('shows every promotion with its picture, title and text', async ({ page }) => {
    await page.goto('/promotions');
    const main = page.getByRole('main');
    for (const promotion of SEED_PROMOTIONS) {
      const card = main.getByRole('article', { name: esTitle(promotion) });
      await expect(card).toBeVisible();
      await expect(card.locator('img').first()).toBeVisible();
    }
    await expectAccessible(page);
  });
});
