import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackpotSchema } from '../../../contract/games.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { contributeToJackpot, jackpotShare, JACKPOT_SEED_RANGE } from './jackpot.ts';
import { auditLedger } from '../ledger/index.ts';

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

  it('grows by each contribution through the ledger, once per bet, and the ledger still balances', async () => {
    const [pool, games] = [await balanceOf('house:jackpot'), await balanceOf('house:games')];
    const first = await t.platform.db.transaction((tx) => contributeToJackpot(tx, 20_000n, 'bet:1'));
    expect(first).not.toBeNull();
    await contributeToJackpot(t.platform, 20_000n, 'bet:1');
    expect(await contributeToJackpot(t.platform, 150n, 'bet:2')).toBeNull();
    expect(await balanceOf('house:jackpot')).toBe(pool + 100n);
    expect(await balanceOf('house:games')).toBe(games - 100n);
    expect((await jackpot()).amount).toBe(formatMinor(pool + 100n));
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
    await expect(contributeToJackpot(t.platform, -1n, 'bet:3')).rejects.toThrow(RangeError);
  });
});
