import { sql } from 'drizzle-orm';
import type { OverviewDay, OverviewQuery, OverviewRange, TeamOverview } from '../../../contract/agent-overview.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { endOfDay, gmtOffset, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { settleDue } from '../lottery/index.ts';
import { periodStart } from '../member/index.ts';
import { instant, onWholeHours, summedFigures, teamMemberFigures } from './figures.ts';
import { rowsOf, teamCte } from './scope.ts';

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

const SUMS = summedFigures(['bets', 'stake', 'valid_stake', 'win', 'deposits', 'first_deposits', 'first_deposit_amount', 'withdrawals', 'bonuses', 'rebates']);

/**
 * The team's figures per day of the zone. A zone whose days start on whole UTC hours (nearly all)
 * reads the uplines' hourly rows: a few hundred rows for a month, whatever the team's size.
 */
const dailySums = async (p: Platform, agentId: number, from: Date, to: Date, zone: string): Promise<Sums[]> => {
  const source = onWholeHours(from, to)
    ? sql`select hour as at, * from team_hour_stats where upline_id = ${agentId} and hour >= ${instant(from)} and hour < ${instant(to)}`
    : sql`with recursive ${teamCte(agentId)} ${teamMemberFigures(from, to)}`;
  const rows = await p.db.execute(sql`
    select to_char(s.at at time zone ${zone}, 'YYYY-MM-DD') as day, ${SUMS}
    from (${source}) s group by 1 order by 1`);
  return rowsOf<Sums>(rows);
};

/** How big the team is, who joined it in the period, and who of it bet in the period. */
const headcount = async (p: Platform, agentId: number, from: Date, to: Date) => {
  const [since, until] = [instant(from), instant(to)];
  const rows = await p.db.execute(sql`
    with recursive ${teamCte(agentId)}
    select
      count(*) filter (where team.level = 1)::int as direct,
      count(*)::int as "all",
      count(*) filter (where m.created_at >= ${since} and m.created_at < ${until})::int as registrations,
      (select count(distinct b.member_id)::int from (${teamMemberFigures(from, to)}) b where b.bets > 0) as active
    from team join members m on m.id = team.id`);
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
  const [from, to] = [startOfDay(startDate, zone), endOfDay(endDate, zone)];
  await settleDue(p);
  const [sums, heads] = await Promise.all([dailySums(p, agentId, from, to, zone), headcount(p, agentId, from, to)]);
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
    gmtOffset: gmtOffset(p.now(), zone),
    team: { direct: heads.direct, all: heads.all },
    registrations: heads.registrations,
    active: heads.active,
    firstDeposits: whole.firstDeposits,
    firstDepositAmount: formatMinor(whole.firstDepositAmount),
    ...figuresOf(whole),
    days,
  };
};
