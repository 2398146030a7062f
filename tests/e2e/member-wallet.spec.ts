import { expect, test, type Page } from '@playwright/test';
import { formatAmount } from '../../contract/money-format.ts';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

const LOCALES = { es: SEED_CURRENCY.locales.ES, en: SEED_CURRENCY.locales.EN } as const;

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'wallet.section') });
const figure = (page: Page, lang: Lang, key: string) => section(page, lang).locator(`[data-figure="${key}"]`);

/** A member of its own, logged in on this page, with 200.00 from the operator. */
const fundedMember = async (page: Page, lang: Lang, baseURL: string | undefined) => {
  const username = uniqueUsername('wl');
  await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
  await registerByApi(page.request, { username, password: 'Billetera2026', email: `${username}@example.com`, mobileNum: uniqueMobile() });
  await platformCli('adjust', username, '200.00', '--reason', 'Funds for the wallet spec', '--by', 'e2e');
  return username;
};

/** A control named by its label, whose name goes on with the option on show. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Sends the transfer form; resolves with the form, whose alert shows a refusal. */
const transfer = async (page: Page, lang: Lang, vendor: string, direction: 'in' | 'out', amount: string) => {
  const form = section(page, lang).getByRole('form', { name: text(lang, 'wallet.transfer') });
  await form.getByRole('combobox', { name: labelled(text(lang, 'wallet.vendor')) }).selectOption(vendor);
  await form.getByRole('combobox', { name: labelled(text(lang, 'wallet.direction')) }).selectOption(direction);
  await form.getByLabel(text(lang, 'wallet.amount')).fill(amount);
  await form.getByRole('button', { name: text(lang, 'wallet.submit') }).click();
  return form;
};

test.describe('my wallet', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  test('shows the main wallet, what withdrawals hold and bonus money, second in the menu (ES)', async ({ page, baseURL }) => {
    await fundedMember(page, 'es', baseURL);
    await page.goto('/member#wallet');
    const links = page.getByRole('navigation', { name: text('es', 'member.nav.label') }).getByRole('link');
    await expect(links.nth(1)).toHaveText(text('es', 'wallet.section'));
    await expect(links.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(figure(page, 'es', 'main')).toHaveText(formatAmount('200.00', LOCALES.es));
    await expect(figure(page, 'es', 'held')).toHaveText(formatAmount('0.00', LOCALES.es));
    await expect(figure(page, 'es', 'bonus')).toHaveText(formatAmount('0.00', LOCALES.es));
    await expect(section(page, 'es').getByText(text('es', 'wallet.single'))).toBeVisible();
    await expect(section(page, 'es').getByRole('form')).toHaveCount(0);
    await expectAccessible(page);
  });

  for (const [lang, typed] of [
    ['en', { into: '50.25', out: '10' }],
    ['es', { into: '50,25', out: '10' }],
  ] as const) {
    test(`with transfer wallets, moves money to a provider and back, and recalls it all (${lang.toUpperCase()})`, async ({ page, baseURL }) => {
      const money = (amount: string) => formatAmount(amount, LOCALES[lang]);
      await fundedMember(page, lang, baseURL);
      // The mode is the whole site's: whatever happens here, the next spec finds the single wallet.
      await platformCli('wallet-mode', 'transfer');
      try {
        await page.goto('/member#wallet');
        const wallet = section(page, lang);
        await expect(wallet.getByText(text(lang, 'wallet.transferMode'))).toBeVisible();
        expect(((await (await page.request.get('/wps/relay/GCS_merchantWallet')).json()) as { value: unknown }).value).toEqual({ isSingle: false });
        await expectAccessible(page);

        const refused = await transfer(page, lang, 'PG', 'in', '200.01');
        await expect(refused.getByRole('alert')).toHaveText(text(lang, 'errors.balance.not.enough'));
        await expect(figure(page, lang, 'main')).toHaveText(money('200.00'));

        await transfer(page, lang, 'PG', 'in', typed.into);
        await expect(figure(page, lang, 'main')).toHaveText(money('149.75'));
        await expect(wallet.locator('tr[data-vendor="PG"] [data-balance]')).toHaveText(money('50.25'));
        await expect(figure(page, lang, 'inGames')).toHaveText(money('50.25'));
        await transfer(page, lang, 'PG', 'out', typed.out);
        await expect(figure(page, lang, 'main')).toHaveText(money('159.75'));
        await expect(wallet.locator('tr[data-vendor="PG"] [data-balance]')).toHaveText(money('40.25'));
        await expectAccessible(page);

        await wallet.getByRole('button', { name: text(lang, 'wallet.recall') }).click();
        await expect(figure(page, lang, 'main')).toHaveText(money('200.00'));
        await expect(figure(page, lang, 'inGames')).toHaveText(money('0.00'));
        await expect(wallet.getByRole('button', { name: text(lang, 'wallet.recall') })).toHaveCount(0);
      } finally {
        await platformCli('wallet-mode', 'single');
      }
    });
  }
});
