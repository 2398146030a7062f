import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { clabe } from 'clabe-validator';
import { formatAmount } from '../../contract/money-format.ts';
import { SEED_ACCOUNTS, SEED_CURRENCY } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, sealedFor, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

const PASSWORD = 'Retiro2026';
const TRANSACTION_PASSWORD = '135790';
const REAL_NAME = 'Lucia Mendez Rios';

const section = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'member.sections.withdraw') });
const header = (page: Page) => page.getByRole('banner');

/** The wallet as the platform answers it now (`"1000.00"`). */
const walletNow = async (page: Page) => {
  const response = await page.request.get('/wps/v2/wallets/balance');
  return ((await response.json()) as { value: { sumBalance: string } }).value.sumBalance;
};

/**
 * A member of its own, logged in on this page, with a real name, a transaction password and
 * 1,000.00 from the operator: the seeded accounts stay as other specs expect them.
 */
const fundedMember = async (page: Page, lang: Lang, baseURL: string | undefined, affiliateCode?: string) => {
  const username = uniqueUsername('w');
  await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
  await registerByApi(page.request, {
    username,
    password: PASSWORD,
    email: `${username}@example.com`,
    mobileNum: uniqueMobile(),
    ...(affiliateCode ? { affiliateCode } : {}),
  });
  const origin = new URL(baseURL!).origin;
  const named = await page.request.post('/wps/member/info/payeeName', { data: { payeeName: REAL_NAME }, headers: { Origin: origin } });
  expect(named.status(), await named.text()).toBe(200);
  const secured = await page.request.post(
    '/wps/member/password/transaction',
    await sealedFor(page.request, { loginPassword: PASSWORD, newPassword: TRANSACTION_PASSWORD, confirmNewPassword: TRANSACTION_PASSWORD }),
  );
  expect(secured.status(), await secured.text()).toBe(200);
  await platformCli('adjust', username, '1000.00', '--reason', 'Funds for the withdrawal spec', '--by', 'e2e');
  return username;
};

/** Adds a bank account through the section's form, and the operator checks it so it takes withdrawals now. */
const addCheckedAccount = async (page: Page, lang: Lang, number: string) => {
  const withdraw = section(page, lang);
  const form = withdraw.getByRole('form', { name: text(lang, 'withdraw.addAccount') });
  await form.getByLabel(text(lang, 'withdraw.bank')).selectOption('012');
  await form.getByLabel(text(lang, 'withdraw.clabe')).fill(number);
  await expect(form.getByLabel(text(lang, 'withdraw.holder'))).toHaveValue(REAL_NAME);
  await form.getByLabel(text(lang, 'withdraw.transactionPassword')).fill(TRANSACTION_PASSWORD);
  await form.getByRole('button', { name: text(lang, 'withdraw.add') }).click();
  const account = withdraw.locator('[data-account-id]').filter({ hasText: `•••• ${number.slice(-4)}` });
  await expect(account).toContainText(text(lang, 'withdraw.readyAt', { time: '' }).trim());
  await expect(withdraw.getByText(text(lang, 'withdraw.noneReady'))).toBeVisible();
  await platformCli('withdrawals', 'verify-account', (await account.getAttribute('data-account-id'))!, '--by', 'e2e');
  await page.reload();
  await expect(account).toContainText(text(lang, 'withdraw.ready'));
};

/** Asks for a withdrawal through the form; resolves with its history row. */
const requestWithdrawal = async (page: Page, lang: Lang, amount: string, password = TRANSACTION_PASSWORD) => {
  const form = section(page, lang).getByRole('form', { name: text(lang, 'withdraw.request') });
  await form.getByLabel(text(lang, 'withdraw.amount')).fill(amount);
  await form.getByLabel(text(lang, 'withdraw.transactionPassword')).fill(password);
  await form.getByRole('button', { name: text(lang, 'withdraw.submit') }).click();
  return form;
};

