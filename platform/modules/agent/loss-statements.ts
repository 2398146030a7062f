import { sql, type SQL } from 'drizzle-orm';
import { LOSS_PAGE_SIZE, type LossQuery, type LossSort, type LossStatement } from '../../../contract/agent-loss.ts';
import type { PnlPeriod } from '../../../contract/bet-records.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { endOfDay, gmtOffset, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { settleDue } from '../lottery/index.ts';
import { periodsOf, periodStart } from '../member/index.ts';
import { instant, onWholeHours, summedFigures, teamMemberFigures } from './figures.ts';
import { requireInTeam, rowsOf, teamCte } from './scope.ts';

type CheckedQuery = Omit<LossQuery, 'period' | 'sort' | 'order' | 'page' | 'level' | 'memberId'> & {
  period: PnlPeriod;
  sort: LossSort;
  order: 'asc' | 'desc';
  page: number;
  level?: number | undefined;
  memberId?: number | undefined;
};

interface Figures {
  bets: string;
  stake: string;
  valid_stake: string;
  win: string;
  bonuses: string;
  rebates: string;
}

const FIGURE_COLUMNS = ['bets', 'stake', 'valid_stake', 'win', 'bonuses', 'rebates'];
const SUMS = summedFigures(FIGURE_COLUMNS);
/** The statement's order: every sort key names a column of `statement` below. */
const SORT_COLUMNS: Record<LossSort, string> = {
  account: 'account',
  level: 'level',
  bets: 'bets',
  stake: 'stake',
  validStake: 'valid_stake',
  win: 'win',
  bonuses: 'bonuses',
  rebates: 'rebates',
  net: 'net',
};

const figuresOf = (row: Figures) => {
  const [validStake, win, bonuses, rebates] = [row.valid_stake, row.win, row.bonuses, row.rebates].map((v) => BigInt(v)) as [bigint, bigint, bigint, bigint];
  return {
    bets: Number(row.bets),
    stake: formatMinor(BigInt(row.stake)),
    validStake: formatMinor(validStake),
    win: formatMinor(win),
    bonuses: formatMinor(bonuses),
    rebates: formatMinor(rebates),
    net: formatMinor(win - validStake + bonuses + rebates),
  };
};

/** The whole period that holds `day`: no period is longer than 31 days. */
const periodOf = (period: PnlPeriod, day: string) => {
  const startDate = periodStart(period, day);
  const within = new Date(Date.parse(`${startDate}T00:00:00Z`) + 31 * 86_400_000).toISOString().slice(0, 10);
  return { startDate, endDate: periodsOf(period, startDate, within)[0]?.endDate ?? startDate };
};

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** One account's days of the period, with figures only. */
const memberDays = async (p: Platform, agentId: number, memberId: number, from: Date, to: Date, zone: string) => {
  await requireInTeam(p, agentId, memberId);
  const rows = await p.db.execute(sql`
    select to_char(s.at at time zone ${zone}, 'YYYY-MM-DD') as day, ${SUMS}
    from (${teamMemberFigures(agentId, from, to)}) s where s.member_id = ${memberId} group by 1 order by 1`);
  const [account] = rowsOf<{ account: string }>(await p.db.execute(sql`select account from members where id = ${memberId}`));
  return { memberId, account: account?.account ?? '', days: rowsOf<Figures & { day: string }>(rows).map((row) => ({ day: row.day, ...figuresOf(row) })) };
};

interface Found extends Figures {
  total: number;
  list: unknown;
}

const PAGE_JSON = sql`coalesce(json_agg(json_build_object('member_id', page.member_id, 'account', page.account, 'level', page.level,
  'bets', page.bets::text, 'stake', page.stake::text, 'valid_stake', page.valid_stake::text, 'win', page.win::text,
  'bonuses', page.bonuses::text, 'rebates', page.rebates::text) order by page.position), '[]'::json)`;

interface Window {
  from: Date;
  to: Date;
  filters: SQL;
  order: SQL;
  offset: number;
}

/**
 * Every matching account's figures summed, then sorted. A day is a few thousand hourly rows even for
 * a large team; a month sorted by a figure is a few hundred thousand, the statement's slow path.
 */
