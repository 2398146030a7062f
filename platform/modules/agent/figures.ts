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
 * `member_id, at` and the figures of the team's accounts between two instants, one row per member
 * and hour (or per event). It reads the `team` of a `WITH RECURSIVE` (scope.ts teamCte).
 */
export const teamMemberFigures = (from: Date, to: Date): SQL =>
  onWholeHours(from, to)
    ? sql`select hour as at, * from member_hour_stats
        where member_id in (select id from team) and hour >= ${instant(from)} and hour < ${instant(to)}`
    : sql`select * from report_stats_events
        where member_id in (select id from team) and at >= ${instant(from)} and at < ${instant(to)}`;
