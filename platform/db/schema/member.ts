import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { memberRef } from './identity.ts';
import { ledgerTransactions } from './ledger.ts';

/** Platform messages to one member (the member centre's inbox); unread until `read_at` is set. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [index('member_messages_unread_idx').on(t.memberId, t.readAt)],
);

/**
 * Operators' corrections of a member's wallet: who made one, why, and the ledger event that moved
 * the money (written in the same database transaction). The audit log of `adjust`.
 */
export const walletAdjustments = pgTable(
  'wallet_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    /** Signed minor units: positive credits the wallet. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** Who asked for it, as the operator gave it (`--by`, else the login name of the CLI's user). */
    actor: text('actor').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('wallet_adjustments_member_idx').on(t.memberId)],
);

/**
 * The bank accounts a member withdraws to: a CLABE whose holder is the member. An account takes
 * withdrawals from `usable_at` on; a removed one keeps its row for the withdrawals that name it.
 */
export const withdrawalAccounts = pgTable(
  'withdrawal_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    bankCode: text('bank_code').notNull(),
    clabe: text('clabe').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    usableAt: ts('usable_at').notNull(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    index('withdrawal_accounts_member_idx').on(t.memberId),
    uniqueIndex('withdrawal_accounts_live_clabe')
      .on(t.memberId, t.clabe)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * Withdrawal requests. The amount leaves the wallet for the member's hold account when the request
 * is made (`hold_transaction_id`); paying moves it on to the house, cancelling or rejecting moves it
 * back (`settle_transaction_id`). `request_id` is the member's retry key.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawalAccounts.id),
    /** Minor units, held in full; the fee is what the payout keeps back. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'cancelled', 'rejected', 'paid'] })
      .notNull()
      .default('pending'),
    requestId: text('request_id').notNull(),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    reason: text('reason'),
    /** Who decided it: `member` for a cancel, else the operator. */
    decidedBy: text('decided_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_request_unique').on(t.memberId, t.requestId),
    index('withdrawals_member_idx').on(t.memberId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);
