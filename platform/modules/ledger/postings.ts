import { and, asc, desc, eq, gt, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/index.ts';
import { dbOf, type LedgerDb } from './accounts.ts';

/** One posting on a wallet, with the event it belongs to. */
export interface WalletPosting {
  id: number;
  /** The event's kind, e.g. `game.bet`. */
  kind: string;
  reference: string | null;
  /** Signed minor units. */
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
}

/** Where a page of postings starts: the newest, the oldest, or next to a posting already shown. */
export type PostingsFrom = { edge: 'newest' | 'oldest' } | { older: number } | { newer: number };

export interface PostingsQuery {
  memberId: number;
  /** Only events of these kinds, or of any kind but these; absent, all of them. */
  kinds?: { only: readonly string[] } | { except: readonly string[] } | undefined;
  /** Posted at or after this instant. */
  since?: Date | undefined;
  /** Posted before this instant. */
  until?: Date | undefined;
  from: PostingsFrom;
  size: number;
}

export interface PostingsPage {
  /** Newest first. */
  rows: WalletPosting[];
  /** Whether postings older than the last row match too. */
  hasOlder: boolean;
  /** Whether postings newer than the first row match too. */
  hasNewer: boolean;
}

/**
 * A keyset page of the postings on the member's wallet, newest first. The postings' (account,
 * id) index serves every page in one range scan, so the last page of a long history costs what
 * the first does.
 */
export const walletPostings = async (on: LedgerDb, q: PostingsQuery): Promise<PostingsPage> => {
  const db = dbOf(on);
  const [wallet] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, q.memberId), eq(ledgerAccounts.kind, 'wallet')))
    .limit(1);
  if (!wallet) return { rows: [], hasOlder: false, hasNewer: false };

  const where: SQL[] = [eq(ledgerPostings.accountId, wallet.id)];
  if (q.kinds && 'only' in q.kinds) where.push(inArray(ledgerTransactions.kind, [...q.kinds.only]));
  if (q.kinds && 'except' in q.kinds) where.push(notInArray(ledgerTransactions.kind, [...q.kinds.except]));
  if (q.since) where.push(gte(ledgerPostings.createdAt, q.since));
  if (q.until) where.push(lt(ledgerPostings.createdAt, q.until));
  // Pages towards the past read newest first; pages towards the present read oldest first and turn.
  const ascending = ('edge' in q.from && q.from.edge === 'oldest') || 'newer' in q.from;
  if ('older' in q.from) where.push(lt(ledgerPostings.id, q.from.older));
  if ('newer' in q.from) where.push(gt(ledgerPostings.id, q.from.newer));

  const found = await db
    .select({
      id: ledgerPostings.id,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
      createdAt: ledgerPostings.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(and(...where))
    .orderBy(ascending ? asc(ledgerPostings.id) : desc(ledgerPostings.id))
    .limit(q.size + 1);

  const more = found.length > q.size;
  const rows = found.slice(0, q.size);
  if (ascending) rows.reverse();
  const hasOlder = ascending ? 'newer' in q.from : more;
  const hasNewer = ascending ? more : 'older' in q.from;
  return { rows, hasOlder, hasNewer };
};

/**
 * How much of the member's credits of the `credits` kinds later debits of the `debits` kinds have
 * not matched yet, in minor units, over the main wallet and the sub-wallets of transfer mode (a bet
 * from a vendor's sub-wallet is a bet all the same; moves between the member's own wallets are
 * neither): each credit adds to what is owed, each debit pays it down, and a debit with nothing
 * owed carries nothing forward. That running balance, floored at zero at every step, ends at the
 * total minus the lowest running total (or minus zero).
 */
export const unmatchedCredits = async (on: LedgerDb, memberId: number, kinds: { credits: readonly string[]; debits: readonly string[] }): Promise<bigint> => {
  const db = dbOf(on);
  const flow = db
    .select({
      amount: ledgerPostings.amount,
      running: sql<string>`sum(${ledgerPostings.amount}) over (order by ${ledgerPostings.id})`.as('running'),
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        inArray(ledgerAccounts.kind, ['wallet', 'vendor']),
        or(
          and(inArray(ledgerTransactions.kind, [...kinds.credits]), gt(ledgerPostings.amount, 0n)),
          and(inArray(ledgerTransactions.kind, [...kinds.debits]), lt(ledgerPostings.amount, 0n)),
        ),
      ),
    )
    .as('flow');
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${flow.amount}), 0)::text`,
      lowest: sql<string>`least(0, coalesce(min(${flow.running}), 0))::text`,
    })
    .from(flow);
  return BigInt(row?.total ?? '0') - BigInt(row?.lowest ?? '0');
};
