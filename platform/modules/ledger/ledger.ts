import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/index.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { dbOf, type LedgerDb } from './accounts.ts';
import { checkKey, claimKey, requestHash, storeResult } from './idempotency.ts';
import { walletFigureOf } from './kinds.ts';
import { recordStats, type StatsDelta } from './stats.ts';

export { ensureHold, ensureWallet, heldBalance, HOUSE_CODES, houseAccount, walletBalance, walletCode } from './accounts.ts';
export type { LedgerDb } from './accounts.ts';

/** Signed minor units on one account: positive credits it, negative debits it. */
export interface Posting {
  accountId: number;
  amount: bigint;
}

interface TransferBase {
  /** The business event, e.g. 'seed.deposit', 'game.bet', 'game.win'. */
  kind: string;
  memberId?: number | null | undefined;
  reference?: string | null | undefined;
  /** Required on every money call: a retry with the same key returns the first result. */
  idempotencyKey: string;
}

/** Either the postings of the event, or one amount moved between two accounts. */
export type TransferInput = TransferBase & ({ postings: readonly Posting[] } | { from: number; to: number; amount: bigint });

export interface TransferResult {
  transactionId: number;
  /** Balance after the event of every account it touched, by account id, in minor units. */
  balances: Record<number, bigint>;
}

const postingsOf = (input: TransferInput): Posting[] => {
  if (!('postings' in input)) {
    if (input.amount <= 0n) throw new RangeError(`A transfer moves a positive amount, got ${input.amount}`);
    if (input.from === input.to) throw new RangeError('A transfer needs two different accounts');
    return [
      { accountId: input.from, amount: -input.amount },
      { accountId: input.to, amount: input.amount },
    ];
  }
  const postings = input.postings.map(({ accountId, amount }) => ({ accountId, amount }));
  if (postings.length < 2) throw new RangeError('A ledger transaction needs at least two postings');
  if (postings.some((p) => p.amount === 0n)) throw new RangeError('A posting cannot be zero');
  const total = postings.reduce((sum, p) => sum + p.amount, 0n);
  if (total !== 0n) throw new RangeError(`Postings must sum to zero, got ${total}`);
  return postings;
};

// Idempotency results live in jsonb, which has no bigint: balances are kept as decimal text.
const storedResultSchema = z.object({
  transactionId: z.number().int(),
  balances: z.record(z.string(), z.string().regex(/^-?\d+$/)),
});
const toStored = (r: TransferResult) => ({
  transactionId: r.transactionId,
  balances: Object.fromEntries(Object.entries(r.balances).map(([id, b]) => [id, b.toString()])),
});
const fromStored = (stored: unknown): TransferResult => {
  const r = storedResultSchema.parse(stored);
  return {
    transactionId: r.transactionId,
    balances: Object.fromEntries(Object.entries(r.balances).map(([id, b]) => [id, BigInt(b)])),
  };
};

