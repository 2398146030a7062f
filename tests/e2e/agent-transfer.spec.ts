import { expect, test, type Page } from '@playwright/test';
import { accountRecordPageSchema } from '../../contract/account-records.ts';
import { formatMoney } from '../../contract/money-format.ts';
import { SEED_CURRENCY, SEED_PASSWORDS } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { ROLE_STATE } from './support/roles.ts';
import { loginAs } from './support/session.ts';
import { registerByApi, sealedFor, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * Transfer to downline: agent01 finds a player of its team in team management and sends money
 * from the downline's detail with the transaction password; the detail shows the new balance,
 * and both account records show the transfer.
 */
test.use({ storageState: ROLE_STATE.agent });

const TRANSACTION_PASSWORD = '246813';

/** agent01's transaction password: set by the first spec that needs it, the same for every later one. */
const withTransactionPassword = async (page: Page) => {
  const set = await page.request.post(
    '/wps/member/password/transaction',
    await sealedFor(page.request, { loginPassword: SEED_PASSWORDS.agent, newPassword: TRANSACTION_PASSWORD, confirmNewPassword: TRANSACTION_PASSWORD }),
  );
  const { errorCode } = (await set.json()) as { errorCode?: string };
  expect(set.ok() || errorCode === 'transaction.password.exists', errorCode).toBe(true);
};

/** The transfers of the account record of whoever is logged in on `page`. */
const transfersOf = async (page: Page) =>
  accountRecordPageSchema.parse(
    (
      await page.evaluate(async () => {
        const res = await fetch('/wps/relay/ODSFE2_MemTransDet?type=transfer');
        return (await res.json()) as { value: unknown };
      })
    ).value,
  ).list;

for (const lang of ['es', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: sends money to a downline, and both account records show it`, async ({ page, browser, baseURL, request }) => {
    const money = (amount: string) => formatMoney(amount, { locale: SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN'], currency: SEED_CURRENCY.code });
    await withTransactionPassword(page);
    const account = uniqueUsername('tr');
    await registerByApi(request, {
      username: account,
      password: 'Player2026',
      email: `${account}@betplay.example`,
      mobileNum: uniqueMobile(),
      affiliateCode: 'AG01',
    });
    if (lang === 'en') await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);

    await page.goto(`/agentHome?section=teamManagement&username=${account}#teamManagement`);
    const team = page.getByRole('region', { name: text(lang, 'agent.sections.teamManagement') });
    await team.getByRole('rowheader', { name: account }).getByRole('link').click();
    const detail = team.getByRole('article', { name: text(lang, 'agent.detail.title', { account }) });
    const form = detail.getByRole('form', { name: text(lang, 'agent.transfer.title', { account }) });
    const send = form.getByRole('button', { name: text(lang, 'agent.transfer.send') });
    await expect(send).toBeEnabled();
    await expect(form.getByTestId('transfer-available')).toContainText(text(lang, 'agent.transfer.available', { amount: '' }).trim());
    await expectAccessible(page);

    // What the form checks before sending, then what the platform refuses.
    await form.getByLabel(text(lang, 'agent.transfer.amount', { currency: SEED_CURRENCY.code })).fill('12,345');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText(text(lang, 'agent.transfer.amountInvalid'));
    await expect(form.getByLabel(text(lang, 'agent.transfer.amount', { currency: SEED_CURRENCY.code }))).toBeFocused();
    await form.getByLabel(text(lang, 'agent.transfer.amount', { currency: SEED_CURRENCY.code })).fill('25,50');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText(text(lang, 'agent.transfer.passwordRequired'));
    await form.getByLabel(text(lang, 'agent.transfer.password')).fill('999999');
    await send.click();
    await expect(form.getByRole('alert')).toContainText(text(lang, 'errors.transaction.password.invalid').split('{{')[0]!.trim());

    await form.getByLabel(text(lang, 'agent.transfer.password')).fill(TRANSACTION_PASSWORD);
    await send.click();
    const done = page
      .getByRole('dialog')
      .or(page.getByRole('alertdialog'))
      .filter({ hasText: text(lang, 'agent.transfer.done', { account }) });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: text(lang, 'agent.actions.ok') }).click();
    await expect(detail.getByTestId('downline-balance')).toHaveText(money('25.50'));

    const sent = (await transfersOf(page)).find((row) => row.amount === '-25.50' && JSON.stringify(row).includes(account));
    expect(sent, 'the agent record shows the transfer').toBeTruthy();
    const player = await browser.newContext({ baseURL: baseURL!, storageState: { cookies: [], origins: [] } });
    const playerPage = await player.newPage();
    await loginAs(playerPage, account, 'Player2026');
    await playerPage.goto('/member?section=accountRecord#accountRecord');
    expect((await transfersOf(playerPage)).map((row) => row.amount)).toEqual(['25.50']);
    await player.close();
  });
}
