import { clabe } from 'clabe-validator';
import { withdrawalSchema } from '../../contract/withdrawals.ts';
import { withdrawalAccounts } from '../db/schema/index.ts';
import { SEED_CURRENCY } from '../db/seed/identities.ts';
import { issueSession } from '../modules/identity/index.ts';
import { ensureWallet, houseAccount, transfer } from '../modules/ledger/index.ts';
import { payWithdrawal } from '../modules/member/index.ts';
import { createMember, postEncrypted, uniqueName } from './session-fixtures.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from './transaction-password-fixtures.ts';
import type { TestPlatform } from './test-platform.ts';

/*
 * Members who withdraw, for the withdrawal confirmation's tests: funded from the house's cash,
 * with a transaction password and a bank account that takes withdrawals at once.
 */

export interface WithdrawingMember {
  id: number;
  account: string;
  wallet: number;
  token: string;
  accountId: number;
}

/** A fresh session: a test that moves the clock past a session's life logs in again. */
export const sessionFor = async (t: TestPlatform, memberId: number) =>
  (await issueSession(t.platform, { memberId, loginType: 'username', ip: '203.0.113.10' })).token;

export const withdrawingMember = async (t: TestPlatform, balance = 100_000n): Promise<WithdrawingMember> => {
  const member = await createMember(t, { account: uniqueName('wc'), password: 'Passw0rd!', payeeName: 'Ana Ruiz' });
  const wallet = await ensureWallet(t.platform, member.id, SEED_CURRENCY.code);
  const cash = await houseAccount(t.platform, 'house:cash', SEED_CURRENCY.code);
  await transfer(t.platform, { kind: 'seed.deposit', memberId: member.id, idempotencyKey: uniqueName('seed'), from: cash, to: wallet, amount: balance });
  await setTransactionPasswordFor(t, member.id);
  const [account] = await t.platform.db
    .insert(withdrawalAccounts)
    .values({
      memberId: member.id,
      bankCode: '012',
      clabe: clabe.calculate(12, 180, member.id),
      holderName: 'Ana Ruiz',
      usableAt: new Date(t.platform.now().getTime() - 1000),
    })
    .returning();
  return { id: member.id, account: member.account, wallet, token: await sessionFor(t, member.id), accountId: account!.id };
};

/** Asks for a withdrawal as the member's browser does; resolves with its id. */
export const requestWithdrawalOf = async (t: TestPlatform, m: WithdrawingMember, amount: string): Promise<string> => {
  const res = await postEncrypted(
    t,
    '/wps/transaction/withdraw',
    { accountId: String(m.accountId), amount, transactionPassword: TRANSACTION_PASSWORD, requestId: uniqueName('wc-') },
    { token: m.token },
  );
  const body = (await res.json()) as { value: unknown };
  return withdrawalSchema.parse(body.value).id;
};

/** A withdrawal asked for and paid by the operator at the platform's now. */
export const paidWithdrawalOf = async (t: TestPlatform, m: WithdrawingMember, amount: string): Promise<string> => {
  const id = await requestWithdrawalOf(t, m, amount);
  await payWithdrawal(t.platform, { id: Number(id), by: 'ops' });
  return id;
};
