import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositTaskSchema } from '../../../contract/deposits.ts';
import { PlatformError } from '../../core/errors.ts';
import { ledgerAccounts, ledgerTransactions, members, withdrawals } from '../../db/schema/index.ts';
import { confirmDeposit } from '../deposit/index.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { checkedPostings } from '../../testing/ledger-checks.ts';
import { createMember, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { TRANSACTION_PASSWORD } from '../../testing/transaction-password-fixtures.ts';
import { withdrawingMember, type WithdrawingMember } from '../../testing/withdrawal-fixtures.ts';
import { transferToUpline } from './upline-transfer.ts';
import { payWithdrawal } from './withdrawal-operations.ts';
import { updateWithdrawalSetting } from './withdrawal-rules.ts';
import { cancelWithdrawal, requestWithdrawal } from './withdrawals.ts';

/*
 * One wallet under 200 money calls at once, of every kind that moves its money: the operator
 * confirming deposits (some twice), new withdrawals, cancels racing the operator's payment of the
 * same withdrawal, and transfers to the upline (some request ids twice). Whatever order they run
 * in, no balance goes below zero, every event's postings sum to zero, and every deposit, request
 * id and withdrawal moves money once.
 */
const START = 300_000n; // 3,000.00 of the wallet's own, not a deposit
const DEPOSITS = 40; // confirmed twice each, side by side: 80 calls
const PENDING = 30; // withdrawals asked for before: each cancelled and paid at once, 60 calls
const NEW_WITHDRAWALS = 30; // 150.00 each
const TRANSFERS = 15; // 75.00 each, every request id sent twice: 30 calls
const CALLS = DEPOSITS * 2 + PENDING * 2 + NEW_WITHDRAWALS + TRANSFERS * 2;

/** Refusals a call may meet in a race, by kind of call; anything else fails the test. */
const ALLOWED: Record<string, string[]> = {
  // A second confirmation answers the first: it is no refusal.
  deposit: [],
  settle: ['withdrawal.not.pending'],
  withdraw: ['balance.not.enough', 'withdrawal.turnover.pending'],
  transfer: ['balance.not.enough'],
};

describe.each(TEST_DATABASES)('one wallet under 200 mixed money calls on %s', (kind) => {
  let t: TestPlatform;
  let m: WithdrawingMember;
  let depositIds: number[];
  let pendingIds: number[];
  let outcomes: { kind: string; key: string; result: PromiseSettledResult<unknown> }[];

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    const p = t.platform;
    await updateWithdrawalSetting(p, { dailyCount: 100, min: '50.00' });
    const agent = await createMember(t, { account: uniqueName('ag'), password: 'Passw0rd!', type: 1 });
    m = await withdrawingMember(t, START);
    await p.db.update(members).set({ parentId: agent.id }).where(eq(members.id, m.id));

    const pending = [];
    for (let i = 0; i < PENDING; i++) {
      pending.push(
        await requestWithdrawal(
          p,
          m.id,
          { accountId: String(m.accountId), amount: '50.00', transactionPassword: TRANSACTION_PASSWORD, requestId: `pending-${i}` },
          'UTC',
        ),
      );
    }
    pendingIds = pending.map((w) => Number(w.id));
    depositIds = [];
    for (let i = 0; i < DEPOSITS; i++) {
      const res = await t.request(
        '/wps/relay/MCSFE_createDepositTask',
        withToken(m.token, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ requestId: `deposit-${i}`, method: 'spei', amount: '100.00' }),
        }),
      );
      expect(res.status).toBe(200);
      depositIds.push(Number(depositTaskSchema.parse(((await res.json()) as { value: unknown }).value).id));
    }

    const calls: { kind: string; key: string; run: () => Promise<unknown> }[] = [];
    for (const id of depositIds)
      for (let n = 0; n < 2; n++) calls.push({ kind: 'deposit', key: `deposit:${id}`, run: () => confirmDeposit(p, { id, by: 'ops' }) });
    for (const id of pendingIds) {
      calls.push({ kind: 'settle', key: `withdrawal:${id}`, run: () => cancelWithdrawal(p, m.id, String(id), 'UTC') });
      calls.push({ kind: 'settle', key: `withdrawal:${id}`, run: () => payWithdrawal(p, { id, by: 'ops' }) });
    }
    for (let i = 0; i < NEW_WITHDRAWALS; i++) {
      const input = { accountId: String(m.accountId), amount: '150.00', transactionPassword: TRANSACTION_PASSWORD, requestId: `withdrawal-${i}` };
      calls.push({ kind: 'withdraw', key: `withdrawal-${i}`, run: () => requestWithdrawal(p, m.id, input, 'UTC') });
    }
    for (let i = 0; i < TRANSFERS; i++) {
      const input = { amount: '75.00', transactionPassword: TRANSACTION_PASSWORD, requestId: `upline-${i}-transfer` };
      for (let n = 0; n < 2; n++) calls.push({ kind: 'transfer', key: `upline-${i}`, run: () => transferToUpline(p, m.id, input) });
    }
    expect(calls).toHaveLength(CALLS);
    // Shuffled with a fixed seed: every kind of call runs beside every other.
    let seed = 7;
    const order = calls.map((call) => ({ call, rank: (seed = (seed * 48_271) % 2_147_483_647) }));
    order.sort((a, b) => a.rank - b.rank);
    const settled = await Promise.allSettled(order.map(({ call }) => call.run()));
    outcomes = order.map(({ call }, i) => ({ kind: call.kind, key: call.key, result: settled[i]! }));
  }, 180_000);
  afterAll(() => t.close());

  it('refuses only what a race may refuse, and confirms, settles and transfers', () => {
    const unexpected = outcomes.filter(
      ({ kind: k, result }) => result.status === 'rejected' && !(result.reason instanceof PlatformError && ALLOWED[k]!.includes(result.reason.code)),
    );
    expect(unexpected.map(({ key, result }) => [key, String((result as PromiseRejectedResult).reason)])).toEqual([]);
    // A new withdrawal may meet the turnover that a deposit confirmed just before it adds, so
    // only the other kinds must each have gone through.
    const done = ['deposit', 'settle', 'transfer'].filter((k) => outcomes.some(({ kind: c, result }) => c === k && result.status === 'fulfilled'));
    expect(done).toEqual(['deposit', 'settle', 'transfer']);
  });

  it('keeps every balance at zero or above, and every event’s postings summing to zero', async () => {
    const audit = await auditLedger(t.platform);
    expect(audit.total).toBe(0n);
    expect(audit.unbalancedTransactions).toEqual([]);
    expect(audit.driftedAccounts).toEqual([]);
    const accounts = await t.platform.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.memberId, m.id));
    for (const { id } of accounts) await checkedPostings(t.platform.db, id);
  });

  it('credits each deposit once, settles each withdrawal once, and moves each request id once', async () => {
    const db = t.platform.db;
    const perReference = async (kinds: string[]) =>
      db
        .select({ reference: ledgerTransactions.reference, kind: ledgerTransactions.kind, n: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.memberId, m.id), inArray(ledgerTransactions.kind, kinds)))
        .groupBy(ledgerTransactions.reference, ledgerTransactions.kind);
    const credited = await perReference(['deposit']);
    expect(credited.map((row) => row.n)).toEqual(Array(DEPOSITS).fill(1));
    // Each pending withdrawal went one way only: paid or back to the wallet, never both.
    const settledOnce = await perReference(['withdrawal.paid', 'withdrawal.return']);
    expect(settledOnce).toHaveLength(PENDING);
    expect(new Set(settledOnce.map((row) => row.reference)).size).toBe(PENDING);
    const statuses = await db.select({ status: withdrawals.status }).from(withdrawals).where(inArray(withdrawals.id, pendingIds));
    expect(statuses.every((row) => row.status === 'paid' || row.status === 'cancelled')).toBe(true);
    const requested = await perReference(['withdrawal']);
    expect(requested.every((row) => row.n === 1)).toBe(true);
    // Transfers share one reference (who sent to whom): one event per request id that went through.
    const [sent] = await perReference(['transfer.upline']);
    const sentOk = new Set(outcomes.filter(({ kind: k, result }) => k === 'transfer' && result.status === 'fulfilled').map(({ key }) => key));
    expect(sent?.n ?? 0).toBe(sentOk.size);
  });

  it('ends with the wallet the ledger says, held money matching what is still pending', async () => {
    const wallet = (await walletBalance(t.platform, m.id))!.balance;
    const [row] = await t.platform.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, m.wallet));
    expect(wallet).toBe(row!.balance);
    expect(wallet).toBeGreaterThanOrEqual(0n);
    const stillPending = await t.platform.db
      .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, m.id), eq(withdrawals.status, 'pending')));
    const [hold] = await t.platform.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, m.id), eq(ledgerAccounts.kind, 'hold')));
    expect(hold!.balance).toBe(BigInt(stillPending[0]!.total));
  });
});
