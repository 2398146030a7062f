import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerPostings } from '../../db/schema/index.ts';
import { dbOf, type LedgerDb } from './accounts.ts';

export interface LedgerAudit {
  /** Sum of every posting ever written: zero in a sound ledger. */
  total: bigint;
  /** Transactions whose postings do not sum to zero. */
  unbalancedTransactions: number[];
  /** Accounts whose stored balance differs from the sum of their postings. */
  driftedAccounts: { id: number; code: string; balance: bigint; posted: bigint }[];
}

// Sums are numeric in SQL; read as text so no figure ever passes through a float.
const sumText = (column: typeof ledgerPostings.amount) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Reconciles the ledger: what operators and tests check after any money movement. */
export const auditLedger = async (on: LedgerDb): Promise<LedgerAudit> => {
  const db = dbOf(on);
  const [all] = await db.select({ total: sumText(ledgerPostings.amount) }).from(ledgerPostings);
  const unbalanced = await db
    .select({ id: ledgerPostings.transactionId })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.transactionId)
    .having(sql`sum(${ledgerPostings.amount}) <> 0`)
    .orderBy(ledgerPostings.transactionId);
  const drifted = await db
    .select({
      id: ledgerAccounts.id,
      code: ledgerAccounts.code,
      balance: ledgerAccounts.balance,
      posted: sumText(ledgerPostings.amount),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id)
    .having(sql`${ledgerAccounts.balance} <> coalesce(sum(${ledgerPostings.amount}), 0)`)
    .orderBy(ledgerAccounts.id);
  return {
    total: BigInt(all?.total ?? '0'),
    unbalancedTransactions: unbalanced.map((row) => row.id),
    driftedAccounts: drifted.map((row) => ({ ...row, posted: BigInt(row.posted) })),
  };
};
