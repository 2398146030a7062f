import { sql } from 'drizzle-orm';
import { AGENT_LIST_PAGE_SIZE, INCOME_KINDS, type IncomeSource, type MyIncome, type MyIncomeQuery } from '../../../contract/agent-lists.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { endOfDay, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { periodsOf } from '../member/index.ts';
import { rowsOf } from './scope.ts';
import { at, listWindow, minor } from './team-lists.ts';

/*
 * My income (`ACSFE_getMyIncome`): what was credited to the agent's own wallet as income, the
 * ledger kinds INCOME_KINDS names, summed per period of the asked type and listed one by one.
 */

const incomeKinds = sql.join(
  Object.keys(INCOME_KINDS).map((kind) => sql`${kind}`),
  sql`, `,
);

/** `income`: the credits of an income kind on the agent's wallet between `since` and `until`. */
const incomeOf = (agentId: number, since: string, until: string) => sql`with income as (
  select p.id, p.amount, p.created_at, tx.kind, tx.reference
  from ledger_accounts a join ledger_postings p on p.account_id = a.id join ledger_transactions tx on tx.id = p.transaction_id
  where a.member_id = ${agentId} and a.kind = 'wallet' and p.amount > 0 and tx.kind in (${incomeKinds})
    and p.created_at >= ${at(since)} and p.created_at < ${at(until)}
)`;

interface RawEntry {
  id: string;
  amount: string;
  created_at: string | Date;
  kind: string;
  reference: string | null;
}

/** The payments' order: newest first unless asked otherwise; ties newest first. */
const orderOf = (q: MyIncomeQuery) => {
  const sort = q.sort ?? 'time';
  const way = (q.order ?? (sort === 'time' ? 'desc' : 'asc')) === 'desc' ? 'desc' : 'asc';
  return sql.raw(sort === 'amount' ? `income.amount ${way}, income.id desc` : `income.created_at ${way}, income.id ${way}`);
};

export const myIncome = async (p: Platform, agentId: number, q: MyIncomeQuery): Promise<MyIncome> => {
  const w = listWindow(p, q);
  const ranges = periodsOf(q.period, w.startDate, w.endDate);
  const thresholds = `{${[...ranges.map((range) => startOfDay(range.startDate, w.zone)), endOfDay(w.endDate, w.zone)].map((d) => d.toISOString()).join(',')}}`;
  const income = incomeOf(agentId, w.since, w.until);
  const [rows, sums] = await Promise.all([
    p.db.execute(sql`${income}
      select income.id::text as id, income.amount::text as amount, income.created_at, income.kind, income.reference
      from income order by ${orderOf(q)} limit ${AGENT_LIST_PAGE_SIZE} offset ${w.offset}`),
    p.db.execute(sql`${income}
      select width_bucket(income.created_at, ${thresholds}::timestamptz[])::int as period, count(*)::int as count, sum(income.amount)::text as amount
      from income group by 1`),
  ]);
  const byPeriod = new Map(rowsOf<{ period: number; count: number; amount: string }>(sums).map((sum) => [Number(sum.period), sum]));
  const periods = ranges
    .flatMap((range, i) => {
      const sum = byPeriod.get(i + 1);
      return sum ? [{ ...range, count: Number(sum.count), amount: formatMinor(minor(sum.amount)) }] : [];
    })
    .reverse();
  const all = [...byPeriod.values()];
  return {
    ...w.frame,
    period: q.period,
    periods,
    total: { count: all.reduce((n, sum) => n + Number(sum.count), 0), amount: formatMinor(all.reduce((n, sum) => n + minor(sum.amount), 0n)) },
    list: rowsOf<RawEntry>(rows).map((row) => ({
      id: row.id,
      time: zonedDateTime(new Date(row.created_at), w.zone),
      source: INCOME_KINDS[row.kind] as IncomeSource,
      amount: formatMinor(minor(row.amount)),
      reference: row.reference,
    })),
  };
};
