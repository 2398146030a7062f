import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractKind, TermsInput } from '../../../contract/agent-contracts.ts';
import { myIncomeSchema } from '../../../contract/agent-lists.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { rowsOf } from '../../db/index.ts';
import { auditLedger, rebuildReportStats } from '../ledger/index.ts';
import { uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { ALL_SCHEDULES, settleContracts, settleSchedule } from './settle.ts';
import { offerFromSite } from './store.ts';
import { tierInput } from './test-terms.ts';
import { contractTree } from './test-tree.ts';

/*
 * A three-level tree with contracts of every kind, a month of bets, and every payout checked
 * against figures worked out by hand below. Contracts are accepted now; the month simulated is
 * the next calendar month, which lies after, and it is settled as the server would at its end.
 */

const tier = tierInput;

/** The site's terms with the top agent, A's with B, and B's with C. */
const TERMS: Record<ContractKind, [TermsInput, TermsInput, TermsInput | null]> = {
  dailySalary: [
    { cycle: null, tiers: [tier('100', 1, { rate: '2' }), tier('1000', 2, { rate: '3' })] },
    { cycle: null, tiers: [tier('100', 1, { rate: '1.5' }), tier('1000', 2, { rate: '2' })] },
    { cycle: null, tiers: [tier('100', 1, { rate: '1' })] },
  ],
  hourlySalary: [{ cycle: null, tiers: [tier('100', 1, { rate: '0.5' })] }, { cycle: null, tiers: [tier('100', 1, { rate: '0.4' })] }, null],
  dividend: [{ cycle: 'monthly', tiers: [tier('0', 1, { rate: '20' })] }, { cycle: 'monthly', tiers: [tier('0', 1, { rate: '10' })] }, null],
  realTimeSalary: [
    { cycle: null, tiers: [tier('0', 1, { rateType: 'P', winRate: '0.2', lossRate: '0.5' })] },
    { cycle: null, tiers: [tier('0', 1, { rateType: 'P', winRate: '0.1', lossRate: '0.3' })] },
    null,
  ],
};

const today = new Date();
/** The simulated month: the next one, its days, and how many of them are odd and even. */
const MONTH = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1);
const MONTH_END = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 1);
const DAY = 86_400_000;
const DAYS = (MONTH_END - MONTH) / DAY;
const [ODD, EVEN] = [BigInt(Math.ceil(DAYS / 2)), BigInt(Math.floor(DAYS / 2))];
/** When the month is settled: five minutes after it ends. */
const SETTLED_AT = new Date(MONTH_END + 5 * 60_000);

