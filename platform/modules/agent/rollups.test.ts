import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfDay, startOfDay } from '../../core/zoned-time.ts';
import { rowsOf } from '../../db/index.ts';
import { NO_MISMATCHES, recordStats, reportStatsMismatches, type StatsEntry } from '../ledger/index.ts';
import { createMember, uniqueName } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { memberPeriodFigures, teamBettors, teamBucketRows } from './figures.ts';

/**
 * The day and month rollups answer exactly what the hours answer: a team plays and is paid at
 * random hours over three months, then every way the reports read a period (per account, per day
 * of a zone, who bet) is compared with the same question asked of the hours alone, in zones
 * behind, ahead of and on UTC, with and without summer time.
 */
describe.each(TEST_DATABASES)('report rollups on %s', (kind) => {
  let t: TestPlatform;
  let root: number;
  let sub: number;
  const HOUR = 3_600_000;
  const START = Date.UTC(2026, 7, 29, 0);
  const COLUMNS = ['bets', 'stake', 'valid_stake', 'win', 'bonuses', 'rebates'];

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    const member = async (type: number, parentId: number | null) =>
      (await createMember(t, { account: uniqueName('r'), password: 'Passw0rd!', type, parentId })).id;
    root = await member(1, null);
    sub = await member(1, root);
    const players = [await member(0, root), await member(0, root), await member(0, sub), await member(0, sub), await member(0, sub)];
    // A fixed stream of events, one or two a few hours apart, over 95 days.
    let state = 7;
    const next = (n: number) => (state = (state * 48_271) % 2_147_483_647) % n;
    const entries: StatsEntry[] = [];
    for (let hour = 0; hour < 95 * 24; hour += 1 + next(9)) {
      const memberId = players[next(players.length)]!;
      const at = new Date(START + hour * HOUR + next(HOUR));
      const stake = BigInt(100 + next(5_000));
      entries.push(
        next(6) === 0
          ? { memberId, at, delta: { bonuses: BigInt(next(900) + 1), rebates: BigInt(next(50)) } }
          : { memberId, at, delta: { bets: 1, stake, validStake: stake, win: BigInt(next(2) ? next(9_000) : 0) } },
      );
    }
    // Written in batches as the ledger writes them: a few events to a transaction.
    for (let i = 0; i < entries.length; i += 3) await recordStats(t.platform.db, entries.slice(i, i + 3));
  });
  afterAll(() => t.close());

  const fromHours = async (agentId: number, from: Date, to: Date) =>
    rowsOf<Record<string, string>>(
      await t.platform.db.execute(sql`
        select s.member_id::text, ${sql.raw(COLUMNS.map((c) => `sum(s.${c})::text as ${c}`).join(', '))}
        from member_hour_stats s join team_members tm on tm.member_id = s.member_id and tm.upline_id = ${agentId}
        where s.hour >= ${from.toISOString()}::timestamptz and s.hour < ${to.toISOString()}::timestamptz group by 1 order by 1`),
    );
  const fromRollups = async (agentId: number, from: Date, to: Date) =>
    rowsOf<Record<string, string>>(
      await t.platform.db.execute(sql`
        select s.member_id::text, ${sql.raw(COLUMNS.map((c) => `sum(s.${c})::text as ${c}`).join(', '))}
        from (${memberPeriodFigures(agentId, from, to, COLUMNS)}) s group by 1 order by 1`),
    ).filter((row) => COLUMNS.some((c) => row[c] !== '0'));
  const count = async (query: ReturnType<typeof sql>) => Number(Object.values(rowsOf<Record<string, unknown>>(await t.platform.db.execute(query))[0] ?? {})[0]);

  const ZONES = ['UTC', 'America/Mexico_City', 'America/New_York', 'Europe/Madrid', 'Asia/Tokyo'];
  const day = (offset: number) => new Date(START + offset * 24 * HOUR).toISOString().slice(0, 10);
  // Days, weeks, half months, months and long ranges, starting anywhere in the history.
  const PERIODS = [
    [2, 2],
    [3, 9],
    [33, 33],
    [34, 48],
    [33, 62],
    [30, 60],
    [5, 92],
    [0, 94],
    [61, 61],
  ] as const;

  // The events are written as figures alone, with no bet rows or postings behind them: only the
  // rollups and the uplines' hours are checked against the member hours here.
  const { memberHours: _, teamLinks: __, ...ROLLUPS_AGREE } = NO_MISMATCHES;
  const rollupMismatches = async () => {
    const { memberHours: _kept, teamLinks: _links, ...rest } = await reportStatsMismatches(t.platform);
    return rest;
  };

  it('keeps every rollup equal to the hours it sums', async () => {
    expect(await rollupMismatches()).toEqual(ROLLUPS_AGREE);
    const [rows] = rowsOf<{ days: number; months: number }>(
      await t.platform.db.execute(sql`select (select count(*)::int from member_day_stats) as days, (select count(*)::int from member_month_stats) as months`),
    );
    expect(rows!.days).toBeGreaterThan(200);
    expect(rows!.months).toBeGreaterThan(8);
  });

  it.each(ZONES)('sums each account of a period as its hours do, in %s', async (zone) => {
    for (const agentId of [root, sub]) {
      for (const [first, last] of PERIODS) {
        const [from, to] = [startOfDay(day(first), zone), endOfDay(day(last), zone)];
        const expected = await fromHours(agentId, from, to);
        expect(expected.length).toBeGreaterThan(0);
        expect(await fromRollups(agentId, from, to)).toEqual(expected);
      }
    }
  });

  it.each(ZONES)('sums the team per day of %s as its hours do', async (zone) => {
    const days = Array.from({ length: 40 }, (_, i) => day(20 + i)).map((bucket) => ({ bucket, from: startOfDay(bucket, zone), to: endOfDay(bucket, zone) }));
    const read = await t.platform.db.execute(sql`
      select s.bucket, sum(s.bets)::text as bets, sum(s.stake)::text as stake, sum(s.win)::text as win
      from (${teamBucketRows(root, days, ['bets', 'stake', 'win'])}) s group by 1 order by 1`);
    const expected = await t.platform.db.execute(sql`
      select to_char(hour at time zone ${zone}, 'YYYY-MM-DD') as bucket, sum(bets)::text as bets, sum(stake)::text as stake, sum(win)::text as win
      from team_hour_stats where upline_id = ${root} and hour >= ${days[0]!.from.toISOString()}::timestamptz
        and hour < ${days.at(-1)!.to.toISOString()}::timestamptz
      group by 1 order by 1`);
    expect(rowsOf(read)).toEqual(rowsOf(expected));
  });

  it.each(ZONES)('counts who bet in a period as the hours do, in %s', async (zone) => {
    for (const [first, last] of [...PERIODS, [10, 10], [40, 41]] as const) {
      const [from, to] = [startOfDay(day(first), zone), endOfDay(day(last), zone)];
      const expected = await count(sql`
        select count(distinct s.member_id)::int from member_hour_stats s join team_members tm on tm.member_id = s.member_id and tm.upline_id = ${sub}
        where s.bets > 0 and s.hour >= ${from.toISOString()}::timestamptz and s.hour < ${to.toISOString()}::timestamptz`);
      expect(await count(teamBettors(sub, from, to))).toBe(expected);
    }
    // A few hours of one day, as a zone's edge asks.
    const from = new Date(START + 40 * 24 * HOUR + 5 * HOUR);
    expect(await count(teamBettors(root, from, new Date(from.getTime() + 3 * HOUR)))).toBe(
      await count(sql`select count(distinct s.member_id)::int from member_hour_stats s join team_members tm on tm.member_id = s.member_id and tm.upline_id = ${root}
        where s.bets > 0 and s.hour >= ${from.toISOString()}::timestamptz and s.hour < ${new Date(from.getTime() + 3 * HOUR).toISOString()}::timestamptz`),
    );
  });

  it('fills the rollups of a database that already had hours, as its migration does', async () => {
    const migration = await readFile(new URL('../../db/migrations/0023_report_rollups.sql', import.meta.url), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^INSERT INTO "(member_day_stats|member_month_stats|team_day_stats)"/m.test(statement));
    expect(backfill).toHaveLength(3);
    const before = await fromRollups(root, startOfDay(day(30), 'America/Mexico_City'), endOfDay(day(60), 'America/Mexico_City'));
    await t.platform.db.execute(sql`delete from member_day_stats`);
    await t.platform.db.execute(sql`delete from member_month_stats`);
    await t.platform.db.execute(sql`delete from team_day_stats`);
    expect((await rollupMismatches()).memberDays).toBeGreaterThan(0);
    for (const statement of backfill) await t.platform.db.execute(sql.raw(statement));
    expect(await rollupMismatches()).toEqual(ROLLUPS_AGREE);
    expect(await fromRollups(root, startOfDay(day(30), 'America/Mexico_City'), endOfDay(day(60), 'America/Mexico_City'))).toEqual(before);
  });

  it('finds a rollup that disagrees with its hours', async () => {
    await t.platform.db.execute(
      sql`update member_month_stats set bet_days = bet_days # 1 where member_id in (select member_id from team_members where upline_id = ${sub})`,
    );
    await t.platform.db.execute(sql`update team_day_stats set stake = stake + 1 where upline_id = ${root} and day = ${day(3)}::date and shard = 0`);
    await t.platform.db.execute(sql`update member_day_stats set bet_hours = 0 where day = ${day(4)}::date`);
    const found = await rollupMismatches();
    expect(found.memberMonths > 0 && found.memberDays > 0).toBe(true);
  });
});
