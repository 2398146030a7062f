import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns.ts';
import { memberRef, members } from './identity.ts';
import { ledgerTransactions } from './ledger.ts';

/**
 * What an operator sent with `messages send`: the texts in both shipped languages (HTML, sanitised
 * before it is stored), who it went to, and who sent it. Each recipient gets a row in
 * `member_messages` that points here.
 */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    audience: text('audience', { enum: ['member', 'team', 'all'] }).notNull(),
    /** The member, or the agent whose team, the message went to; null for everyone. */
    targetMemberId: bigint('target_member_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    titleEs: text('title_es').notNull(),
    contentEs: text('content_es').notNull(),
    titleEn: text('title_en').notNull(),
    contentEn: text('content_en').notNull(),
    sentBy: text('sent_by').notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('message_broadcasts_target', sql`(${t.audience} = 'all') = (${t.targetMemberId} IS NULL)`)],
);

/**
 * Platform messages to one member (the member centre's inbox): an operator's message, by its
 * broadcast, or a system message (a deposit paid, a withdrawal paid or rejected), by its template
 * and values, written in the member's language when it is read. Unread until `read_at` is set;
 * gone from the inbox once `deleted_at` is.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    broadcastId: bigint('broadcast_id', { mode: 'number' }).references(() => messageBroadcasts.id),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('member_messages_inbox_idx').on(t.memberId, t.id),
    index('member_messages_broadcast_idx').on(t.broadcastId),
    check('member_messages_source', sql`(${t.broadcastId} IS NULL) <> (${t.template} IS NULL)`),
  ],
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
    /**
     * Set when paid: the member may say whether the money arrived until then; an unanswered one
     * counts as received from then on. Fixed at payment, so a later change of the rule moves no
     * deadline already given.
     */
    confirmBy: ts('confirm_by'),
  },
  (t) => [
    uniqueIndex('withdrawals_request_unique').on(t.memberId, t.requestId),
    index('withdrawals_member_idx').on(t.memberId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

/**
 * The member's answer to a paid withdrawal, one at most (the key). `received` is what arrived, in
 * minor units: the payout when received, none when not. A partial or missing payout opens a
 * dispute the operator settles once: refunded (the ledger event that returned the missing amount)
 * or closed, with who, when and why.
 */
export const withdrawalConfirmations = pgTable(
  'withdrawal_confirmations',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .primaryKey()
      .references(() => withdrawals.id),
    answer: text('answer', { enum: ['received', 'partly', 'not_received'] }).notNull(),
    received: bigint('received', { mode: 'bigint' }).notNull(),
    comment: text('comment'),
    answeredAt: ts('answered_at').notNull(),
    dispute: text('dispute', { enum: ['open', 'refunded', 'closed'] }),
    refundTransactionId: bigint('refund_transaction_id', { mode: 'number' })
      .unique()
      .references(() => ledgerTransactions.id),
    settledBy: text('settled_by'),
    settledAt: ts('settled_at'),
    settleReason: text('settle_reason'),
  },
  (t) => [
    index('withdrawal_confirmations_dispute_idx').on(t.dispute, t.withdrawalId),
    check('withdrawal_confirmations_received', sql`${t.received} >= 0`),
    // Only a partial or missing payout is disputed, and a receipt never is.
    check('withdrawal_confirmations_dispute', sql`(${t.answer} = 'received') = (${t.dispute} IS NULL)`),
    check('withdrawal_confirmations_refund', sql`(${t.dispute} = 'refunded') = (${t.refundTransactionId} IS NOT NULL)`),
  ],
);

/** The images a member sent to show a payout did not arrive, decoded and written again by the platform. */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawalConfirmations.withdrawalId),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    image: bytea('image').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('withdrawal_proofs_withdrawal_idx').on(t.withdrawalId)],
);
