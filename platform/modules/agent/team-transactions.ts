import { sql, type SQL } from 'drizzle-orm';
import {
  AGENT_LIST_PAGE_SIZE,
  TEAM_TRANSACTION_TYPES,
  type Flow,
  type TeamTransactionType,
  type TeamTransactionsPage,
  type TeamTransactionsQuery,
  type TeamTransactionSort,
} from '../../../contract/agent-lists.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { zonedDateTime } from '../../core/zoned-time.ts';
import { KINDS_OF_TYPE } from '../ledger/index.ts';
import { rowsOf } from './scope.ts';
import { at, listWindow, minor, scopedTeam, type ListWindow } from './team-lists.ts';

/*
 * The team's transactions (`ACSFE_getTeamTransactions`): the postings on the wallets of the
 * accounts below the agent, typed as a member's own account record types them (a kind the record
 * does not name is an adjustment). Bets and wins are left to team betting.
 */

const listOf = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/** The record type of `tx.kind`, in SQL. */
const typeCase = sql`case ${sql.join(
  Object.entries(KINDS_OF_TYPE).map(([type, kinds]) => sql`when tx.kind in (${listOf(kinds)}) then ${type}`),
  sql` `,
)} else 'adjustment' end`;

/** `moves`: every posting on a scoped account's wallet in the window, with its type. */
const movesOf = (w: ListWindow): SQL => sql`moves as (
  select p.id, scoped.account, scoped.level, tx.reference, p.amount, p.balance_after, p.created_at, ${typeCase} as type
  from scoped join ledger_accounts a on a.member_id = scoped.id and a.kind = 'wallet'
  join ledger_postings p on p.account_id = a.id
  join ledger_transactions tx on tx.id = p.transaction_id
  where p.created_at >= ${at(w.since)} and p.created_at < ${at(w.until)}
)`;

const filterOf = (q: TeamTransactionsQuery): SQL => (q.type ? sql`moves.type = ${q.type}` : sql`moves.type in (${listOf(TEAM_TRANSACTION_TYPES)})`);

/** The page's order: the asked column, then newest first. */
const SORT_COLUMNS: Record<TeamTransactionSort, string> = { time: 'moves.id', account: 'moves.account', level: 'moves.level', amount: 'moves.amount' };
const orderOf = (q: TeamTransactionsQuery): SQL => {
  const sort = q.sort ?? 'time';
  const direction = (q.order ?? (sort === 'time' ? 'desc' : 'asc')) === 'desc' ? 'desc' : 'asc';
  return sql.raw(`${SORT_COLUMNS[sort]} ${direction}, moves.id desc`);
};

interface RawMove {
  id: string;
  account: string;
  level: number;
  reference: string | null;
  amount: string;
  balance_after: string;
  created_at: string | Date;
  type: TeamTransactionType;
}

interface RawSum {
  type: TeamTransactionType;
  count: number;
  credit: string;
  debit: string;
}

const flowOf = (count: number, credit: bigint, debit: bigint): Flow => ({
  count,
  credit: formatMinor(credit),
  debit: formatMinor(debit),
  net: formatMinor(credit + debit),
});

/** One page of the team's transactions, newest first, with what each type comes to over the whole filter. */
export const teamTransactions = async (p: Platform, agentId: number, q: TeamTransactionsQuery): Promise<TeamTransactionsPage> => {
  const w = listWindow(p, q);
  const moves = sql`with recursive ${scopedTeam(agentId, q)}, ${movesOf(w)}`;
  const [rows, sums] = await Promise.all([
    p.db.execute(sql`${moves}
      select moves.id::text as id, moves.account, moves.level::int as level, moves.reference, moves.amount::text as amount,
        moves.balance_after::text as balance_after, moves.created_at, moves.type
      from moves where ${filterOf(q)}
      order by ${orderOf(q)} limit ${AGENT_LIST_PAGE_SIZE} offset ${w.offset}`),
    p.db.execute(sql`${moves}
      select moves.type, count(*)::int as count, coalesce(sum(moves.amount) filter (where moves.amount > 0), 0)::text as credit,
        coalesce(sum(moves.amount) filter (where moves.amount < 0), 0)::text as debit
      from moves where ${filterOf(q)} group by moves.type`),
  ]);
  const byType = new Map(rowsOf<RawSum>(sums).map((sum) => [sum.type, sum]));
  const totals = TEAM_TRANSACTION_TYPES.flatMap((type) => {
    const sum = byType.get(type);
    return sum ? [{ type, ...flowOf(Number(sum.count), minor(sum.credit), minor(sum.debit)) }] : [];
  });
  const all = [...byType.values()];
  return {
    ...w.frame,
    list: rowsOf<RawMove>(rows).map((row) => ({
      id: row.id,
      account: row.account,
      level: Number(row.level),
      time: zonedDateTime(new Date(row.created_at), w.zone),
      type: row.type,
      amount: formatMinor(minor(row.amount)),
      balanceAfter: formatMinor(minor(row.balance_after)),
      reference: row.reference,
    })),
    totals,
    total: flowOf(
      all.reduce((n, sum) => n + Number(sum.count), 0),
      all.reduce((n, sum) => n + minor(sum.credit), 0n),
      all.reduce((n, sum) => n + minor(sum.debit), 0n),
    ),
  };
};
