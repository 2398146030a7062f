import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, members } from '../../db/schema/index.ts';
import { SEED_CURRENCY, SEED_PLAYER, SEED_PLAYER_BALANCE } from '../../db/seed/identities.ts';
import { PlatformError } from '../../core/errors.ts';
import { checkedPostings } from '../../testing/ledger-checks.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { auditLedger } from './audit.ts';
import { ensureWallet, houseAccount, transfer, walletBalance, type TransferResult } from './ledger.ts';

const BET = 7_500n; // 75.00
const CALLS = 200;
const DUPLICATED = 20; // keys fired twice, side by side, so the two calls race
const AFFORDABLE = Number(SEED_PLAYER_BALANCE / BET); // 133 bets of 75.00 fit in 10,000.00

/** 200 calls: keys 0–19 twice each, then keys 20–179 once, all started at the same moment. */
const keys = Array.from({ length: CALLS }, (_, i) => (i < DUPLICATED * 2 ? Math.floor(i / 2) : i - DUPLICATED)).map((n) => `race-${n}`);

describe.each(TEST_DATABASES)('ledger under concurrent debits on %s', (kind) => {
  let t: TestPlatform;
  let memberId: number;
  let wallet: number;
  let outcomes: { key: string; result: PromiseSettledResult<TransferResult> }[];

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    const [row] = await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, SEED_PLAYER.account));
    memberId = row!.id;
    wallet = await ensureWallet(t.platform, memberId, SEED_CURRENCY.code);
    const games = await houseAccount(t.platform, 'house:games', SEED_CURRENCY.code);
    const settled = await Promise.allSettled(
      keys.map((key) => transfer(t.platform, { kind: 'game.bet', memberId, reference: key, idempotencyKey: key, from: wallet, to: games, amount: BET })),
    );
    outcomes = settled.map((result, i) => ({ key: keys[i]!, result }));
  });
  afterAll(() => t.close());

  it('refuses only for lack of balance, and debits exactly what the balance allows', () => {
    const refusals = outcomes.flatMap(({ result }) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refusals.every((e) => e instanceof PlatformError && e.code === 'balance.not.enough')).toBe(true);
    const paidKeys = new Set(outcomes.filter(({ result }) => result.status === 'fulfilled').map(({ key }) => key));
    expect(new Set(keys).size).toBeGreaterThan(AFFORDABLE);
    expect(paidKeys.size).toBe(AFFORDABLE);
  });

  it('gives both calls of a duplicated key the same transaction', () => {
    const byKey = new Map<string, number[]>();
    for (const { key, result } of outcomes) {
      if (result.status === 'fulfilled') byKey.set(key, [...(byKey.get(key) ?? []), result.value.transactionId]);
    }
    for (const ids of byKey.values()) expect(new Set(ids).size).toBe(1);
  });

  it('moved money at most once per key', async () => {
    const perKey = await t.platform.db
      .select({ reference: ledgerTransactions.reference, n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'game.bet'))
      .groupBy(ledgerTransactions.reference);
    expect(perKey.length).toBe(AFFORDABLE);
    expect(perKey.every((row) => row.n === 1)).toBe(true);
  });

  it('never took the wallet below zero and lost no update', async () => {
    expect((await walletBalance(t.platform, memberId))!.balance).toBe(SEED_PLAYER_BALANCE - BigInt(AFFORDABLE) * BET);
    const history = await checkedPostings(t.platform.db, wallet);
    expect(history.length).toBe(1 + AFFORDABLE); // the seed deposit, then the bets
  });

  it('keeps every transaction, and the whole ledger, summing to zero', async () => {
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });
});

// Two accounts that may not go below zero, each paying the other at once: every event must read
// both balances as they are once it holds their locks, however long it waited for them.
describe.each(TEST_DATABASES)('ledger under concurrent moves both ways between two wallets on %s', (kind) => {
  const MOVES = 100;
  const AMOUNT = 500n; // 5.00, from a first wallet holding 20.00 and a second holding nothing
  const START = 2_000n;
  let t: TestPlatform;
  let first: number;
  let second: number;
  let settled: PromiseSettledResult<TransferResult>[];

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    const [row] = await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, SEED_PLAYER.account));
    const memberId = row!.id;
    const [other] = await t.platform.db
      .insert(members)
      .values({ account: 'twowaypeer', nickname: 'twowaypeer', type: 0, passwordHash: 'unused', currency: SEED_CURRENCY.code })
      .returning({ id: members.id });
    first = await ensureWallet(t.platform, other!.id, SEED_CURRENCY.code);
    second = await ensureWallet(t.platform, memberId, SEED_CURRENCY.code);
    // The seeded player's money goes to the house first, so the second wallet starts empty.
    const games = await houseAccount(t.platform, 'house:games', SEED_CURRENCY.code);
    await transfer(t.platform, { kind: 'game.bet', memberId, idempotencyKey: 'two-way-empty', from: second, to: games, amount: SEED_PLAYER_BALANCE });
    await transfer(t.platform, { kind: 'deposit', memberId: other!.id, idempotencyKey: 'two-way-fund', from: games, to: first, amount: START });
    settled = await Promise.allSettled(
      Array.from({ length: MOVES }, (_, i) =>
        transfer(t.platform, {
          kind: 'transfer.downline',
          idempotencyKey: `two-way-${i}`,
          from: i % 2 === 0 ? first : second,
          to: i % 2 === 0 ? second : first,
          amount: AMOUNT,
        }),
      ),
    );
  });
  afterAll(() => t.close());

  it('refuses only for lack of balance, and some moves of each way go through', () => {
    const refusals = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refusals.map((e) => (e instanceof PlatformError ? e.code : String(e)))).toEqual(refusals.map(() => 'balance.not.enough'));
    const through = (way: number) => settled.filter((result, i) => result.status === 'fulfilled' && i % 2 === way).length;
    expect(through(0)).toBeGreaterThan(0);
    expect(through(1)).toBeGreaterThan(0);
  });

  it('keeps both wallets at or above zero after every posting, and their sum whole', async () => {
    const [a, b] = [await checkedPostings(t.platform.db, first), await checkedPostings(t.platform.db, second)];
    expect([...a, ...b].every((posting) => posting.balanceAfter >= 0n)).toBe(true);
    expect(a.at(-1)!.balanceAfter + b.at(-1)!.balanceAfter).toBe(START);
  });

  it('keeps the whole ledger summing to zero', async () => {
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });
});
