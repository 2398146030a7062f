import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { members } from './identity.ts';

/**
 * Ledger accounts. Member wallets may never go below zero (CHECK plus a row lock in the service);
 * house accounts are the counterparties of deposits, bets and wins and may.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /**
     * `hold`: money out of a member's wallet until a pending withdrawal is paid, cancelled or rejected.
     * `vendor`: a member's sub-wallet for one game vendor, in transfer-wallet mode.
     */
    kind: text('kind', { enum: ['wallet', 'house', 'hold', 'vendor'] }).notNull(),
    currency: text('currency').notNull(),
    /** Minor units. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('ledger_accounts_no_negative', sql`${t.allowNegative} OR ${t.balance} >= 0`), index('ledger_accounts_member_idx').on(t.memberId)],
);

/** One business event that moves money; its postings sum to zero. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    reference: text('reference'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // By member, kind and time: a member's bonuses and rebates of a period (personal loss).
  (t) => [index('ledger_transactions_member_idx').on(t.memberId), index('ledger_transactions_member_kind_idx').on(t.memberId, t.kind, t.createdAt)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_postings_account_idx').on(t.accountId, t.id), index('ledger_postings_tx_idx').on(t.transactionId)],
);

/**
 * Idempotency keys of money calls. The first successful result is stored with a hash of the
 * request; a retry with the same key gets that result back, a different request with it is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    result: jsonb('result').notNull(),
    statusCode: integer('status_code').notNull().default(200),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
