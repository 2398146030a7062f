import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';

/*
 * The agent reports' figures (schema/reports.ts), written by whatever writes the bet row or the
 * posting, inside its transaction: a report and the ledger can never disagree, even for an
 * instant. Each write adds to the member's own hour, day and month, and to the same hour and day
 * of every upline above it, in one statement.
 */

/** What an event adds to its hour; absent figures add nothing. Minor units. */
export interface StatsDelta {
  bets?: number;
  stake?: bigint;
  validStake?: bigint;
  win?: bigint;
  deposits?: bigint;
  firstDeposits?: number;
  firstDepositAmount?: bigint;
  withdrawals?: bigint;
  bonuses?: bigint;
  rebates?: bigint;
}

export interface StatsEntry {
  memberId: number;
  /** The instant of the bet or posting; it counts in the UTC hour that holds it. */
  at: Date;
  delta: StatsDelta;
}

type Figure = keyof StatsDelta;

/** Every figure with its column and SQL type. */
export const FIGURES: readonly (readonly [Figure, string, 'int' | 'bigint'])[] = [
  ['bets', 'bets', 'int'],
  ['stake', 'stake', 'bigint'],
  ['validStake', 'valid_stake', 'bigint'],
  ['win', 'win', 'bigint'],
  ['deposits', 'deposits', 'bigint'],
  ['firstDeposits', 'first_deposits', 'int'],
  ['firstDepositAmount', 'first_deposit_amount', 'bigint'],
  ['withdrawals', 'withdrawals', 'bigint'],
  ['bonuses', 'bonuses', 'bigint'],
  ['rebates', 'rebates', 'bigint'],
];

/** How many rows one team's hour is spread over: members of one team rarely wait on each other's row. */
export const TEAM_SHARDS = 8;

const HOUR_MS = 3_600_000;
const hourOf = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

const columns = sql.raw(FIGURES.map(([, column]) => column).join(', '));
const sums = sql.raw(FIGURES.map(([, column]) => `sum(e.${column})`).join(', '));
const added = (table: string) => sql.raw(FIGURES.map(([, column]) => `${column} = ${table}.${column} + excluded.${column}`).join(', '));
/** An instant's UTC wall time, from which its UTC day, month and hour are read. */
export const utc = (column: string) => sql.raw(`(${column} at time zone 'UTC')`);

/** A day's bet_hours: bit h for each UTC hour h (of the wall time `at`) whose `bets` are above zero. */
export const betHourBits = (bets: string, at: SQL) => sql`bit_or(case when ${sql.raw(bets)} > 0 then 1 << extract(hour from ${at})::int else 0 end)`;

/** A month's bet_days: bit d - 1 for each UTC day d (of the wall time `at`) whose `bets` are above zero. */
export const betDayBits = (bets: string, at: SQL) => sql`bit_or(case when ${sql.raw(bets)} > 0 then 1 << (extract(day from ${at})::int - 1) else 0 end)`;

/** Entries of the same member and hour become one: each row is written once per statement. */
const merge = (entries: readonly StatsEntry[]): Map<string, { memberId: number; hour: Date; delta: StatsDelta }> => {
  const merged = new Map<string, { memberId: number; hour: Date; delta: StatsDelta }>();
  for (const { memberId, at, delta } of entries) {
    const hour = hourOf(at);
    const key = `${memberId}:${hour.getTime()}`;
    const into = merged.get(key) ?? { memberId, hour, delta: {} };
    for (const [figure] of FIGURES) {
      const value = delta[figure];
      if (value === undefined) continue;
      const before = into.delta[figure];
      (into.delta as Record<Figure, number | bigint>)[figure] = typeof value === 'number' ? Number(before ?? 0) + value : BigInt(before ?? 0n) + value;
    }
    merged.set(key, into);
  }
  return merged;
};

const valueOf = (delta: StatsDelta, figure: Figure, type: 'int' | 'bigint'): SQL => {
  const value = delta[figure];
  return type === 'int' ? sql`${Number(value ?? 0)}::int` : sql`${String(value ?? 0n)}::bigint`;
};

/**
 * Adds the entries to their members' hours, days and months, and to their uplines' hours and days,
 * and moves each upline's version on (agent/report-cache.ts), in one statement. Rows are written in key order, table by table, so two transactions that touch
 * the same rows queue rather than deadlock. A day remembers which of its hours had a bet, and a
 * month which of its days, so that who bet in a period is counted without reading every hour.
 */
export const recordStats = async (tx: Db | Tx, entries: readonly StatsEntry[]): Promise<void> => {
  const rows = [...merge(entries).values()].sort((a, b) => a.memberId - b.memberId || a.hour.getTime() - b.hour.getTime());
  if (!rows.length) return;
  const values = sql.join(
    rows.map(({ memberId, hour, delta }) => {
      const figures = sql.join(
        FIGURES.map(([figure, , type]) => valueOf(delta, figure, type)),
        sql`, `,
      );
      return sql`(${memberId}::bigint, ${hour.toISOString()}::timestamptz, ${figures})`;
    }),
    sql`, `,
  );
  const at = utc('e.hour');
  await tx.execute(sql`
    with entry(member_id, hour, ${columns}) as (values ${values}),
    member_hours as (
      insert into member_hour_stats (member_id, hour, ${columns})
      select member_id, hour, ${columns} from entry order by member_id, hour
      on conflict (member_id, hour) do update set ${added('member_hour_stats')}),
    member_days as (
      insert into member_day_stats (member_id, day, ${columns}, bet_hours)
      select e.member_id, ${at}::date, ${sums}, ${betHourBits('e.bets', at)}
      from entry e group by 1, 2 order by 1, 2
      on conflict (member_id, day) do update set ${added('member_day_stats')}, bet_hours = member_day_stats.bet_hours | excluded.bet_hours),
    member_months as (
      insert into member_month_stats (member_id, month, ${columns}, bet_days)
      select e.member_id, date_trunc('month', ${at})::date, ${sums}, ${betDayBits('e.bets', at)}
      from entry e group by 1, 2 order by 1, 2
      on conflict (member_id, month) do update set ${added('member_month_stats')}, bet_days = member_month_stats.bet_days | excluded.bet_days),
    team_hours as (
      insert into team_hour_stats (upline_id, hour, shard, ${columns})
      select up.upline_id, e.hour, (e.member_id % ${TEAM_SHARDS})::smallint, ${sums}
      from entry e join team_members up on up.member_id = e.member_id
      group by 1, 2, 3 order by 1, 2, 3
      on conflict (upline_id, hour, shard) do update set ${added('team_hour_stats')}),
    versions as (
      insert into team_stats_versions (upline_id, shard, version)
      select distinct up.upline_id, (e.member_id % ${TEAM_SHARDS})::smallint, 1
      from entry e join team_members up on up.member_id = e.member_id order by 1, 2
      on conflict (upline_id, shard) do update set version = team_stats_versions.version + 1)
    insert into team_day_stats (upline_id, day, shard, ${columns})
    select up.upline_id, ${at}::date, (e.member_id % ${TEAM_SHARDS})::smallint, ${sums}
    from entry e join team_members up on up.member_id = e.member_id
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (upline_id, day, shard) do update set ${added('team_day_stats')}`);
};
