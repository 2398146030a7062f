import { clabe } from 'clabe-validator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawAccountSchema, withdrawalPageSchema, withdrawalSchema, withdrawSettingsSchema } from '../../../contract/withdrawals.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { SEED_CURRENCY } from '../../db/seed/identities.ts';
import { issueSession } from '../identity/index.ts';
import { auditLedger, ensureWallet, houseAccount, transfer, walletBalance } from '../ledger/index.ts';
import { checkedPostings } from '../../testing/ledger-checks.ts';
import { createMember, postEncrypted, setSetting, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from '../../testing/transaction-password-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { DEFAULT_WITHDRAWAL_SETTING } from '../../../contract/withdrawals.ts';
import { listWithdrawals, payWithdrawal, rejectWithdrawal } from './withdrawal-operations.ts';

const REAL_NAME = 'María José Pérez';
const HOUR = 60 * 60 * 1000;
/** A valid BBVA CLABE per account number. */
const bbva = (n: number) => clabe.calculate(12, 180, n);

describe.each(TEST_DATABASES)('withdrawals on %s', (kind) => {
  let t: TestPlatform;
  let offset = 0;
  let cash: number;
  let games: number;

  const newMember = async (options: { type?: number; payeeName?: string | null; balance?: bigint } = {}) => {
    const member = await createMember(t, {
      account: uniqueName('wd'),
      password: 'Passw0rd!',
      type: options.type ?? 0,
      payeeName: options.payeeName === undefined ? REAL_NAME : options.payeeName,
    });
    const wallet = await ensureWallet(t.platform, member.id, SEED_CURRENCY.code);
    if (options.balance)
      await transfer(t.platform, {
        kind: 'seed.deposit',
        memberId: member.id,
        idempotencyKey: uniqueName('seed'),
        from: cash,
        to: wallet,
        amount: options.balance,
      });
    await setTransactionPasswordFor(t, member.id);
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    return { id: member.id, wallet, token };
  };
  const call = async (res: Response | Promise<Response>) => {
    const answer = await res;
    return { status: answer.status, body: (await answer.json()) as { success: boolean; value?: unknown; errorCode?: string } };
  };
  const get = async (token: string, path: string) => call(await t.request(path, withToken(token)));
  const sealed = async (token: string, path: string, payload: Record<string, unknown>) => call(await postEncrypted(t, path, payload, { token }));
  const addAccount = (token: string, overrides: Record<string, unknown> = {}) =>
    sealed(token, '/wps/relay/passwordCheck/MCSFE_addWithdrawAccount', {
      bankCode: '012',
      clabe: bbva(1234567890),
      holderName: REAL_NAME,
      transactionPassword: TRANSACTION_PASSWORD,
      ...overrides,
    });
  const withdraw = (token: string, accountId: string, amount: string, requestId = uniqueName('req-')) =>
    sealed(token, '/wps/transaction/withdraw', { accountId, amount, transactionPassword: TRANSACTION_PASSWORD, requestId });
  const settings = async (token: string) => withdrawSettingsSchema.parse((await get(token, '/wps/relay/MCSFE_getWithdrawSettings')).body.value);
  const balanceOf = async (memberId: number) => (await walletBalance(t.platform, memberId))!.balance;
  /** A member with a usable bank account: added, then a day passes. */
  const readyMember = async (balance = 100_000n) => {
    const m = await newMember({ balance });
    const added = await addAccount(m.token, { clabe: bbva(1_000_000 + Math.floor(Math.random() * 1_000_000)) });
    const account = withdrawAccountSchema.parse(added.body.value);
    offset += 25 * HOUR;
    return { ...m, token: await sessionOf(m.id), accountId: account.id };
  };
  /** A day later the member logs in again: sessions do not last that long. */
  const sessionOf = async (memberId: number) => (await issueSession(t.platform, { memberId, loginType: 'username', ip: '203.0.113.10' })).token;

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(Date.now() + offset));
    cash = await houseAccount(t.platform, 'house:cash', SEED_CURRENCY.code);
    games = await houseAccount(t.platform, 'house:games', SEED_CURRENCY.code);
    await setSetting(t, 'withdrawal', { ...DEFAULT_WITHDRAWAL_SETTING, dailyCount: 50 });
  });
  afterAll(() => t.close());

  it('answers only real members: 401 without a session, in_need_true_account for a trial', async () => {
    expect((await t.request('/wps/relay/MCSFE_getWithdrawSettings')).status).toBe(401);
    const trial = await newMember({ type: 4 });
    expect((await get(trial.token, '/wps/relay/MCSFE_getWithdrawSettings')).body.errorCode).toBe('in_need_true_account');
  });

  it("lists Mexico's banks and shows the rules with the member's own figures", async () => {
    const m = await newMember({ balance: 12_345n });
    const banks = (await get(m.token, '/wps/relay/MCSFE_getBanks')).body.value as { list: { code: string; name: string }[] };
    expect(banks.list).toContainEqual({ code: '012', name: 'BBVA Bancomer' });
    expect(await settings(m.token)).toMatchObject({
      min: '100.00',
      available: '123.45',
      held: '0.00',
      remainingTurnover: '0.00',
      maxAccounts: 3,
      accountDelayHours: 24,
      hasTransactionPassword: true,
      realName: REAL_NAME,
    });
  });

  it('adds a bank account only with the transaction password, a valid CLABE of that bank and the real name', async () => {
    const m = await newMember();
    expect((await addAccount(m.token, { transactionPassword: '999999' })).body.errorCode).toBe('transaction.password.invalid');
    expect((await addAccount(m.token, { clabe: `${bbva(55).slice(0, 17)}${(Number(bbva(55).at(-1)) + 1) % 10}` })).body.errorCode).toBe(
      'withdrawal.clabe.invalid',
    );
    expect((await addAccount(m.token, { bankCode: '014' })).body.errorCode).toBe('withdrawal.clabe.bank');
    expect((await addAccount(m.token, { holderName: 'Somebody Else' })).body.errorCode).toBe('withdrawal.holder.mismatch');
    expect((await addAccount(m.token, { clabe: 'x'.repeat(18) })).status).toBe(422);
    const unnamed = await newMember({ payeeName: null });
    expect((await addAccount(unnamed.token)).body.errorCode).toBe('withdrawal.realname.required');

    const added = await addAccount(m.token, { holderName: '  maria  jose PEREZ ' });
    expect(added.status).toBe(200);
    const account = withdrawAccountSchema.parse(added.body.value);
    expect(account).toMatchObject({ bankCode: '012', bankName: 'BBVA Bancomer', clabeMasked: `•••• ${bbva(1234567890).slice(-4)}`, usable: false });
    expect(JSON.stringify(added.body)).not.toContain(bbva(1234567890));
    expect((await addAccount(m.token)).body.errorCode).toBe('withdrawal.account.exists');
    await addAccount(m.token, { clabe: bbva(2) });
    await addAccount(m.token, { clabe: bbva(3) });
    expect((await addAccount(m.token, { clabe: bbva(4) })).body.errorCode).toBe('withdrawal.account.limit');

    const removed = await sealed(m.token, '/wps/relay/passwordCheck/MCSFE_removeWithdrawAccount', {
      id: account.id,
      transactionPassword: TRANSACTION_PASSWORD,
    });
    expect(removed.status).toBe(200);
    const listed = (await get(m.token, '/wps/relay/MCSFE_getWithdrawAccountInfo')).body.value as { list: unknown[] };
    expect(listed.list).toHaveLength(2);
    // Another member cannot remove it, or even learn it exists.
    const other = await newMember();
    const [mine] = listed.list as { id: string }[];
    const foreign = await sealed(other.token, '/wps/relay/passwordCheck/MCSFE_removeWithdrawAccount', {
      id: mine!.id,
      transactionPassword: TRANSACTION_PASSWORD,
    });
    expect(foreign.body.errorCode).toBe('withdrawal.account.not.found');
  });

  it('holds the amount at once, waits 24 hours for a new account, and answers a retried request once', async () => {
    const m = await newMember({ balance: 100_000n });
    const account = withdrawAccountSchema.parse((await addAccount(m.token, { clabe: bbva(77) })).body.value);
    expect((await withdraw(m.token, account.id, '200.00')).body.errorCode).toBe('withdrawal.account.not.ready');
    offset += 24 * HOUR + 1000;
    m.token = await sessionOf(m.id);
    expect((await withdraw(m.token, account.id, '99.99')).body.errorCode).toBe('withdrawal.amount.range');
    expect((await withdraw(m.token, account.id, '50000.01')).body.errorCode).toBe('withdrawal.amount.range');

    const requestId = uniqueName('retry-');
    const first = await withdraw(m.token, account.id, '250.50', requestId);
    expect(first.status).toBe(200);
    const again = await withdraw(m.token, account.id, '250.50', requestId);
    expect(withdrawalSchema.parse(again.body.value).id).toBe(withdrawalSchema.parse(first.body.value).id);
    expect((await withdraw(m.token, account.id, '300.00', requestId)).body.errorCode).toBe('idempotency.conflict');
    expect(await balanceOf(m.id)).toBe(100_000n - 25_050n);
    expect(await settings(m.token)).toMatchObject({ available: '749.50', held: '250.50', usedToday: 1 });
    // More than the wallet holds now: refused, nothing moves.
    expect((await withdraw(m.token, account.id, '749.51')).body.errorCode).toBe('balance.not.enough');
    expect(await balanceOf(m.id)).toBe(74_950n);
  });

  it('keeps deposits in until they are wagered once', async () => {
    const m = await readyMember(0n);
    await transfer(t.platform, { kind: 'deposit', memberId: m.id, idempotencyKey: uniqueName('dep'), from: cash, to: m.wallet, amount: 50_000n });
    await transfer(t.platform, { kind: 'game.bet', memberId: m.id, idempotencyKey: uniqueName('bet'), from: m.wallet, to: games, amount: 20_000n });
    expect((await settings(m.token)).remainingTurnover).toBe('300.00');
    const refused = await withdraw(m.token, m.accountId, '100.00');
    expect(refused.body).toMatchObject({ errorCode: 'withdrawal.turnover.pending', value: { remaining: '300.00' } });
    await transfer(t.platform, { kind: 'game.bet', memberId: m.id, idempotencyKey: uniqueName('bet'), from: m.wallet, to: games, amount: 30_000n });
    expect((await settings(m.token)).remainingTurnover).toBe('0.00');
    // A bet before a deposit does not pay down the deposit after it.
    await transfer(t.platform, { kind: 'game.win', memberId: m.id, idempotencyKey: uniqueName('win'), from: games, to: m.wallet, amount: 90_000n });
    await transfer(t.platform, { kind: 'deposit', memberId: m.id, idempotencyKey: uniqueName('dep'), from: cash, to: m.wallet, amount: 10_000n });
    expect((await settings(m.token)).remainingTurnover).toBe('100.00');
  });

  it('cancels while pending, and the operator pays or rejects; each request settles once', async () => {
    const m = await readyMember();
    const ids = [];
    for (const amount of ['100.00', '200.00', '300.00']) ids.push(withdrawalSchema.parse((await withdraw(m.token, m.accountId, amount)).body.value).id);
    const [toCancel, toPay, toReject] = ids as [string, string, string];
    const cancel = (id: string, token = m.token) =>
      call(
        t.request('/wps/relay/MCSFE_cancelWithdraw', {
          method: 'POST',
          ...withToken(token, { headers: { 'Content-Type': 'application/json' } }),
          body: JSON.stringify({ id }),
        }),
      );
    const cancelled = await cancel(toCancel);
    expect(withdrawalSchema.parse(cancelled.body.value).status).toBe('cancelled');
    expect((await cancel(toCancel)).body.errorCode).toBe('withdrawal.not.pending');
    const stranger = await newMember();
    expect((await cancel(toPay, stranger.token)).body.errorCode).toBe('withdrawal.not.found');

    expect(await listWithdrawals(t.platform, {})).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: Number(toPay), clabe: expect.stringMatching(/^\d{18}$/), status: 'pending' })]),
    );
    await payWithdrawal(t.platform, { id: Number(toPay), by: 'ops' });
    await rejectWithdrawal(t.platform, { id: Number(toReject), by: 'ops', reason: 'Account closed at the bank' });
    await expect(payWithdrawal(t.platform, { id: Number(toReject), by: 'ops' })).rejects.toMatchObject({ code: 'withdrawal.not.pending' });
    await expect(rejectWithdrawal(t.platform, { id: Number(toCancel), by: 'ops', reason: 'late' })).rejects.toMatchObject({ code: 'withdrawal.not.pending' });

    expect(await balanceOf(m.id)).toBe(100_000n - 20_000n);
    expect((await settings(m.token)).held).toBe('0.00');
    const history = withdrawalPageSchema.parse((await get(m.token, '/wps/relay/MCSFE_getWithdrawList?pageSize=2')).body.value);
    expect(history.list.map((w) => [w.id, w.status])).toEqual([
      [toReject, 'rejected'],
      [toPay, 'paid'],
    ]);
    expect(history.list[0]!.reason).toBe('Account closed at the bank');
    const older = withdrawalPageSchema.parse((await get(m.token, `/wps/relay/MCSFE_getWithdrawList?pageSize=2&before=${history.older}`)).body.value);
    expect(older).toMatchObject({ list: [{ id: toCancel, status: 'cancelled' }], older: null });
  });

  it('under 40 concurrent requests and cancels, never overdraws and moves every request id once', async () => {
    const m = await readyMember(100_000n); // 1,000.00: room for 6 withdrawals of 150.00
    const requestIds = Array.from({ length: 20 }, (_, i) => `race-${m.id}-${i % 12}`);
    const results = await Promise.all(requestIds.map((id) => withdraw(m.token, m.accountId, '150.00', id)));
    const made = new Set(results.filter((r) => r.status === 200).map((r) => withdrawalSchema.parse(r.body.value).id));
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.errorCode))).toEqual(new Set(['balance.not.enough']));
    expect(made.size).toBe(6);
    const cancels = await Promise.all(
      [...made, ...made].map((id) =>
        call(
          t.request('/wps/relay/MCSFE_cancelWithdraw', {
            method: 'POST',
            ...withToken(m.token, { headers: { 'Content-Type': 'application/json' } }),
            body: JSON.stringify({ id }),
          }),
        ),
      ),
    );
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(6);
    expect(await balanceOf(m.id)).toBe(100_000n);
    await checkedPostings(t.platform.db, m.wallet);
    const [hold] = await t.platform.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, `hold:${m.id}`));
    expect(hold!.balance).toBe(0n);
    await checkedPostings(t.platform.db, hold!.id);
    expect(await auditLedger(t.platform.db)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });
});
