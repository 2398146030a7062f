import { readFile } from 'node:fs/promises';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamOverviewSchema, type TeamOverview } from '../../../contract/agent-overview.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { endOfDay, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { gameRounds, games, ledgerAccounts, ledgerPostings, ledgerTransactions, members } from '../../db/schema/index.ts';
import { issueSession } from '../identity/index.ts';
import { ensureWallet, houseAccount, KINDS_OF_TYPE, reportStatsMismatches, transfer } from '../ledger/index.ts';
import { createMember, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { openSlotPage, pickGame, playRound } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

/**
 * The team overview reconciles: a team is built, deposits, plays, is paid bonuses and rebates and
 * withdraws; every figure the overview answers must equal a sum read straight from the postings
 * and the bet rows of the team's accounts, in a whole-hour zone and in a half-hour one.
 */
describe.each(TEST_DATABASES)('team overview on %s', (kind) => {
  let t: TestPlatform;
  const team: Record<string, { id: number; token: string }> = {};

  const sessionFor = async (memberId: number) => (await issueSession(t.platform, { memberId, loginType: 'username', ip: '203.0.113.10' })).token;
  const overview = async (token: string, query: Record<string, string>) => {
    const res = await t.request(`${ENDPOINTS.teamOverview.path}?${new URLSearchParams(query)}`, withToken(token));
    const body = (await res.json()) as { success: boolean; value?: unknown; errorCode?: string };
    return { status: res.status, body };
  };
  const read = async (token: string, query: Record<string, string>): Promise<TeamOverview> => {
    const res = await overview(token, query);
    expect(res.status).toBe(200);
    return teamOverviewSchema.parse(res.body.value);
  };
  const move = async (memberId: number, kindOf: string, amount: bigint, out = false) => {
    const wallet = await ensureWallet(t.platform, memberId, 'MXN');
    const house = await houseAccount(t.platform, 'house:cash', 'MXN');
    await transfer(t.platform, { kind: kindOf, memberId, idempotencyKey: uniqueName('k'), from: out ? wallet : house, to: out ? house : wallet, amount });
  };

  /** What the postings and rounds themselves say about these accounts between two instants. */
  const direct = async (ids: number[], from: Date, to: Date) => {
    const moved = async (kinds: readonly string[]) => {
      const [row] = await t.platform.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
        .from(ledgerPostings)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerPostings.accountId), eq(ledgerAccounts.kind, 'wallet')))
        .where(
          and(
            inArray(ledgerAccounts.memberId, ids),
            inArray(ledgerTransactions.kind, [...kinds]),
            gte(ledgerTransactions.createdAt, from),
            lt(ledgerTransactions.createdAt, to),
          ),
        );
      return BigInt(row!.sum);
    };
    const [rounds] = await t.platform.db
      .select({
        count: sql<number>`count(*)::int`,
        stake: sql<string>`coalesce(sum(${gameRounds.stake}), 0)::text`,
        win: sql<string>`coalesce(sum(${gameRounds.win}), 0)::text`,
        bettors: sql<number>`count(distinct ${gameRounds.memberId})::int`,
      })
      .from(gameRounds)
      .where(and(inArray(gameRounds.memberId, ids), eq(gameRounds.mode, 'real'), gte(gameRounds.createdAt, from), lt(gameRounds.createdAt, to)));
    const [stake, win, bonuses, rebates] = [BigInt(rounds!.stake), BigInt(rounds!.win), await moved(KINDS_OF_TYPE.bonus), await moved(KINDS_OF_TYPE.rebate)];
    return {
      bets: Number(rounds!.count),
      active: Number(rounds!.bettors),
      deposits: formatMinor(await moved(KINDS_OF_TYPE.deposit)),
      withdrawals: formatMinor(-(await moved(KINDS_OF_TYPE.withdrawal))),
      stake: formatMinor(stake),
      validStake: formatMinor(stake),
      win: formatMinor(win),
      bonuses: formatMinor(bonuses),
      rebates: formatMinor(rebates),
      net: formatMinor(win - stake + bonuses + rebates),
    };
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    const root = await createMember(t, { account: uniqueName('ag'), password: 'Passw0rd!', type: 1 });
    const sub = await createMember(t, { account: uniqueName('sub'), password: 'Passw0rd!', type: 1, parentId: root.id });
    const p1 = await createMember(t, { account: uniqueName('p'), password: 'Passw0rd!', parentId: root.id });
    const p2 = await createMember(t, { account: uniqueName('p'), password: 'Passw0rd!', parentId: sub.id });
    const p3 = await createMember(t, { account: uniqueName('p'), password: 'Passw0rd!', parentId: sub.id });
    for (const [name, row] of Object.entries({ root, sub, p1, p2, p3 })) team[name] = { id: row.id, token: await sessionFor(row.id) };

    await move(p1.id, 'deposit', 50_000n);
    await move(p2.id, 'deposit', 20_000n);
    await move(p2.id, 'deposit', 7_000n);
    await move(p2.id, 'bonus', 1_500n);
    await move(p3.id, 'rebate', 321n);
    await move(p1.id, 'withdrawal', 4_000n, true);
    await move(p1.id, 'withdrawal.return', 1_000n);
    await move(p2.id, 'test.deposit', 99n);
    const game = await pickGame(t, eq(games.category, 'RNG'));
    for (const [name, rounds] of [
      ['p1', 5],
      ['p2', 3],
    ] as const) {
      const page = await openSlotPage(t, { ...team[name]!, account: name }, game.id);
      for (let i = 0; i < rounds; i++) expect((await playRound(t, page, '1.00')).success).toBe(true);
    }
  });
  afterAll(() => t.close());

  it.each(['America/Mexico_City', 'Asia/Kolkata'])('answers what the postings and rounds say, in %s', async (zone) => {
    const today = zonedDateTime(new Date(), zone).slice(0, 10);
    const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const query = { range: 'custom', startDate: shift(-1), endDate: shift(1), timeZone: zone };
    const [from, to] = [startOfDay(shift(-1), zone), endOfDay(shift(1), zone)];

    const whole = await read(team.root!.token, query);
    const ids = ['sub', 'p1', 'p2', 'p3'].map((name) => team[name]!.id);
    const expected = await direct(ids, from, to);
    expect(whole).toMatchObject({ ...expected, team: { direct: 2, all: 4 }, registrations: 4, firstDeposits: 2, firstDepositAmount: '700.00' });
    expect(whole.deposits).toBe('770.00');
    expect(whole.withdrawals).toBe('30.00');
    expect(whole.days.map((d) => d.day)).toEqual([shift(-1), today, shift(1)]);
    expect(whole.days.reduce((sum, d) => sum + d.bets, 0)).toBe(8);

    const below = await read(team.sub!.token, query);
    expect(below).toMatchObject({ ...(await direct([team.p2!.id, team.p3!.id], from, to)), team: { direct: 2, all: 2 }, firstDeposits: 1 });
  });

  it('keeps every hourly figure equal to the rows it counts', async () => {
    expect(await reportStatsMismatches(t.platform)).toEqual({ memberHours: 0, teamHours: 0 });
  });

  it('fills the figures of a database that already had history, as its migration does', async () => {
    const before = await read(team.root!.token, { range: 'month' });
    const migration = await readFile(new URL('../../db/migrations/0021_report_stats.sql', import.meta.url), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(UPDATE|INSERT)/m.test(statement) && !/^CREATE/m.test(statement));
    expect(backfill).toHaveLength(3);
    await t.platform.db.execute(sql`delete from team_hour_stats`);
    await t.platform.db.execute(sql`delete from member_hour_stats`);
    await t.platform.db.update(members).set({ firstDepositAt: null });
    for (const statement of backfill) await t.platform.db.execute(sql.raw(statement));
    expect(await reportStatsMismatches(t.platform)).toEqual({ memberHours: 0, teamHours: 0 });
    expect(await read(team.root!.token, { range: 'month' })).toEqual(before);
  });

  it('reads today by default, and the presets cover their days', async () => {
    const today = await read(team.root!.token, {});
    expect(today).toMatchObject({ range: 'today', bets: 8, active: 2, gmtOffset: 'GMT+00:00' });
    expect(today.startDate).toBe(today.endDate);
    const month = await read(team.root!.token, { range: 'month' });
    expect(month.startDate.endsWith('-01')).toBe(true);
    expect(month.bets).toBe(8);
    const yesterday = await read(team.root!.token, { range: 'yesterday' });
    expect(yesterday).toMatchObject({ bets: 0, deposits: '0.00', registrations: 0 });
  });

  it('is for agents only, and refuses bad ranges', async () => {
    expect((await overview(team.p1!.token, {})).body.errorCode).toBe('agent.only');
    for (const query of [
      { range: 'custom' },
      { range: 'custom', startDate: '2026-02-10', endDate: '2026-02-01' },
      { range: 'custom', startDate: '2024-01-01', endDate: '2026-01-01' },
      { range: 'decade' },
      { timeZone: 'Mars/Olympus' },
      { range: 'today\u0000' },
    ]) {
      const res = await overview(team.root!.token, query);
      expect([res.status, res.body.errorCode]).toEqual([422, 'request_param_err']);
    }
  });

  it('counts only its own team: a sub-agent never sees its upline’s other accounts', async () => {
    const [seeded] = await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, 'agent02'));
    const agent02 = await read(await sessionFor(seeded!.id), { range: 'month' });
    expect(agent02.team.all).toBeLessThan(10);
    expect(agent02.bets).toBe(0);
  });
});
