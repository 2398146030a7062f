import { sql } from 'drizzle-orm';
import type { OverviewDay, OverviewQuery, OverviewRange, TeamOverview } from '../../../contract/agent-overview.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { endOfDay, gmtOffset, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { settleDue } from '../lottery/index.ts';
import { periodStart } from '../member/index.ts';
import { instant, onWholeHours, summedFigures, teamBettors, teamBucketRows, teamMemberFigures } from './figures.ts';
import { teamReport } from './report-cache.ts';
import { rowsOf } from './scope.ts';

type CheckedQuery = Omit<OverviewQuery, 'range'> & { range: OverviewRange };

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days a range covers, in the zone, today being the zone's today. */
export const rangeOf = (q: CheckedQuery, now: Date, zone: string): { startDate: string; endDate: string } => {
  const today = zonedDateTime(now, zone).slice(0, 10);
  switch (q.range) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: addDays(today, -1), endDate: addDays(today, -1) };
    case 'week':
      return { startDate: periodStart('weekly', today), endDate: today };
    case 'month':
      return { startDate: periodStart('monthly', today), endDate: today };
    case 'custom':
      return { startDate: q.startDate ?? today, endDate: q.endDate ?? today };
  }
};

interface Sums {
  day: string;
  bets: string;
  stake: string;
  valid_stake: string;
  win: string;
  deposits: string;
  first_deposits: string;
  first_deposit_amount: string;
  withdrawals: string;
  bonuses: string;
  rebates: string;
}

