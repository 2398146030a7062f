import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf, type Db, type Tx } from '../../db/index.ts';
import { members } from '../../db/schema/index.ts';
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

interface EventBase {
  /** The business event, e.g. 'seed.deposit', 'game.bet', 'game.win'. */
  kind: string;
  memberId?: number | null | undefined;
  reference?: string | null | undefined;
}

interface TransferBase extends EventBase {
  /** Required on every money call: a retry with the same key returns the first result. */
  idempotencyKey: string;
}

/** Either the postings of the event, or one amount moved between two accounts. */
type Moves = { postings: readonly Posting[] } | { from: number; to: number; amount: bigint };

export type TransferInput = TransferBase & Moves;

/** A transfer whose caller made it happen once already: see transferClaimed. */
export type ClaimedTransferInput = EventBase & Moves;

export interface TransferResult {
  transactionId: number;
  /** Balance after the event of every account it touched, by account id, in minor units. */
  balances: Record<number, bigint>;
}

const postingsOf = (input: Moves): Posting[] => {
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

/** What the posting statement answers: one row per account the event touched (none when the event is refused). */
interface PostedRow {
  verdict: 'ok' | 'unknown' | 'currencies' | 'short';
  transaction_id: string | null;
  created_ms: string | null;
  account_id: string | null;
  balance: string | null;
  kind: string | null;
  member_id: string | null;
}

/**
 * The whole event in one statement, so that the accounts stay locked for one round trip:
 * - `locked` takes the accounts' row locks in id order, so two events touching the same accounts
 *   always queue, never deadlock;
 * - `deltas` is each account's change, and the lowest its running sum reaches over the postings in
 *   the order given;
 * - `changed` adds the change to each account whose stored balance, plus that lowest point, stays
 *   at or above zero, or that may go below it. An update reads the row as it is once locked, even
 *   when another event changed it while this one waited, so the guard holds under any concurrency;
 * - `verdict` is `ok` only when every account was changed. Otherwise nothing else is written, and
 *   `post` throws, which ends the transaction or savepoint the event runs in and undoes the
 *   accounts that were changed;
 * - each posting's balance after it is the account's balance before the event plus its running sum.
 */
const postingStatement = (input: EventBase, postings: readonly Posting[]) => {
  const moves = sql.join(
    postings.map(({ accountId, amount }, n) => sql`(${n}::int, ${accountId}::bigint, ${amount.toString()}::bigint)`),
    sql`, `,
  );
  return sql`
    with moves(n, account_id, amount) as (values ${moves}),
    steps as (
      select n, account_id, amount, (sum(amount) over (partition by account_id order by n))::bigint as running from moves),
    deltas as (
      select account_id, sum(amount)::bigint as delta, least(0, min(running))::bigint as lowest from steps group by account_id),
    locked as (
      select id from ledger_accounts where id in (select account_id from moves) order by id for update),
    changed as (
      update ledger_accounts a set balance = a.balance + d.delta
      from locked l join deltas d on d.account_id = l.id
      where a.id = l.id and (a.allow_negative or a.balance + d.lowest >= 0)
      returning a.id, a.balance as balance_after, d.delta, a.currency, a.kind, a.member_id),
    verdict as (
      select case
        when (select count(*) from locked) <> (select count(*) from deltas) then 'unknown'
        when (select count(distinct currency) from changed) > 1 then 'currencies'
        when (select count(*) from changed) <> (select count(*) from deltas) then 'short'
        else 'ok' end as verdict),
    created as (
      insert into ledger_transactions (kind, member_id, reference)
      select ${input.kind}::text, ${input.memberId ?? null}::bigint, ${input.reference ?? null}::text from verdict where verdict = 'ok'
      returning id, created_at),
    posted as (
      insert into ledger_postings (transaction_id, account_id, amount, balance_after)
      select c.id, s.account_id, s.amount, ch.balance_after - ch.delta + s.running
      from steps s join changed ch on ch.id = s.account_id, created c order by s.n)
    select v.verdict, c.id::text as transaction_id, (extract(epoch from c.created_at) * 1000)::bigint::text as created_ms,
      ch.id::text as account_id, ch.balance_after::text as balance, ch.kind, ch.member_id::text as member_id
    from verdict v
    left join created c on true
    left join changed ch on v.verdict = 'ok'`;
};

const post = async (tx: Db | Tx, input: EventBase, postings: readonly Posting[]): Promise<TransferResult> => {
  const rows = rowsOf<PostedRow>(await tx.execute(postingStatement(input, postings)));
  const verdict = rows[0]?.verdict;
  if (verdict === 'short') throw new PlatformError('balance.not.enough');
  if (verdict === 'unknown') throw new Error(`Unknown ledger account among ${postings.map((p) => p.accountId).join(', ')}`);
  if (verdict === 'currencies') throw new Error('A ledger transaction cannot mix currencies');
  const [first] = rows;
  if (verdict !== 'ok' || !first?.transaction_id || !first.created_ms) throw new Error('The ledger posting answered nothing');
  const transactionId = Number(first.transaction_id);
  const balances: Record<number, bigint> = {};
  let walletMove = 0n;
  for (const row of rows) {
    const accountId = Number(row.account_id);
    balances[accountId] = BigInt(row.balance!);
    if (row.kind === 'wallet' && row.member_id !== null && Number(row.member_id) === input.memberId) {
      walletMove += postings.filter((p) => p.accountId === accountId).reduce((sum, p) => sum + p.amount, 0n);
    }
  }
  if (input.memberId) await countForReports(tx, { kind: input.kind, memberId: input.memberId, at: new Date(Number(first.created_ms)), walletMove });
  return { transactionId, balances };
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

/**
 * Moves money inside the caller's transaction, with no idempotency key of its own: for an event the
 * caller has already claimed once in that same transaction, by a row unique to the request (a slot
 * round's row, by the member's round id). A retry finds that claim and never reaches the ledger.
 * As with `transferWithin`, every failure here must end the caller's transaction.
 */
export const transferClaimed = (tx: Tx, input: ClaimedTransferInput): Promise<TransferResult> => post(tx, input, postingsOf(input));

const claimAndPost = async (tx: Db | Tx, input: TransferInput, postings: Posting[]): Promise<TransferResult> => {
  const scope = `ledger:${input.memberId ?? 'system'}`;
  const hash = requestHash({ kind: input.kind, memberId: input.memberId ?? null, reference: input.reference ?? null, postings });
  const claim = await claimKey(tx, scope, input.idempotencyKey, hash);
  if (!claim.fresh) return fromStored(claim.stored);
  const result = await post(tx, input, postings);
  await storeResult(tx, scope, input.idempotencyKey, toStored(result));
  return result;
};
