import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { memberRef } from './identity.ts';
import { ledgerTransactions } from './ledger.ts';

/**
 * The ways the site takes deposits, as the operator sets them (`payment-methods set`). Amounts are
 * minor units of `currency`; a member of another currency is not offered the method.
 */
export const depositMethods = pgTable(
  'deposit_methods',
  {
    method: text('method', { enum: ['spei', 'oxxo', 'card'] }).primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    currency: text('currency').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Per member and calendar day (contract DEPOSIT_DAY_ZONE). */
    dailyLimit: bigint('daily_limit', { mode: 'bigint' }).notNull(),
    /** How long a request of this method stays open. */
    expiryMinutes: integer('expiry_minutes').notNull(),
    /** SPEI: the site's 18-digit CLABE that members transfer to. */
    clabe: text('clabe'),
    sort: integer('sort').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('deposit_methods_bounds', sql`${t.minAmount} > 0 AND ${t.minAmount} <= ${t.maxAmount} AND ${t.maxAmount} <= ${t.dailyLimit}`),
    check('deposit_methods_expiry', sql`${t.expiryMinutes} > 0`),
  ],
);

/**
 * A member's deposit: pending until the operator confirms or rejects it (SPEI, OXXO) or the
 * payment provider's notification settles it (card). A pending one past `expires_at` reads as
 * expired. Paid, it names the one ledger event that credited the wallet.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    method: text('method', { enum: ['spei', 'oxxo', 'card'] }).notNull(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** Shown to the member: the SPEI payment concept, the OXXO voucher number, the card checkout's merchant reference. */
    reference: text('reference').notNull().unique(),
    /** The client's id of the request: the same id twice is the same deposit. */
    requestId: text('request_id').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'rejected'] })
      .notNull()
      .default('pending'),
    /** SPEI: the CLABE the member was told to transfer to. */
    payTo: text('pay_to'),
    /** Card: the payment provider's reference of the checkout, and its page. */
    providerReference: text('provider_reference').unique(),
    checkoutUrl: text('checkout_url'),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .unique()
      .references(() => ledgerTransactions.id),
    reason: text('reason'),
    /** Who confirmed or rejected it: the operator, or `provider` for a card payment. */
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_request_idx').on(t.memberId, t.requestId),
    index('deposits_member_idx').on(t.memberId, t.id),
    index('deposits_status_idx').on(t.status, t.id),
    check('deposits_positive', sql`${t.amount} > 0`),
    check('deposits_paid_has_transaction', sql`${t.status} <> 'paid' OR ${t.transactionId} IS NOT NULL`),
  ],
);

/** Binary data: a Buffer both ways, whichever driver (PGlite answers a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : Buffer.from(value)),
});

/** The receipt a member attached to a SPEI or OXXO deposit, for the operator to check; its type read from its content. */
export const depositReceipts = pgTable('deposit_receipts', {
  depositId: bigint('deposit_id', { mode: 'number' })
    .primaryKey()
    .references(() => deposits.id),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
  image: bytes('image').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