test.describe('withdrawals', () => {
  // Each flow registers a member and reads the member centre five times over.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await skipPopups(page);
  });

  test('bind a CLABE, withdraw, and the operator pays it (ES)', async ({ page, baseURL }) => {
    const username = await fundedMember(page, 'es', baseURL);
    const locale = SEED_CURRENCY.locales.ES;
    await page.goto('/member#withdraw');
    const withdraw = section(page, 'es');
    await expect(withdraw.locator('[data-figure="available"]')).toHaveText(formatAmount('1000.00', locale));
    await expect(withdraw.getByText(text('es', 'withdraw.noAccounts'))).toBeVisible();
    await expectAccessible(page);

    // A wrong check digit never leaves the form's message in English or as a code.
    const number = clabe.calculate(12, 180, Number(String(Date.now()).slice(-9)));
    const broken = `${number.slice(0, 17)}${(Number(number.at(-1)) + 1) % 10}`;
    const add = withdraw.getByRole('form', { name: text('es', 'withdraw.addAccount') });
    await add.getByLabel(text('es', 'withdraw.bank')).selectOption('012');
    await add.getByLabel(text('es', 'withdraw.clabe')).fill(broken);
    await add.getByLabel(text('es', 'withdraw.transactionPassword')).fill(TRANSACTION_PASSWORD);
    await add.getByRole('button', { name: text('es', 'withdraw.add') }).click();
    await expect(add.getByRole('alert')).toHaveText(text('es', 'errors.withdrawal.clabe.invalid'));

    await addCheckedAccount(page, 'es', number);
    await requestWithdrawal(page, 'es', '250,50');
    const row = withdraw.locator('tbody tr').first();
    await expect(row.locator('[data-status]')).toHaveText(text('es', 'withdraw.statuses.pending'));
    await expect(withdraw.locator('[data-figure="held"]')).toHaveText(formatAmount('250.50', locale));
    expect(await walletNow(page)).toBe('749.50');
    await expect(header(page).getByText(formatAmount('749.50', locale))).toBeVisible();
    await expectAccessible(page);

    const id = (await row.getAttribute('data-withdrawal-id'))!;
    const pending = JSON.parse(await platformCli('withdrawals', 'list', '--json')) as { id: number; account: string; clabe: string }[];
    expect(pending.find((w) => w.id === Number(id))).toMatchObject({ account: username, clabe: number });
    await platformCli('withdrawals', 'pay', id, '--by', 'e2e');
    await page.reload();
    await expect(row.locator('[data-status]')).toHaveText(text('es', 'withdraw.statuses.paid'));
    await expect(withdraw.locator('[data-figure="held"]')).toHaveText(formatAmount('0.00', locale));
  });

  test('a wrong transaction password is refused, and a pending withdrawal can be cancelled (EN)', async ({ page, baseURL }) => {
    await fundedMember(page, 'en', baseURL);
    const locale = SEED_CURRENCY.locales.EN;
    await page.goto('/member#withdraw');
    const withdraw = section(page, 'en');
    await addCheckedAccount(page, 'en', clabe.calculate(12, 180, Number(String(Date.now()).slice(-9)) + 1));

    const form = await requestWithdrawal(page, 'en', '300', '000000');
    await expect(form.getByRole('alert')).toHaveText(text('en', 'errors.transaction.password.invalid'));
    expect(await walletNow(page)).toBe('1000.00');

    await requestWithdrawal(page, 'en', '300');
    const row = withdraw.locator('tbody tr').first();
    await expect(row.locator('[data-status]')).toHaveText(text('en', 'withdraw.statuses.pending'));
    expect(await walletNow(page)).toBe('700.00');
    await expectAccessible(page);

    await row.getByRole('button', { name: new RegExp(`^${text('en', 'withdraw.cancel')}`) }).click();
    await expect(row.locator('[data-status]')).toHaveText(text('en', 'withdraw.statuses.cancelled'));
    await expect(withdraw.locator('[data-figure="available"]')).toHaveText(formatAmount('1000.00', locale));
    expect(await walletNow(page)).toBe('1000.00');
  });

  test('a paid withdrawal shows its deadline, and the member confirms receipt (ES, then EN)', async ({ page, baseURL }) => {
    await fundedMember(page, 'es', baseURL);
    await page.goto('/member#withdraw');
    await addCheckedAccount(page, 'es', clabe.calculate(12, 180, Number(String(Date.now()).slice(-9)) + 2));
    const ids: string[] = [];
    for (const amount of ['300', '200']) {
      await requestWithdrawal(page, 'es', amount);
      const rows = section(page, 'es').locator('tbody tr[data-withdrawal-id]');
      await expect(rows).toHaveCount(ids.length + 1);
      await expect(rows.first().locator('[data-status]')).toHaveText(text('es', 'withdraw.statuses.pending'));
      ids.push((await rows.first().getAttribute('data-withdrawal-id'))!);
    }
    for (const id of ids) await platformCli('withdrawals', 'pay', id, '--by', 'e2e');

    /** Answers a paid withdrawal "received" in the page's language, with axe run over the open answers first. */
    const confirmReceived = async (lang: Lang, id: string) => {
      await page.reload();
      const withdraw = section(page, lang);
      const row = withdraw.locator(`tr[data-withdrawal-id="${id}"]`);
      const answers = withdraw.locator(`[data-confirm-for="${id}"]`);
      // The deadline is the platform's, written in the member's zone as the history's times are.
      // After the reload the section's frame is empty until its HTML arrives: wait for its zone.
      await expect(withdraw).toHaveAttribute('data-zone', /\S/);
      const zone = (await withdraw.getAttribute('data-zone'))!;
      const answer = await page.request.get(`/wps/relay/MCSFE_getPaymentConfirmationList?awaiting=true&timeZone=${encodeURIComponent(zone)}`);
      const listed = (await answer.json()) as { value?: { list?: { id: string; payout: string; deadline: string }[] } };
      const found = listed.value?.list?.find((w) => w.id === id);
      expect(found, `${answer.status()} ${JSON.stringify(listed)}`).toBeDefined();
      const { deadline, payout } = found!;
      await expect(row.locator('[data-status]')).toHaveText(text(lang, 'withdraw.statuses.paid'));
      await expect(answers).toContainText(text(lang, 'withdraw.confirm.deadline', { time: deadline }));

      // Keyboard only: open "partly received", and what remains follows the amount typed.
      const partly = answers.getByText(text(lang, 'withdraw.confirm.partly'), { exact: true });
      await partly.focus();
      await page.keyboard.press('Enter');
      const amount = answers.getByLabel(text(lang, 'withdraw.confirm.receivedAmount'));
      await expect(amount).toBeVisible();
      await amount.fill('100');
      const locale = SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN'];
      await expect(answers.locator('output[data-remaining]')).toHaveText(formatAmount((Number(payout) - 100).toFixed(2), locale));
      await answers.getByText(text(lang, 'withdraw.confirm.notReceived'), { exact: true }).click();
      await expect(answers.getByLabel(text(lang, 'withdraw.confirm.proofs'))).toBeVisible();
      await expectAccessible(page);

      await answers.getByRole('button', { name: text(lang, 'withdraw.confirm.received'), exact: true }).click();
      await expect(row.locator('[data-confirmation="received"]')).toHaveText(text(lang, 'withdraw.confirmation.received'));
      await expect(answers).toHaveCount(0);
    };
    await confirmReceived('es', ids[0]!);
    await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    await confirmReceived('en', ids[1]!);
    // Received: there is nothing for the operator to settle.
    expect(JSON.parse(await platformCli('withdrawals', 'disputes', '--json'))).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: Number(ids[0]) })]),
    );
  });

  test("a transfer to the upline shows in both accounts' records (ES)", async ({ page, baseURL }) => {
    const agent = SEED_ACCOUNTS.find((a) => a.account === 'agent02')!;
    const username = await fundedMember(page, 'es', baseURL, agent.affiliateCode);
    await page.goto('/member#transferUpline');
    await expect(page.getByRole('region', { name: text('es', 'member.sections.transferUpline') }).locator('[data-upline]')).toHaveAttribute(
      'data-upline',
      agent.account,
    );
    const form = page.getByRole('form', { name: text('es', 'withdraw.transfer.form', { upline: agent.nickname }) });
    await expectAccessible(page);
    await form.getByLabel(text('es', 'withdraw.amount')).fill('75,25');
    await form.getByLabel(text('es', 'withdraw.transactionPassword')).fill(TRANSACTION_PASSWORD);
    await form.getByRole('button', { name: text('es', 'withdraw.transfer.submit') }).click();
    await expect(page.getByRole('region', { name: text('es', 'member.sections.transferUpline') }).locator('[data-figure="available"]')).toHaveText(
      formatAmount('924.75', SEED_CURRENCY.locales.ES),
    );

    await page.goto('/member?type=transfer#accountRecord');
    const mine = page.getByRole('region', { name: text('es', 'member.sections.accountRecord') }).locator('tbody tr');
    await expect(mine).toHaveCount(1);
    await expect(mine.first()).toContainText(`${username} → ${agent.account}`);

    // The agent's own record, read as the agent.
    const asAgent = await apiRequest.newContext({ baseURL: baseURL! });
    const login = await asAgent.post('/wps/session/login', await sealedFor(asAgent, { username: agent.account, password: agent.password, type: 'username' }));
    expect(login.status(), await login.text()).toBe(200);
    const record = (await (await asAgent.get('/wps/relay/ODSFE2_MemTransDet?type=transfer')).json()) as {
      value: { list: { amount: string; reference: string }[] };
    };
    expect(record.value.list[0]).toMatchObject({ amount: '75.25', reference: `${username} → ${agent.account}` });
    await asAgent.dispose();
  });
});
