import { sql, type SQL } from 'drizzle-orm';
import { LOSS_PAGE_SIZE, type LossQuery, type LossSort, type LossStatement } from '../../../contract/agent-loss.ts';
import type { PnlPeriod } from '../../../contract/bet-records.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { endOfDay, gmtOffset, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { settleDue } from '../lottery/index.ts';
import { periodsOf, periodStart } from '../member/index.ts';
import { memberPeriodFigures, onWholeHours, summedFigures, teamMemberFigures } from './figures.ts';
import { teamReport } from './report-cache.ts';
import { requireInTeam, rowsOf } from './scope.ts';

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

const pageJson = (order: SQL) => sql`coalesce(json_agg(json_build_object('member_id', page.member_id, 'account', page.account, 'level', page.level,
  'bets', page.bets::text, 'stake', page.stake::text, 'valid_stake', page.valid_stake::text, 'win', page.win::text,
  'bonuses', page.bonuses::text, 'rebates', page.rebates::text) order by ${order}), '[]'::json)`;

interface Window {
  from: Date;
  to: Date;
  filters: SQL;
  order: SQL;
  offset: number;
}

/**
 * Every matching account's figures over the period, then sorted. A zone whose days start on whole
 * hours reads each account's month, day and hour rows that add up to the period (periods.ts):
 * one row per account for a UTC month, whatever its play. Other zones sum the events themselves.
 * An account is listed when any of its figures in the period is not zero, so the totals are the
 * team's.
 */
const byFigure = (agentId: number, w: Window) => {
  const per = onWholeHours(w.from, w.to)
    ? memberPeriodFigures(agentId, w.from, w.to, FIGURE_COLUMNS)
    : sql`select s.member_id, s.level, sum(s.bets)::int as bets, sum(s.stake)::bigint as stake, sum(s.valid_stake)::bigint as valid_stake,
        sum(s.win)::bigint as win, sum(s.bonuses)::bigint as bonuses, sum(s.rebates)::bigint as rebates
        from (${teamMemberFigures(agentId, w.from, w.to)}) s group by 1, 2`;
  return sql`
  with per as (${per}),
  statement as (
    select per.*, m.account, (per.win - per.valid_stake + per.bonuses + per.rebates) as net
    from per join members m on m.id = per.member_id
    where (per.bets <> 0 or per.stake <> 0 or per.valid_stake <> 0 or per.win <> 0 or per.bonuses <> 0 or per.rebates <> 0) ${w.filters}
  )
  select count(*)::int as total, ${SUMS},
    (select ${pageJson(w.order)} from (select * from statement order by ${w.order} limit ${LOSS_PAGE_SIZE} offset ${w.offset}) page) as list
  from statement`;
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
  const key = ['loss', zone, gmtOffset(p.now(), zone), startDate, q.period, q.sort, q.order, q.page, q.username ?? '', q.level ?? '', q.memberId ?? ''].join(
    '\u0000',
  );
  return teamReport(p, agentId, key, async () => {
    const filters = sql.join(
      [q.username ? sql`and m.account like ${`%${escapeLike(q.username)}%`}` : sql``, q.level ? sql`and per.level = ${q.level}` : sql``],
      sql` `,
    );
    const order = sql.raw(`${SORT_COLUMNS[q.sort]} ${q.order === 'desc' ? 'desc' : 'asc'}, account`);
    const w: Window = { from, to, filters, order, offset: (q.page - 1) * LOSS_PAGE_SIZE };
    const [found] = rowsOf<Found>(await p.db.execute(byFigure(agentId, w)));
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
  });
};
