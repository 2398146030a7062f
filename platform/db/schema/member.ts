import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
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
