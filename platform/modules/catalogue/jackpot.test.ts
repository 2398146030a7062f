import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackpotSchema } from '../../../contract/games.ts';
import { formatMinor, parseMinor } from '../../../contract/wallet.ts';
import { ledgerAccounts, members } from '../../db/schema/index.ts';
import { SEED_PLAYER } from '../../db/seed/identities.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { betPostings, jackpotShare, JACKPOT_SEED_RANGE } from './jackpot.ts';
import { auditLedger, ensureWallet, houseShardAccount, transfer, transferWithin } from '../ledger/index.ts';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('jackpotShare', () => {
  it('takes half a percent of the stake, rounded down to the minor unit', () => {
    expect(jackpotShare(10_000n)).toBe(50n);
    expect(jackpotShare(199n)).toBe(0n);
    expect(jackpotShare(12_345n)).toBe(61n);
  });
});

describe.each(TEST_DATABASES)('VIS_getJackpot on %s', (kind) => {
  let t: TestPlatform;
  const balanceOf = async (code: string) =>
    (await t.platform.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)))[0]!.balance;
  const jackpot = async (init?: RequestInit) => {
    const res = await t.request('/wps/relay/VIS_getJackpot', init);
    const body = (await res.json()) as { value: unknown };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return jackpotSchema.parse(body.value);
  };
  const post = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant_code: 'betplay', currency: 'MXN' }),
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => NOW);
  });
  afterAll(() => t.close());

  it('answers the ledger balance of the jackpot account, by POST as the client sends it and by GET', async () => {
    const pool = await balanceOf('house:jackpot');
    expect(pool >= JACKPOT_SEED_RANGE.min && pool <= JACKPOT_SEED_RANGE.max).toBe(true);
    const expected = { amount: formatMinor(pool), currency: 'MXN', asOf: NOW.getTime() };
    expect(await jackpot(post)).toEqual(expected);
    expect(await jackpot()).toEqual(expected);
  });

  it('refuses a POST that is not JSON', async () => {
    const res = await t.request('/wps/relay/VIS_getJackpot', { method: 'POST', body: 'merchant_code=betplay' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ errorCode: 'request.content.type' });
  });

  it('grows by the share of each bet, once per bet, over every shard, and the ledger still balances', async () => {
    const [player] = await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, SEED_PLAYER.account));
    const memberId = player!.id;
    // The house's shard 3: the pool players see is the sum of every shard.
    const accounts = {
      wallet: await ensureWallet(t.platform, memberId, 'MXN'),
      house: await houseShardAccount(t.platform, 'house:games', 'MXN', 3),
      jackpot: await houseShardAccount(t.platform, 'house:jackpot', 'MXN', 3),
    };
    const bet = (stake: bigint, key: string) =>
      transfer(t.platform, { kind: 'game.bet', memberId: memberId, idempotencyKey: key, postings: betPostings(stake, accounts) });
    const [pool, games] = [await jackpot(), await balanceOf('house:games:3')];
    await t.platform.db.transaction((tx) =>
      transferWithin(tx, { kind: 'game.bet', memberId: memberId, idempotencyKey: 'bet:1', postings: betPostings(20_000n, accounts) }),
    );
    await bet(20_000n, 'bet:1');
    // Half a cent of 1.50 rounds down to nothing: the pool gets no posting at all.
    expect(betPostings(150n, accounts)).toHaveLength(2);
    await bet(150n, 'bet:2');
    expect(await balanceOf('house:jackpot:3')).toBe(100n);
    expect(await balanceOf('house:games:3')).toBe(games + 20_000n - 100n + 150n);
    expect((await jackpot()).amount).toBe(formatMinor(parseMinor(pool.amount)! + 100n));
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
    expect(() => betPostings(0n, accounts)).toThrow(RangeError);
  });
});