const byFigure = (agentId: number, w: Window) => sql`
  with ${teamCte(agentId)},
  per as (
    select s.member_id, ${SUMS}, count(*) filter (where s.bets > 0 or s.bonuses <> 0 or s.rebates <> 0) as active_hours
    from (${teamMemberFigures(agentId, w.from, w.to)}) s group by s.member_id
  ),
  statement as (
    select m.id as member_id, m.account, team.level, per.bets::int as bets, per.stake::bigint as stake,
      per.valid_stake::bigint as valid_stake, per.win::bigint as win, per.bonuses::bigint as bonuses, per.rebates::bigint as rebates,
      (per.win::bigint - per.valid_stake::bigint + per.bonuses::bigint + per.rebates::bigint) as net
    from per join team on team.id = per.member_id join members m on m.id = per.member_id
    where per.active_hours > 0 ${w.filters}
  )
  select count(*)::int as total, ${SUMS},
    (select ${PAGE_JSON} from (select *, row_number() over (order by ${w.order}) as position from statement
      order by ${w.order} limit ${LOSS_PAGE_SIZE} offset ${w.offset}) page) as list
  from statement`;

/**
 * A period longer than two days sorted by account or level (whole-hour zones): the page's accounts are found first, each by
 * whether it has any hour with figures, and only theirs are summed. The totals of an unfiltered
 * statement are the uplines' own hourly rows.
 */
const byAccount = (agentId: number, w: Window, filtered: boolean) => {
  const [since, until] = [instant(w.from), instant(w.to)];
  const totals = filtered
    ? sql`select ${SUMS} from member_hour_stats s join shown on shown.member_id = s.member_id where s.hour >= ${since} and s.hour < ${until}`
    : sql`select ${SUMS} from team_hour_stats where upline_id = ${agentId} and hour >= ${since} and hour < ${until}`;
  return sql`
  with ${teamCte(agentId)},
  shown as (
    select team.id as member_id, m.account, team.level from team join members m on m.id = team.id
    where exists (select 1 from member_hour_stats s where s.member_id = team.id and s.hour >= ${since} and s.hour < ${until}
      and (s.bets > 0 or s.bonuses <> 0 or s.rebates <> 0)) ${w.filters}
  ),
  listed as (select *, row_number() over (order by ${w.order}) as position from shown order by ${w.order} limit ${LOSS_PAGE_SIZE} offset ${w.offset}),
  page as (
    select listed.*, per.bets, per.stake, per.valid_stake, per.win, per.bonuses, per.rebates from listed
    join lateral (select ${SUMS} from member_hour_stats s where s.member_id = listed.member_id and s.hour >= ${since} and s.hour < ${until}) per on true
  ),
  total as (${totals})
  select (select count(*)::int from shown) as total, total.*, (select ${PAGE_JSON} from page) as list from total`;
};

/**
 * The team's accounts with figures in one period, each with its profit and loss, sorted and paged,
 * with the totals of every account the filter matches; and, when asked, one account's days.
 */
export const lossStatement = async (p: Platform, agentId: number, q: CheckedQuery): Promise<LossStatement> => {
  const zone = q.timeZone ?? 'UTC';
  const { startDate, endDate } = periodOf(q.period, q.date ?? zonedDateTime(p.now(), zone).slice(0, 10));
  const [from, to] = [startOfDay(startDate, zone), endOfDay(endDate, zone)];
  await settleDue(p);
  const filters = sql.join(
    [q.username ? sql`and m.account like ${`%${escapeLike(q.username)}%`}` : sql``, q.level ? sql`and team.level = ${q.level}` : sql``],
    sql` `,
  );
  const order = sql.raw(`${SORT_COLUMNS[q.sort]} ${q.order === 'desc' ? 'desc' : 'asc'}, account`);
  const w: Window = { from, to, filters, order, offset: (q.page - 1) * LOSS_PAGE_SIZE };
  // A day's statement sums its few rows outright; a longer one, sorted by name or level, sums only its page.
  const long = to.getTime() - from.getTime() > 2 * 86_400_000;
  const fast = long && onWholeHours(from, to) && (q.sort === 'account' || q.sort === 'level');
  const [found] = rowsOf<Found>(await p.db.execute(fast ? byAccount(agentId, w, !!(q.username || q.level)) : byFigure(agentId, w)));
  const listed = (typeof found?.list === 'string' ? JSON.parse(found.list) : (found?.list ?? [])) as (Figures & {
    member_id: number;
    account: string;
    level: number;
  })[];
  return {
    period: q.period,
    startDate,
    endDate,
    gmtOffset: gmtOffset(p.now(), zone),
    list: listed.map((row) => ({ memberId: Number(row.member_id), account: row.account, level: Number(row.level), ...figuresOf(row) })),
    page: q.page,
    pageSize: LOSS_PAGE_SIZE,
    total: Number(found?.total ?? 0),
    totals: figuresOf(found ?? { bets: '0', stake: '0', valid_stake: '0', win: '0', bonuses: '0', rebates: '0' }),
    member: q.memberId ? await memberDays(p, agentId, q.memberId, from, to, zone) : null,
  };
};
