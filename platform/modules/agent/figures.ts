import { sql, type SQL } from 'drizzle-orm';
import { activityPieces, signedPieces, type Grain, type Piece } from './periods.ts';

/*
 * Where the agent reports read their figures. The ledger keeps them per UTC hour, day and month
 * (schema/reports.ts), which serve every zone whose days start on whole hours: a period is read as
 * signed pieces of those (periods.ts). A period of any other zone cuts through hours, so it is
 * summed from the events themselves (the `report_stats_events` view), which is exact and slower.
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
    ? sql`select s.hour as at, s.*, t.level from member_hour_stats s join team_members t on t.member_id = s.member_id and t.upline_id = ${agentId}
        where s.hour >= ${instant(from)} and s.hour < ${instant(to)}`
    : sql`select e.*, t.level from report_stats_events e join team_members t on t.member_id = e.member_id and t.upline_id = ${agentId}
        where e.at >= ${instant(from)} and e.at < ${instant(to)}`;

const TABLES = {
  member: { month: ['member_month_stats', 'month'], day: ['member_day_stats', 'day'], hour: ['member_hour_stats', 'hour'] },
  team: { day: ['team_day_stats', 'day'], hour: ['team_hour_stats', 'hour'] },
} as const;

/** A Postgres array literal of plain values (numbers, ISO instants, `YYYY-MM-DD`): one parameter, whatever its length. */
const arrayOf = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

const keyOf = (grain: Grain, at: Date) => (grain === 'hour' ? at.toISOString() : at.toISOString().slice(0, 10));

/**
 * The rows of `pieces` (periods.ts), each figure already times its piece's sign, with the piece's
 * `bucket` (and, for members, `member_id` and `level`) beside it: sum them per bucket and per
 * member for the exact figures of each bucket. `agentId` scopes them to the upline's own team
 * rows, or to the member rows of its team. Each distinct range is read once, by its index, however
 * many buckets it counts in: the edge hours of one day of a zone are taken from the day before it
 * and added to it. The ranges travel as arrays, so the statement's text, and its plan, are the
 * same for every period.
 */
const signedRows = (agentId: number, pieces: readonly (Piece & { bucket: string })[], of: 'member' | 'team', columns: readonly string[]): SQL => {
  const figures = sql.raw(columns.map((column) => `u.sign * s.${column} as ${column}`).join(', '));
  const grains = of === 'member' ? (['month', 'day', 'hour'] as const) : (['day', 'hour'] as const);
  const selects = grains.map((grain) => {
    const [table, key] = (TABLES[of] as Record<Grain, readonly [string, string]>)[grain];
    const ranges = new Map<string, number>();
    const starts: string[] = [];
    const ends: string[] = [];
    const uses = { ids: [] as number[], buckets: [] as string[], signs: [] as number[] };
    for (const piece of pieces.filter((p) => p.grain === grain)) {
      const range = `${keyOf(grain, piece.from)}/${keyOf(grain, piece.to)}`;
      let id = ranges.get(range);
      if (id === undefined) {
        id = ranges.size;
        ranges.set(range, id);
        starts.push(keyOf(grain, piece.from));
        ends.push(keyOf(grain, piece.to));
      }
      uses.ids.push(id);
      uses.buckets.push(piece.bucket || '-');
      uses.signs.push(piece.sign);
    }
    const type = sql.raw(grain === 'hour' ? 'timestamptz' : 'date');
    const [k, t] = [sql.raw(key), sql.raw(table)];
    const rangeList = sql`unnest(${arrayOf(starts)}::${type}[], ${arrayOf(ends)}::${type}[]) with ordinality r(f, t, n)`;
    const rows =
      of === 'member'
        ? sql`select s.*, tm.level, r.n - 1 as range_id from ${rangeList}
            cross join lateral (select * from ${t} s where s.${k} >= r.f and s.${k} < r.t offset 0) s
            join team_members tm on tm.member_id = s.member_id and tm.upline_id = ${agentId}`
        : sql`select s.*, r.n - 1 as range_id from ${rangeList}
            cross join lateral (select * from ${t} s where s.upline_id = ${agentId} and s.${k} >= r.f and s.${k} < r.t offset 0) s`;
    const useList = sql`unnest(${arrayOf(uses.ids)}::int[], ${arrayOf(uses.buckets)}::text[], ${arrayOf(uses.signs)}::int[]) u(range_id, bucket, sign)`;
    return sql`select u.bucket, ${of === 'member' ? sql`s.member_id, s.level` : sql`null::bigint as member_id, null::int as level`}, ${figures}
        from (${rows}) s join ${useList} on u.range_id = s.range_id`;
  });
  return sql.join(selects, sql` union all `);
};

/** An upline's team figures per bucket: each bucket is a period of whole hours (a day of the agent's zone). */
export const teamBucketRows = (agentId: number, buckets: readonly { bucket: string; from: Date; to: Date }[], columns: readonly string[]): SQL =>
  signedRows(
    agentId,
    buckets.flatMap(({ bucket, from, to }) => signedPieces(from, to, ['day', 'hour']).map((piece) => ({ ...piece, bucket }))),
    'team',
    columns,
  );

/**
 * Each account of the team with its figures over one period of whole hours: `member_id`, `level`
 * and the figures. A period that is whole UTC months or days reads one row per account as it is;
 * any other is summed per account.
 */
export const memberPeriodFigures = (agentId: number, from: Date, to: Date, columns: readonly string[]): SQL => {
  const pieces = signedPieces(from, to, ['month', 'day', 'hour']).map((piece) => ({ ...piece, bucket: '' }));
  const rows = signedRows(agentId, pieces, 'member', columns);
  if (pieces.length === 1) return sql`select s.member_id, s.level, ${sql.raw(columns.map((column) => `s.${column}`).join(', '))} from (${rows}) s`;
  const sums = sql.raw(columns.map((column) => `sum(s.${column})::${column === 'bets' ? 'int' : 'bigint'} as ${column}`).join(', '));
  return sql`select s.member_id, s.level, ${sums} from (${rows}) s group by 1, 2`;
};

/** How many accounts of the team bet at least once in a period of whole hours. */
export const teamBettors = (agentId: number, from: Date, to: Date): SQL => {
  const pieces = activityPieces(from, to);
  const matches = (grain: 'day' | 'month') => {
    const [table, key, bitsColumn] = grain === 'day' ? ['member_day_stats', 'day', 'bet_hours'] : ['member_month_stats', 'month', 'bet_days'];
    const own = pieces.filter((piece) => piece.grain === grain);
    if (!own.length) return [];
    const conditions = sql.join(
      own.map((piece) => sql`(s.${sql.raw(key)} = ${piece.at}::date and s.${sql.raw(bitsColumn)} & ${piece.mask} <> 0)`),
      sql` or `,
    );
    return [sql`select s.member_id from ${sql.raw(table)} s where ${conditions}`];
  };
  const sources = [...matches('month'), ...matches('day')];
  if (!sources.length) return sql`select 0`;
  // A member has a row in each month or day it played: counted once.
  return sql`select count(distinct b.member_id)::int from (${sql.join(sources, sql` union all `)}) b
    join team_members t on t.member_id = b.member_id and t.upline_id = ${agentId}`;
};