describe.each(TEST_DATABASES)('agent contracts on %s', (db) => {
  let t: TestPlatform;
  let tree: Awaited<ReturnType<typeof contractTree>>;
  const payouts = async (holder: number, kind: ContractKind) =>
    rowsOf<{ period_start: Date | string; reward: string; passed_down: string; payout: string; transaction_id: string | null }>(
      await t.platform.db.execute(sql`select period_start, reward::text, passed_down::text, payout::text, transaction_id from contract_settlements
        where holder_id = ${holder} and kind = ${kind} and period_start >= ${new Date(MONTH).toISOString()}::timestamptz order by period_start`),
    );
  const total = async (holder: number, kind: ContractKind) => (await payouts(holder, kind)).reduce((sum, row) => sum + BigInt(row.payout), 0n);

  beforeAll(async () => {
    t = await createTestPlatform(db);
    tree = await contractTree(t);
  });
  afterAll(() => t.close());

  it('offers down the chain, and refuses an offer beyond the upline’s own terms', async () => {
    const { ids, tokens, accounts, act, offerAndAccept } = tree;
    for (const [kind, [site, ab, bc]] of Object.entries(TERMS) as [ContractKind, (typeof TERMS)[ContractKind]][]) {
      // An agent holding no contract of the kind has nothing to share.
      expect((await act(tokens.a, kind, { action: 'offer', account: accounts.b, terms: ab })).errorCode).toBe('contract.upline.none');
      const fromSite = await offerFromSite(t.platform, accounts.a, kind, site, null);
      expect((await act(tokens.a, kind, { action: 'accept', contractId: fromSite.id })).view?.status).toBe('A');
      await offerAndAccept(kind, 'a', 'b', ab);
      if (bc) await offerAndAccept(kind, 'b', 'c', bc);
    }
    // B's own daily salary pays 1.5% from a bet of 100 with one active member: 1.6% is more.
    const above = { cycle: null, tiers: [tier('100', 1, { rate: '1.6' })] };
    expect(await act(tokens.b, 'dailySalary', { action: 'offer', account: accounts.c, terms: above })).toMatchObject({
      status: 422,
      errorCode: 'contract.rate.above.upline',
    });
    // B's lowest tier asks one active member: a tier asking none has nothing of B's to stand on.
    const looser = { cycle: null, tiers: [tier('100', 0, { rate: '0.5' })] };
    expect((await act(tokens.b, 'dailySalary', { action: 'offer', account: accounts.c, terms: looser })).errorCode).toBe('contract.rate.above.upline');
    // A dividend on another cycle than the upline's, a player, an account outside the pair, a fixed dividend.
    expect(
      (await act(tokens.a, 'dividend', { action: 'offer', account: accounts.b, terms: { cycle: 'weekly', tiers: [tier('0', 1, { rate: '5' })] } })).errorCode,
    ).toBe('contract.rate.above.upline');
    const [player] = rowsOf<{ account: string }>(await t.platform.db.execute(sql`select account from members where id = ${ids.pa}`));
    expect((await act(tokens.a, 'dailySalary', { action: 'offer', account: player!.account, terms: above })).errorCode).toBe('contract.not.agent');
    expect((await act(tokens.a, 'dailySalary', { action: 'offer', account: accounts.c, terms: above })).errorCode).toBe('downline.not.found');
    expect(
      (
        await act(tokens.a, 'dividend', {
          action: 'offer',
          account: accounts.b,
          terms: { cycle: 'monthly', tiers: [tier('0', 1, { rateType: 'F', rate: '5' })] },
        })
      ).errorCode,
    ).toBe('contract.rate.invalid');
    // C was given no rights: it may offer nothing, whatever it holds.
    expect((await act(tokens.c, 'dailySalary', { action: 'offer', account: accounts.c, terms: above })).errorCode).toBe('contract.right.missing');
  });

  it('simulates a month and pays every holder what the hand-worked figures say', async () => {
    const { ids, tokens, section } = tree;
    // Every day at 10:01-10:03 UTC: pa bets 500.00 and wins nothing; pb bets 300.00 and wins
    // 100.00; on odd days pc bets 200.00 and wins 50.00. On the 15th pa wins 2,000.00 besides.
    const [game] = rowsOf<{ id: string }>(await t.platform.db.execute(sql`select id from games order by id limit 1`));
    const sessions = new Map<number, number>();
    for (const member of [ids.pa, ids.pb, ids.pc]) {
      const [row] = rowsOf<{ id: string }>(
        await t.platform.db.execute(sql`insert into game_sessions (token_hash, member_id, game_id, mode, language, expires_at)
          values (${uniqueName('hash')}, ${member}, ${game!.id}, 'real', 'es', now()) returning id`),
      );
      sessions.set(member, Number(row!.id));
    }
    const rounds: [number, number, bigint, bigint][] = [];
    for (let day = 1; day <= DAYS; day++) {
      const at = MONTH + (day - 1) * DAY + 10 * 3_600_000;
      rounds.push([ids.pa, at + 60_000, 50_000n, day === 15 ? 200_000n : 0n]);
      rounds.push([ids.pb, at + 120_000, 30_000n, 10_000n]);
      if (day % 2 === 1) rounds.push([ids.pc, at + 180_000, 20_000n, 5_000n]);
    }
    for (const [member, at, stake, win] of rounds) {
      await t.platform.db.execute(sql`insert into game_rounds (session_id, member_id, game_id, round_id, mode, stake, win, outcome, created_at)
        values (${sessions.get(member)!}, ${member}, ${game!.id}, ${uniqueName('r')}, 'real', ${stake}, ${win}, '{}'::jsonb, ${new Date(at).toISOString()}::timestamptz)`);
    }
    await rebuildReportStats(t.platform);

    let reports = await settleContracts(t.platform, SETTLED_AT);
    // A long gap is caught up over passes: keep going until nothing is left.
    for (let i = 0; i < 5 && reports.some((r) => r.periods > 0); i++) reports = await settleContracts(t.platform, SETTLED_AT);

    /*
     * Daily salary, per day. Odd days: A's team bet 1,000.00 with 3 active → tier 2, 3% = 30.00;
     * B's team 500.00 with 2 → tier 1 (tier 2 asks 1,000.00), 1.5% = 7.50; C's team 200.00 → 1% =
     * 2.00. So A 30.00 − 7.50 = 22.50, B 7.50 − 2.00 = 5.50, C 2.00. Even days: A 800.00 with 2 →
     * tier 1, 2% = 16.00; B 300.00 → 4.50; C nothing. So A 11.50, B 4.50.
     */
    expect(await total(ids.a, 'dailySalary')).toBe(ODD * 2_250n + EVEN * 1_150n);
    expect(await total(ids.b, 'dailySalary')).toBe(ODD * 550n + EVEN * 450n);
    expect(await total(ids.c, 'dailySalary')).toBe(ODD * 200n);
    const firstDay = (await payouts(ids.a, 'dailySalary'))[0]!;
    expect(firstDay).toMatchObject({ reward: '3000', passed_down: '750', payout: '2250' });
    expect(new Date(firstDay.period_start).getTime()).toBe(MONTH);

    // Hourly salary, the 10:00 hour of each day. Odd: A 0.5% of 1,000.00 = 5.00 less B's 0.4% of
    // 500.00 = 2.00. Even: A 4.00 less B's 1.20.
    expect(await total(ids.a, 'hourlySalary')).toBe(ODD * 300n + EVEN * 280n);
    expect(await total(ids.b, 'hourlySalary')).toBe(ODD * 200n + EVEN * 120n);
    expect((await payouts(ids.a, 'hourlySalary')).length).toBe(DAYS);

    /*
     * Dividend, the month (in cents). A's team bet 500.00 + 300.00 a day and 200.00 on odd days,
     * and won 100.00 a day, 50.00 on odd days, and 2,000.00 on the 15th. B's team is pb and pc.
     * A's reward is 20% of its team's net loss, B's 10% of its own, and A is paid the difference.
     */
    const lossA = 80_000n * BigInt(DAYS) + 20_000n * ODD - (10_000n * BigInt(DAYS) + 5_000n * ODD + 200_000n);
    const lossB = 30_000n * BigInt(DAYS) + 20_000n * ODD - (10_000n * BigInt(DAYS) + 5_000n * ODD);
    // For a month of 31 days: A lost 22,100.00 (4,420.00 at 20%), B 8,600.00 (860.00 at 10%).
    if (DAYS === 31) expect([lossA, lossB]).toEqual([2_210_000n, 860_000n]);
    const [rewardA, rewardB] = [(lossA * 20n) / 100n, (lossB * 10n) / 100n];
    expect(await payouts(ids.a, 'dividend')).toMatchObject([{ reward: String(rewardA), passed_down: String(rewardB), payout: String(rewardA - rewardB) }]);
    expect(await payouts(ids.b, 'dividend')).toMatchObject([{ reward: String(rewardB), passed_down: '0', payout: String(rewardB) }]);

    /*
     * Real-time salary, the 10:00-10:05 window of each day. Odd: A's team lost 850.00 on 1,000.00 →
     * loss rate 0.5% = 5.00; B's lost 350.00 on 500.00 → 0.3% = 1.50; A 3.50. Even: A 0.5% of
     * 800.00 = 4.00, B 0.3% of 300.00 = 0.90; A 3.10. On the 15th A's team won, so A's win rate
     * 0.2% of 1,000.00 = 2.00, less B's 1.50: 0.50 instead of 3.50.
     */
    expect(await total(ids.a, 'realTimeSalary')).toBe((ODD - 1n) * 350n + 50n + EVEN * 310n);
    expect(await total(ids.b, 'realTimeSalary')).toBe(ODD * 150n + EVEN * 90n);

    // Each payout is one ledger event to the holder's wallet, and the ledger still sums to zero.
    const paid = await payouts(ids.a, 'dailySalary');
    expect(paid.every((row) => row.transaction_id !== null)).toBe(true);
    expect(await auditLedger(t.platform)).toEqual({ total: 0n, unbalancedTransactions: [], driftedAccounts: [] });
    const [wallet] = rowsOf<{ balance: string }>(
      await t.platform.db.execute(sql`select balance::text from ledger_accounts where member_id = ${ids.c} and kind = 'wallet'`),
    );
    expect(BigInt(wallet!.balance)).toBe(ODD * 200n);

    // My income lists them, by source: paid today, when the settlement ran.
    const day = new Date().toISOString().slice(0, 10);
    const income = await t.request(`/wps/relay/ACSFE_getMyIncome?startDate=${day}&endDate=${day}&timeZone=UTC`, withToken(tokens.b));
    const listed = myIncomeSchema.parse(((await income.json()) as { value: unknown }).value);
    const kinds = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
    const owed = (await Promise.all(kinds.map((kind) => payouts(ids.b, kind)))).flat().filter((row) => row.payout !== '0');
    expect(listed.total).toEqual({ count: owed.length, amount: formatMinor(owed.reduce((sum, row) => sum + BigInt(row.payout), 0n)) });
    expect(listed.list.every((row) => (kinds as readonly string[]).includes(row.source))).toBe(true);

    // The payout history of the section.
    const daily = await section(tokens.b, 'dailySalary');
    const last = DAYS % 2 === 1 ? { payout: '5.50', passedDown: '2.00', reward: '7.50' } : { payout: '4.50', passedDown: '0.00', reward: '4.50' };
    expect(daily.payouts.list[0]).toMatchObject({ from: new Date(MONTH_END - DAY).toISOString(), tier: 1, ...last });
    expect(daily.payouts.pages).toBe(Math.ceil(DAYS / 10));
  });

  it('pays nothing again on a re-run, nor when two connections settle at once', async () => {
    const before = await auditLedger(t.platform);
    const count = async () => Number(rowsOf<{ n: number }>(await t.platform.db.execute(sql`select count(*)::int as n from contract_settlements`))[0]!.n);
    const rows = await count();
    expect(await settleContracts(t.platform, SETTLED_AT)).toEqual([]);
    // A period not settled yet, raced: the next month's first hour, from two connections at once.
    const later = new Date(SETTLED_AT.getTime() + 3_600_000);
    const hourly = ALL_SCHEDULES.find((s) => s.kind === 'hourlySalary')!;
    const raced = await Promise.all([settleSchedule(t.platform, hourly, later), settleSchedule(t.platform, hourly, later)]);
    expect(raced.filter((r) => r && r.periods > 0).length).toBeLessThanOrEqual(1);
    expect(await settleSchedule(t.platform, hourly, later)).toMatchObject({ periods: 0 });
    const runs = rowsOf<{ n: number }>(
      await t.platform.db.execute(
        sql`select count(*)::int as n from contract_settlement_runs where kind = 'hourlySalary' and period_start = ${new Date(MONTH_END).toISOString()}::timestamptz`,
      ),
    );
    expect(Number(runs[0]!.n)).toBe(1);
    expect(await count()).toBe(rows);
    expect(await auditLedger(t.platform)).toEqual(before);
  });
});
