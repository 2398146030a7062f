import { sql } from 'drizzle-orm';
import { TEAM_MAX_DEPTH } from '../../../contract/agent-team.ts';
import { rowsOf } from '../../db/index.ts';
import { dbOf, type LedgerDb } from './accounts.ts';
import { betDayBits, betHourBits, FIGURES, TEAM_SHARDS, utc } from './stats.ts';

/*
 * Whether the reports' figures still say what the bet rows and postings say: every member hour
 * against the `report_stats_source` view (the rows themselves, summed), every upline hour against
 * its team's member hours, every day and month rollup against the hours it sums, and the
 * team_members links against members.parent_id. Every count is zero on a healthy database. And,
 * for rows written around the ledger (an import, a benchmark's fixture), the figures made again
 * from them.
 */

const differs = (a: string, b: string) => sql.raw(FIGURES.map(([, column]) => `coalesce(${a}.${column}, 0) <> coalesce(${b}.${column}, 0)`).join(' or '));
const summed = sql.raw(FIGURES.map(([, column]) => `sum(${column}) as ${column}`).join(', '));

/** What each rollup must hold: the hours it sums (migration 0023 fills them the same way). */
const memberDaysFromHours = sql`select member_id, ${utc('hour')}::date as day, ${summed}, ${betHourBits('bets', utc('hour'))} as bet_hours
  from member_hour_stats group by 1, 2`;
const memberMonthsFromHours = sql`select member_id, date_trunc('month', ${utc('hour')})::date as month, ${summed},
  ${betDayBits('bets', utc('hour'))} as bet_days from member_hour_stats group by 1, 2`;
const teamDaysFromHours = sql`select upline_id, ${utc('hour')}::date as day, shard, ${summed} from team_hour_stats group by 1, 2, 3`;

const upline = sql`up(member_id, upline_id, depth) as (
  select id, parent_id, 1 from members where parent_id is not null
  union all
  select up.member_id, m.parent_id, up.depth + 1 from up join members m on m.id = up.upline_id
  where m.parent_id is not null and up.depth < ${TEAM_MAX_DEPTH}
)`;

export interface StatsMismatches {
  memberHours: number;
  teamHours: number;
  teamLinks: number;
  memberDays: number;
  memberMonths: number;
  teamDays: number;
}

/** What a healthy database answers. */
export const NO_MISMATCHES: StatsMismatches = { memberHours: 0, teamHours: 0, teamLinks: 0, memberDays: 0, memberMonths: 0, teamDays: 0 };

export const reportStatsMismatches = async (on: LedgerDb): Promise<StatsMismatches> => {
  const db = dbOf(on);
  const members = await db.execute(sql`
    select count(*)::int as n from member_hour_stats kept
    full join report_stats_source src on src.member_id = kept.member_id and src.hour = kept.hour
    where ${differs('kept', 'src')}`);
  const teams = await db.execute(sql`
    with recursive ${upline},
    expected as (
      select up.upline_id, s.hour, ${summed} from member_hour_stats s join up on up.member_id = s.member_id group by 1, 2
    ),
    kept as (select upline_id, hour, ${summed} from team_hour_stats group by 1, 2)
    select count(*)::int as n from kept full join expected on expected.upline_id = kept.upline_id and expected.hour = kept.hour
    where ${differs('kept', 'expected')}`);
  const links = await db.execute(sql`
    with recursive ${upline}
    select count(*)::int as n from team_members kept
    full join up on up.member_id = kept.member_id and up.upline_id = kept.upline_id
    where up.member_id is null or kept.member_id is null or up.depth <> kept.level`);
  const memberDays = await db.execute(sql`
    select count(*)::int as n from member_day_stats kept
    full join (${memberDaysFromHours}) src on src.member_id = kept.member_id and src.day = kept.day
    where ${differs('kept', 'src')} or kept.bet_hours is distinct from src.bet_hours`);
  const memberMonths = await db.execute(sql`
    select count(*)::int as n from member_month_stats kept
    full join (${memberMonthsFromHours}) src on src.member_id = kept.member_id and src.month = kept.month
    where ${differs('kept', 'src')} or kept.bet_days is distinct from src.bet_days`);
  const teamDays = await db.execute(sql`
    select count(*)::int as n from team_day_stats kept
    full join (${teamDaysFromHours}) src on src.upline_id = kept.upline_id and src.day = kept.day and src.shard = kept.shard
    where ${differs('kept', 'src')}`);
  const count = (result: unknown) => Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  return {
    memberHours: count(members),
    teamHours: count(teams),
    teamLinks: count(links),
    memberDays: count(memberDays),
    memberMonths: count(memberMonths),
    teamDays: count(teamDays),
  };
};

/**
 * Writes every figure again from the rows, in one transaction: first deposits from the deposits,
 * member hours from `report_stats_source`, upline hours from the member hours, and the day and
 * month rollups from the hours; every upline's version moves on.
 */
export const rebuildReportStats = async (on: LedgerDb): Promise<void> => {
  const columns = sql.raw(FIGURES.map(([, column]) => column).join(', '));
  await dbOf(on).transaction(async (tx) => {
    await tx.execute(sql`lock table member_hour_stats, team_hour_stats, member_day_stats, member_month_stats, team_day_stats in exclusive mode`);
    for (const table of ['team_day_stats', 'member_month_stats', 'member_day_stats', 'team_hour_stats', 'member_hour_stats']) {
      await tx.execute(sql.raw(`delete from ${table}`));
    }
    await tx.execute(sql`
      update members m set first_deposit_at = e.at
      from (select member_id, min(at) as at from report_stats_events where first_deposits > 0 group by member_id) e
      where m.id = e.member_id and m.first_deposit_at is distinct from e.at`);
    await tx.execute(
      sql`insert into member_hour_stats (member_id, hour, ${columns}) select member_id, hour, ${columns} from report_stats_source order by hour, member_id`,
    );
    await tx.execute(sql`
      with recursive ${upline}
      insert into team_hour_stats (upline_id, hour, shard, ${columns})
      select up.upline_id, s.hour, (s.member_id % ${TEAM_SHARDS})::smallint, ${sql.raw(FIGURES.map(([, column]) => `sum(s.${column})`).join(', '))}
      from member_hour_stats s join up on up.member_id = s.member_id
      group by 1, 2, 3`);
    await tx.execute(sql`insert into member_day_stats (member_id, day, ${columns}, bet_hours) select * from (${memberDaysFromHours}) s`);
    await tx.execute(sql`insert into member_month_stats (member_id, month, ${columns}, bet_days) select * from (${memberMonthsFromHours}) s`);
    await tx.execute(sql`insert into team_day_stats (upline_id, day, shard, ${columns}) select * from (${teamDaysFromHours}) s`);
    // Every cached report is stale now.
    await tx.execute(sql`
      insert into team_stats_versions (upline_id, shard, version)
      select distinct upline_id, (member_id % ${TEAM_SHARDS})::smallint, 1 from team_members order by 1, 2
      on conflict (upline_id, shard) do update set version = team_stats_versions.version + 1`);
  });
};
