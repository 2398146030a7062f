import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, ledgerAccounts, ledgerPostings, ledgerTransactions, members } from '../../db/schema/index.ts';
import { SEED_CURRENCY, SEED_PLAYER_BALANCE } from '../../db/seed/identities.ts';
import { PlatformError } from '../../core/errors.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { HOUSE_SHARDS, houseShardAccount, houseShardCodes, openAccount } from './accounts.ts';
import { auditLedger } from './audit.ts';
import { ensureWallet, houseAccount, transfer, transferClaimed, walletBalance } from './ledger.ts';

const code = (error: unknown) => (error instanceof PlatformError ? error.code : String(error));

describe.each(TEST_DATABASES)('ledger on %s', (kind) => {
  let t: TestPlatform;
  let memberId: number;
  let wallet: number;
  let games: number;
  const balanceOf = async () => (await walletBalance(t.platform, memberId))!.balance;
  const rowCount = async (table: typeof ledgerPostings | typeof ledgerTransactions | typeof idempotencyKeys) =>
    (await t.platform.db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    const [row] = await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, 'player02'));
    memberId = row!.id;
    wallet = await ensureWallet(t.platform, memberId, SEED_CURRENCY.code);
    games = await houseAccount(t.platform, 'house:games', SEED_CURRENCY.code);
  });
  afterAll(() => t.close());

  const bet = (idempotencyKey: string, amount: bigint) =>
    transfer(t.platform, { kind: 'game.bet', memberId, reference: idempotencyKey, idempotencyKey, from: wallet, to: games, amount });

  it('moves money as balanced postings and reports the balances after', async () => {
    const before = await balanceOf();
    const result = await bet('ledger-basic', 12_345n);
    expect(result.balances[wallet]).toBe(before - 12_345n);
    expect(await balanceOf()).toBe(before - 12_345n);
    const postings = await t.platform.db.select().from(ledgerPostings).where(eq(ledgerPostings.transactionId, result.transactionId));
    expect(postings.map((p) => [p.accountId, p.amount, p.balanceAfter])).toEqual([
      [wallet, -12_345n, before - 12_345n],
      [games, 12_345n, result.balances[games]],
    ]);
  });

  it('returns the first result to a retry without moving money again', async () => {
    const first = await bet('ledger-retry', 5_000n);
    const balance = await balanceOf();
    const postings = await rowCount(ledgerPostings);
    const again = await bet('ledger-retry', 5_000n);
    expect(again).toEqual(first);
    expect(await balanceOf()).toBe(balance);
    expect(await rowCount(ledgerPostings)).toBe(postings);
  });

  it('refuses a key reused for a different request', async () => {
    await bet('ledger-conflict', 1_000n);
    const balance = await balanceOf();
    await expect(bet('ledger-conflict', 2_000n)).rejects.toSatisfy((e) => code(e) === 'idempotency.conflict');
    expect(await balanceOf()).toBe(balance);
  });

  it('refuses more than the balance, writes nothing, and lets the same key run again later', async () => {
    const balance = await balanceOf();
    const counts = [await rowCount(ledgerPostings), await rowCount(ledgerTransactions), await rowCount(idempotencyKeys)];
    await expect(bet('ledger-too-much', balance + 1n)).rejects.toSatisfy((e) => code(e) === 'balance.not.enough');
    expect(await balanceOf()).toBe(balance);
    expect([await rowCount(ledgerPostings), await rowCount(ledgerTransactions), await rowCount(idempotencyKeys)]).toEqual(counts);

    const cash = await houseAccount(t.platform, 'house:cash', SEED_CURRENCY.code);
    await transfer(t.platform, { kind: 'deposit', memberId, idempotencyKey: 'ledger-top-up', from: cash, to: wallet, amount: 1n });
    const retried = await bet('ledger-too-much', balance + 1n);
    expect(retried.balances[wallet]).toBe(0n);
  });

  it('lets house accounts go below zero', async () => {
    const jackpot = await houseAccount(t.platform, 'house:jackpot', SEED_CURRENCY.code);
    // The seed funds the pool; pay out more than all of it.
    const [pool] = await t.platform.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, jackpot));
    const amount = pool!.balance + SEED_PLAYER_BALANCE;
    const result = await transfer(t.platform, {
      kind: 'jackpot.win',
      memberId,
      idempotencyKey: 'ledger-jackpot',
      from: jackpot,
      to: wallet,
      amount,
    });
    expect(result.balances[jackpot]).toBeLessThan(0n);
  });

  it('refuses unbalanced, empty-handed or keyless requests before touching the database', async () => {
    const postings = await rowCount(ledgerPostings);
    const unbalanced = [
      { accountId: wallet, amount: -100n },
      { accountId: games, amount: 99n },
    ];
    await expect(transfer(t.platform, { kind: 'x', idempotencyKey: 'ledger-bad-1', postings: unbalanced })).rejects.toThrow(RangeError);
    await expect(bet('ledger-bad-2', 0n)).rejects.toThrow(RangeError);
    await expect(bet('ledger-bad-3', -5n)).rejects.toThrow(RangeError);
    await expect(bet('  ', 100n)).rejects.toSatisfy((e) => code(e) === 'idempotency.key.required');
    expect(await rowCount(ledgerPostings)).toBe(postings);
  });

  it('rolls back with the caller when run inside its transaction', async () => {
    const balance = await balanceOf();
    await expect(
      t.platform.db.transaction(async (tx) => {
        await transfer(tx, { kind: 'game.bet', memberId, idempotencyKey: 'ledger-nested', from: wallet, to: games, amount: 100n });
        throw new Error('the round could not be recorded');
      }),
    ).rejects.toThrow('the round could not be recorded');
    expect(await balanceOf()).toBe(balance);
    expect((await bet('ledger-nested', 100n)).balances[wallet]).toBe(balance - 100n);
  });

  it('gives each posting the balance after it, when an event moves one account twice', async () => {
    const balance = await balanceOf();
    const [house] = await t.platform.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, games));
    const moved = await transfer(t.platform, {
      kind: 'game.bet',
      memberId,
      idempotencyKey: 'ledger-two-steps',
      postings: [
        { accountId: wallet, amount: -30n },
        { accountId: games, amount: 30n },
        { accountId: games, amount: -10n },
        { accountId: wallet, amount: 10n },
      ],
    });
    expect(moved.balances).toEqual({ [wallet]: balance - 20n, [games]: house!.balance + 20n });
    const steps = await t.platform.db
      .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount, balanceAfter: ledgerPostings.balanceAfter })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, moved.transactionId))
      .orderBy(asc(ledgerPostings.id));
    expect(steps).toEqual([
      { accountId: wallet, amount: -30n, balanceAfter: balance - 30n },
      { accountId: games, amount: 30n, balanceAfter: house!.balance + 30n },
      { accountId: games, amount: -10n, balanceAfter: house!.balance + 20n },
      { accountId: wallet, amount: 10n, balanceAfter: balance - 20n },
    ]);
  });

  it('refuses an event any step of which takes a wallet below zero, even if a later step covers it', async () => {
    const balance = await balanceOf();
    const postings = await rowCount(ledgerPostings);
    const dip = [
      { accountId: wallet, amount: -(balance + 10n) },
      { accountId: games, amount: balance + 10n },
      { accountId: games, amount: -20n },
      { accountId: wallet, amount: 20n },
    ];
    await expect(transfer(t.platform, { kind: 'game.bet', memberId, idempotencyKey: 'ledger-dip', postings: dip })).rejects.toSatisfy(
      (e) => code(e) === 'balance.not.enough',
    );
    expect([await balanceOf(), await rowCount(ledgerPostings)]).toEqual([balance, postings]);
  });

  it('refuses an unknown account or two currencies in one event, and writes nothing', async () => {
    const counts = async () => [await rowCount(ledgerPostings), await rowCount(ledgerTransactions)];
    const before = await counts();
    const dollars = await openAccount(t.platform.db, { code: 'test:usd', memberId: null, kind: 'house', currency: 'USD', allowNegative: true });
    await expect(transfer(t.platform, { kind: 'x', idempotencyKey: 'ledger-mixed', from: dollars, to: games, amount: 5n })).rejects.toThrow(
      'cannot mix currencies',
    );
    await expect(transfer(t.platform, { kind: 'x', idempotencyKey: 'ledger-unknown', from: games, to: 987_654_321, amount: 5n })).rejects.toThrow(
      'Unknown ledger account',
    );
    expect(await counts()).toEqual(before);
  });

  it('moves a claimed event once, without an idempotency key of its own', async () => {
    const balance = await balanceOf();
    const keys = await rowCount(idempotencyKeys);
    const moved = await t.platform.db.transaction((tx) =>
      transferClaimed(tx, { kind: 'game.bet', memberId, reference: 'round:1', from: wallet, to: games, amount: 40n }),
    );
    expect(moved.balances[wallet]).toBe(balance - 40n);
    expect([await balanceOf(), await rowCount(idempotencyKeys)]).toEqual([balance - 40n, keys]);
    await expect(
      t.platform.db.transaction((tx) => transferClaimed(tx, { kind: 'game.bet', memberId, from: wallet, to: games, amount: balance })),
    ).rejects.toSatisfy((e) => code(e) === 'balance.not.enough');
  });

  it("spreads the house's game and jackpot accounts over shards, one per member", async () => {
    const codeOf = async (id: number) =>
      (await t.platform.db.select({ code: ledgerAccounts.code }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)))[0]!.code;
    const first = await houseShardAccount(t.platform, 'house:games', SEED_CURRENCY.code, HOUSE_SHARDS);
    expect(first).toBe(games);
    const third = await houseShardAccount(t.platform, 'house:games', SEED_CURRENCY.code, 3);
    expect(await codeOf(third)).toBe('house:games:3');
    expect(await houseShardAccount(t.platform, 'house:games', SEED_CURRENCY.code, HOUSE_SHARDS + 3)).toBe(third);
    expect(await codeOf(await houseShardAccount(t.platform, 'house:jackpot', SEED_CURRENCY.code, 3))).toBe('house:jackpot:3');
    expect(houseShardCodes('house:games')).toEqual(['house:games', ...Array.from({ length: HOUSE_SHARDS - 1 }, (_, i) => `house:games:${i + 1}`)]);
  });

  it('keeps the ledger reconciled', async () => {
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
  });
});
