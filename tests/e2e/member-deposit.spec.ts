import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../contract/money-format.ts';
import { SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { ROLE_STATE, roleStateFile } from './support/roles.ts';
import { skipPopups } from './support/shell.ts';

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'member.sections.deposit') });

/** The wallet as the platform answers it now, in minor units. */
const walletMinor = async (page: Page) => {
  const response = await page.request.get('/wps/v2/wallets/balance');
  const { sumBalance } = ((await response.json()) as { value: { sumBalance: string } }).value;
  return BigInt(sumBalance.replace('.', ''));
};
const pesos = (minor: bigint, lang: Lang) => formatMoney(minor, { locale: SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN'], currency: SEED_CURRENCY.code });

test.describe('the deposit section', () => {
  test.use({ storageState: ROLE_STATE.player });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  test('pays by card on the payment provider page, and the header balance follows', async ({ page }) => {
    await page.goto('/member#deposit');
    const deposit = section(page, 'es');
    await expect(deposit.getByRole('navigation', { name: text('es', 'deposit.methods.label') })).toBeVisible();
    await expectAccessible(page);
    const before = await walletMinor(page);

    await deposit.getByRole('link', { name: new RegExp(`^${text('es', 'deposit.methods.card')}`) }).click();
    const form = deposit.getByRole('form', { name: text('es', 'deposit.form.label', { method: text('es', 'deposit.methods.card') }) });
    const amount = form.getByLabel(text('es', 'deposit.amount', { currency: SEED_CURRENCY.code }));
    // Below the card's minimum: the browser says so, in the field, before anything is sent.
    await amount.fill('5');
    await form.getByRole('button', { name: text('es', 'deposit.form.card.submit') }).click();
    await expect(amount).toHaveAccessibleDescription(new RegExp(text('es', 'deposit.problem.min', { min: pesos(10_000n, 'es') }).replace(/[.$]/g, '\\$&')));
    await expect(amount).toBeFocused();

    await amount.fill('250.50');
    await form.getByRole('button', { name: text('es', 'deposit.form.card.submit') }).click();
    await expect(page).toHaveURL(/\/pay\/checkout\/[\w-]+\.[\w-]+$/);
    await expect(page.getByRole('heading', { name: text('es', 'payment-provider.title') })).toBeVisible();
    await expect(page.getByTestId('checkout-amount')).toContainText(pesos(25_050n, 'es'));
    await expectAccessible(page);

    await page.getByRole('button', { name: text('es', 'payment-provider.pay', { amount: pesos(25_050n, 'es') }) }).click();
    await expect(page).toHaveURL(/\/member#deposit$/);
    await expect(page.getByTestId('balance')).toHaveText(pesos(before + 25_050n, 'es'));
    const newest = section(page, 'es').getByRole('table').locator('tbody tr').first();
    await expect(newest).toContainText(text('es', 'deposit.methods.card'));
    await expect(newest).toContainText(text('es', 'deposit.status.paid'));
  });

  test('a SPEI transfer the operator confirms shows as paid and credits the balance', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: roleStateFile('player', baseURL) });
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    const page = await context.newPage();
    await skipPopups(page);
    await page.goto('/member#deposit');
    const before = await walletMinor(page);
    const deposit = section(page, 'en');
    const form = deposit.getByRole('form', { name: text('en', 'deposit.form.label', { method: text('en', 'deposit.methods.spei') }) });
    await form.getByLabel(text('en', 'deposit.amount', { currency: SEED_CURRENCY.code })).fill('1200');
    await form.getByRole('button', { name: text('en', 'deposit.form.spei.submit') }).click();

    await expect(page).toHaveURL(/depTask=\d+.*#deposit$/);
    const instructions = deposit.getByRole('status').filter({ hasText: text('en', 'deposit.task.spei.title') });
    await expect(instructions).toContainText('646180020261124018');
    const reference = (await deposit.getByTestId('deposit-task-reference').textContent())!.trim();
    expect(reference).toMatch(/^\d{12}$/);
    await expectAccessible(page);

    const pending = JSON.parse(await platformCli('deposits', 'list', '--status', 'pending', '--json')) as { id: number; reference: string }[];
    const id = pending.find((d) => d.reference === reference)!.id;
    await platformCli('deposits', 'confirm', String(id), '--by', 'e2e');
    await page.reload();
    await expect(deposit.getByRole('status').filter({ hasText: reference })).toHaveText(text('en', 'deposit.task.paid', { reference }));
    await expect(deposit.getByRole('row').filter({ hasText: reference })).toContainText(text('en', 'deposit.status.paid'));
    await expect(page.getByTestId('balance')).toHaveText(pesos(before + 120_000n, 'en'));
    await context.close();
  });
});
