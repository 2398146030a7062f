import { sql, type SQL } from 'drizzle-orm';

/*
 * Where the agent reports read their figures. The ledger keeps them per UTC hour
 * (schema/reports.ts), which serves every zone whose days start on whole hours; a period of any
 * other zone cuts through hours, so it is summed from the events themselves (the
 * `report_stats_events` view), which is exact and slower.
 */

const HOUR_MS = 3_600_000;

export const onWholeHours = (from: Date, to: Date): boolean => from.getTime() % HOUR_MS === 0 && to.getTime() % HOUR_MS === 0;

export const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** Each figure summed, as text (bigint sums overflow JavaScript numbers). */
export const summedFigures = (columns: readonly string[]): SQL => sql.raw(columns.map((column) => `coalesce(sum(${column}), 0)::text as ${column}`).join(', '));

/**
 * `member_id, at` and the figures of the accounts below `agentId` between two instants, one row
 * per member and hour (or per event). The team is joined as a table, not as a list to look each
 * account up by, so the planner can read a period's rows in one range of hours.
 */
export const teamMemberFigures = (agentId: number, from: Date, to: Date): SQL =>
  onWholeHours(from, to)
    ? sql`select s.hour as at, s.* from member_hour_stats s join team_members t on t.member_id = s.member_id and t.upline_id = ${agentId}
        where s.hour >= ${instant(from)} and s.hour < ${instant(to)}`
    : sql`select e.* from report_stats_events e join team_members t on t.member_id = e.member_id and t.upline_id = ${agentId}
        where e.at >= ${instant(from)} and e.at < ${instant(to)}`;