/** The zone's days from `startDate` to `endDate`, each as the instants it spans. */
const daysOf = (startDate: string, endDate: string, zone: string) => {
  const days: { bucket: string; from: Date; to: Date }[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push({ bucket: day, from: startOfDay(day, zone), to: endOfDay(day, zone) });
  return days;
};

const FIGURE_COLUMNS = ['bets', 'stake', 'valid_stake', 'win', 'deposits', 'first_deposits', 'first_deposit_amount', 'withdrawals', 'bonuses', 'rebates'];
const SUMS = summedFigures(FIGURE_COLUMNS);

/**
 * The team's figures per day of the zone. A zone whose days start on whole UTC hours (nearly all)
 * reads the upline's own day rows, corrected by the hours at each day's edges: a few dozen rows a
 * day, whatever the team's size. Other zones sum the team's events.
 */
const dailySums = async (p: Platform, agentId: number, startDate: string, endDate: string, zone: string): Promise<Sums[]> => {
  const days = daysOf(startDate, endDate, zone);
  const [from, to] = [startOfDay(startDate, zone), endOfDay(endDate, zone)];
  if (days.every((day) => onWholeHours(day.from, day.to))) {
    const rows = await p.db.execute(sql`select s.bucket as day, ${SUMS} from (${teamBucketRows(agentId, days, FIGURE_COLUMNS)}) s group by 1 order by 1`);
    return rowsOf<Sums>(rows);
  }
  const rows = await p.db.execute(sql`
    select to_char(s.at at time zone ${zone}, 'YYYY-MM-DD') as day, ${SUMS}
    from (${teamMemberFigures(agentId, from, to)}) s group by 1 order by 1`);
  return rowsOf<Sums>(rows);
};

/**
 * How big the team is, who joined it in the period, and who of it bet in the period: team_members,
 * members by registration time, and the bet bits of the members' day and month rows.
 */
const headcount = async (p: Platform, agentId: number, from: Date, to: Date) => {
  const [since, until] = [instant(from), instant(to)];
  const active = onWholeHours(from, to)
    ? teamBettors(agentId, from, to)
    : sql`select count(distinct e.member_id)::int from report_stats_events e join team_members t on t.member_id = e.member_id and t.upline_id = ${agentId}
        where e.bets > 0 and e.at >= ${since} and e.at < ${until}`;
  const rows = await p.db.execute(sql`
    select
      (select count(*)::int from members where parent_id = ${agentId}) as direct,
      (select count(*)::int from team_members where upline_id = ${agentId}) as "all",
      (select count(*)::int from members m join team_members t on t.member_id = m.id and t.upline_id = ${agentId}
        where m.created_at >= ${since} and m.created_at < ${until}) as registrations,
      (${active}) as active`);
  const [row] = rowsOf<{ direct: number; all: number; registrations: number; active: number }>(rows);
  return { direct: Number(row?.direct ?? 0), all: Number(row?.all ?? 0), registrations: Number(row?.registrations ?? 0), active: Number(row?.active ?? 0) };
};

const MONEY = ['deposits', 'withdrawals', 'stake', 'validStake', 'win', 'bonuses', 'rebates', 'firstDepositAmount'] as const;
type Totals = Record<(typeof MONEY)[number], bigint> & { bets: number; firstDeposits: number };

const totalsOf = (row: Sums | undefined): Totals => {
  const n = (value: string | undefined) => BigInt(value ?? '0');
  return {
    bets: Number(row?.bets ?? 0),
    firstDeposits: Number(row?.first_deposits ?? 0),
    deposits: n(row?.deposits),
    withdrawals: n(row?.withdrawals),
    stake: n(row?.stake),
    validStake: n(row?.valid_stake),
    win: n(row?.win),
    bonuses: n(row?.bonuses),
    rebates: n(row?.rebates),
    firstDepositAmount: n(row?.first_deposit_amount),
  };
};

const add = (a: Totals, b: Totals): Totals => ({
  ...(Object.fromEntries(MONEY.map((key) => [key, a[key] + b[key]])) as Record<(typeof MONEY)[number], bigint>),
  bets: a.bets + b.bets,
  firstDeposits: a.firstDeposits + b.firstDeposits,
});

const figuresOf = (t: Totals) => ({
  bets: t.bets,
  deposits: formatMinor(t.deposits),
  withdrawals: formatMinor(t.withdrawals),
  stake: formatMinor(t.stake),
  validStake: formatMinor(t.validStake),
  win: formatMinor(t.win),
  bonuses: formatMinor(t.bonuses),
  rebates: formatMinor(t.rebates),
  net: formatMinor(t.win - t.validStake + t.bonuses + t.rebates),
});

/** The caller's whole team over the asked period, with every day of that period. */
export const teamOverview = async (p: Platform, agentId: number, q: CheckedQuery): Promise<TeamOverview> => {
  const zone = q.timeZone ?? 'UTC';
  const { startDate, endDate } = rangeOf(q, p.now(), zone);
  const offset = gmtOffset(p.now(), zone);
  await settleDue(p);
  return teamReport(p, agentId, `overview\u0000${q.range}\u0000${zone}\u0000${offset}\u0000${startDate}\u0000${endDate}`, async () => {
    const [from, to] = [startOfDay(startDate, zone), endOfDay(endDate, zone)];
    const [sums, heads] = await Promise.all([dailySums(p, agentId, startDate, endDate, zone), headcount(p, agentId, from, to)]);
    const byDay = new Map(sums.map((row) => [row.day, totalsOf(row)]));
    const days: OverviewDay[] = [];
    let whole = totalsOf(undefined);
    for (let day = startDate; day <= endDate; day = addDays(day, 1)) {
      const totals = byDay.get(day) ?? totalsOf(undefined);
      whole = add(whole, totals);
      days.push({ day, ...figuresOf(totals) });
    }
    return {
      range: q.range,
      startDate,
      endDate,
      gmtOffset: offset,
      team: { direct: heads.direct, all: heads.all },
      registrations: heads.registrations,
      active: heads.active,
      firstDeposits: whole.firstDeposits,
      firstDepositAmount: formatMinor(whole.firstDepositAmount),
      ...figuresOf(whole),
      days,
    };
  });
};
