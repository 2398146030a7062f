import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/index.ts';
import { dbOf, type LedgerDb } from './accounts.ts';

export interface FlowsQuery {
  memberId: number;
  /** The event kinds to sum (`bonus`, `rebate`). */
  kinds: readonly string[];
  /** Ascending instants: period i runs from bounds[i - 1] (included) to bounds[i] (excluded). */
  bounds: readonly Date[];
}

export interface Flow {
  /** 1 for the first period. */
  period: number;
  kind: string;
  /** What the events moved on the member's wallet, signed minor units. */
  amount: bigint;
}

/**
 * What events of some kinds moved on the member's wallet, per kind and period: the events are
 * found by member, kind and time on their own index, whatever else the wallet has seen.
 */
export const walletFlows = async (on: LedgerDb, q: FlowsQuery): Promise<Flow[]> => {
  const [first, last] = [q.bounds[0], q.bounds.at(-1)];
  if (!first || !last || !q.kinds.length) return [];
  const thresholds = `{${q.bounds.map((at) => at.toISOString()).join(',')}}`;
  const rows = await dbOf(on)
    .select({
      period: sql<number>`width_bucket(${ledgerTransactions.createdAt}, ${thresholds}::timestamptz[])`.mapWith(Number),
      kind: ledgerTransactions.kind,
      amount: sql<string>`sum(${ledgerPostings.amount})::text`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerPostings.accountId), eq(ledgerAccounts.memberId, q.memberId), eq(ledgerAccounts.kind, 'wallet')))
    .where(
      and(
        eq(ledgerTransactions.memberId, q.memberId),
        inArray(ledgerTransactions.kind, [...q.kinds]),
        gte(ledgerTransactions.createdAt, first),
        lt(ledgerTransactions.createdAt, last),
      ),
    )
    .groupBy(sql`1`, ledgerTransactions.kind);
  return rows.map((row) => ({ period: row.period, kind: row.kind, amount: BigInt(row.amount) }));
};