const post = async (tx: Db | Tx, input: TransferBase, postings: Posting[]): Promise<TransferResult> => {
  // Locking in id order means two events touching the same accounts always queue, never deadlock.
  const ids = [...new Set(postings.map((p) => p.accountId))].sort((a, b) => a - b);
  const accounts = await tx
    .select({
      id: ledgerAccounts.id,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
      allowNegative: ledgerAccounts.allowNegative,
      memberId: ledgerAccounts.memberId,
      kind: ledgerAccounts.kind,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for('update');
  if (accounts.length !== ids.length) throw new Error(`Unknown ledger account among ${ids.join(', ')}`);
  if (new Set(accounts.map((a) => a.currency)).size > 1) throw new Error('A ledger transaction cannot mix currencies');

  const balances = new Map(accounts.map((a) => [a.id, a.balance]));
  const guarded = new Set(accounts.filter((a) => !a.allowNegative).map((a) => a.id));
  const rows = postings.map(({ accountId, amount }) => {
    const balanceAfter = balances.get(accountId)! + amount;
    if (balanceAfter < 0n && guarded.has(accountId)) throw new PlatformError('balance.not.enough');
    balances.set(accountId, balanceAfter);
    return { accountId, amount, balanceAfter };
  });

  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ kind: input.kind, memberId: input.memberId ?? null, reference: input.reference ?? null })
    .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
  const transactionId = created!.id;
  // Every balance in one statement: the accounts stay locked for as short a time as the event allows.
  const values = [...balances].map(([id, balance]) => sql`(${id}::bigint, ${balance}::bigint)`);
  await tx.execute(
    sql`update ${ledgerAccounts} set balance = changed.balance from (values ${sql.join(values, sql`, `)}) as changed(id, balance) where ${ledgerAccounts.id} = changed.id`,
  );
  await tx.insert(ledgerPostings).values(rows.map((row) => ({ transactionId, ...row })));
  const wallets = new Set(accounts.filter((a) => a.kind === 'wallet' && a.memberId !== null && a.memberId === input.memberId).map((a) => a.id));
  const walletMove = rows.filter((row) => wallets.has(row.accountId)).reduce((sum, row) => sum + row.amount, 0n);
  if (input.memberId) await countForReports(tx, { kind: input.kind, memberId: input.memberId, at: created!.createdAt, walletMove });
  return { transactionId, balances: Object.fromEntries(balances) };
};

/**
 * What the event adds to the agent reports' figures: what it moved on the member's main wallet,
 * by its kind; a member's first deposit also counts once as such.
 */
const countForReports = async (tx: Db | Tx, event: { kind: string; memberId: number; at: Date; walletMove: bigint }) => {
  const figure = walletFigureOf(event.kind);
  if (!figure || event.walletMove === 0n) return;
  const delta: StatsDelta = { [figure]: figure === 'withdrawals' ? -event.walletMove : event.walletMove };
  if (figure === 'deposits' && event.walletMove > 0n) {
    const first = await tx
      .update(members)
      .set({ firstDepositAt: event.at })
      .where(and(eq(members.id, event.memberId), isNull(members.firstDepositAt)))
      .returning({ id: members.id });
    if (first.length) Object.assign(delta, { firstDeposits: 1, firstDepositAmount: event.walletMove });
  }
  await recordStats(tx, [{ memberId: event.memberId, at: event.at, delta }]);
};

/**
 * Moves money as one double-entry event, in one database transaction (a savepoint when `on` is a
 * transaction already). Member wallets never go below zero: `balance.not.enough`, nothing written.
 * The same idempotency key returns the first result without moving money again; see claimKey.
 */
export const transfer = async (on: LedgerDb, input: TransferInput): Promise<TransferResult> => {
  checkKey(input.idempotencyKey);
  const postings = postingsOf(input);
  return dbOf(on).transaction((tx) => claimAndPost(tx, input, postings));
};

/**
 * `transfer`, inside the caller's transaction and without a savepoint of its own: for hot paths
 * (a slot round) whose every failure ends that transaction, so nothing half-written can stay.
 * A caller that catches an error here and goes on must use `transfer`.
 */
export const transferWithin = (tx: Tx, input: TransferInput): Promise<TransferResult> => {
  checkKey(input.idempotencyKey);
  return claimAndPost(tx, input, postingsOf(input));
};

const claimAndPost = async (tx: Db | Tx, input: TransferInput, postings: Posting[]): Promise<TransferResult> => {
  const scope = `ledger:${input.memberId ?? 'system'}`;
  const hash = requestHash({ kind: input.kind, memberId: input.memberId ?? null, reference: input.reference ?? null, postings });
  const claim = await claimKey(tx, scope, input.idempotencyKey, hash);
  if (!claim.fresh) return fromStored(claim.stored);
  const result = await post(tx, input, postings);
  await storeResult(tx, scope, input.idempotencyKey, toStored(result));
  return result;
};
