import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { memberRef, members } from './identity.ts';
import { ledgerTransactions } from './ledger.ts';

/*
 * The points mall. Points are whole numbers on the member's row, never below zero (a CHECK and a
 * row lock), and every change is an entry beside it. They are not money, so they are not in the
 * ledger; what they buy in cash is, as a ledger event from the house's rewards.
 */

/**
 * The operator's rates, one row per change: the newest is in force, and each bet earns at the rate
 * in force when it settled. `earn_rate` is hundredths of a point per 1.00 of valid bet; each
 * `convert_points` points convert to `convert_amount` minor units (0 points: no conversion).
 */
export const pointRates = pgTable(
  'point_rates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    earnRate: integer('earn_rate').notNull(),
    convertPoints: integer('convert_points').notNull(),
    convertAmount: bigint('convert_amount', { mode: 'bigint' }).notNull(),
    delaySeconds: integer('delay_seconds').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('point_rates_created_idx').on(t.createdAt),
    check('point_rates_values', sql`${t.earnRate} >= 0 AND ${t.convertPoints} >= 0 AND ${t.convertAmount} >= 0 AND ${t.delaySeconds} >= 1`),
  ],
);

/**
 * A member's points and how far their bets were counted: the bets settled up to `earned_until`
 * are in the balance; `carry` is the fraction of a point earned so far, in ten-thousandths.
 * Every change locks this row, so the balance never goes below zero.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    earnedUntil: ts('earned_until'),
    carry: bigint('carry', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('member_points_balance', sql`${t.balance} >= 0`), check('member_points_carry', sql`${t.carry} >= 0 AND ${t.carry} < 10000`)],
);

/** An item of the catalogue: a cash bonus (`cash_amount` per unit) or a physical item. */
export const pointItems = pgTable(
  'point_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['cash', 'physical'] }).notNull(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    points: integer('points').notNull(),
    /** Minor units of valid bets the member must have made. */
    amountRequirement: bigint('amount_requirement', { mode: 'bigint' }).notNull(),
    cashAmount: bigint('cash_amount', { mode: 'bigint' }),
    stock: integer('stock').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('point_items_stock', sql`${t.stock} >= 0`),
    check('point_items_points', sql`${t.points} > 0 AND ${t.amountRequirement} >= 0`),
    check('point_items_cash', sql`(${t.kind} = 'cash') = (${t.cashAmount} IS NOT NULL) AND coalesce(${t.cashAmount}, 1) > 0`),
  ],
);

/** A member's redemption: in process until the operator decides a physical item; a cash item is approved at once. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    requestId: text('request_id').notNull(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => pointItems.id),
    quantity: integer('quantity').notNull(),
    /** What it cost, all units together. */
    points: integer('points').notNull(),
    amountRequirement: bigint('amount_requirement', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['in_process', 'rejected', 'approved'] }).notNull(),
    pointsBalance: bigint('points_balance', { mode: 'number' }).notNull(),
    remark: text('remark'),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .unique()
      .references(() => ledgerTransactions.id),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_redemptions_member_request_idx').on(t.memberId, t.requestId),
    index('point_redemptions_member_idx').on(t.memberId, t.id),
    index('point_redemptions_status_idx').on(t.status, t.id),
    check('point_redemptions_amounts', sql`${t.quantity} > 0 AND ${t.points} > 0`),
  ],
);

/** A conversion of points to cash: one ledger event. */
export const pointConversions = pgTable(
  'point_conversions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    requestId: text('request_id').notNull(),
    points: integer('points').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_conversions_member_request_idx').on(t.memberId, t.requestId),
    check('point_conversions_amounts', sql`${t.points} > 0 AND ${t.amount} > 0`),
  ],
);

/** Every change of a member's points: earned, redeemed, converted, refunded or adjusted by the operator. */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    kind: text('kind', { enum: ['earned', 'redeemed', 'converted', 'refunded', 'adjusted'] }).notNull(),
    change: bigint('change', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reference: text('reference'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('point_entries_member_idx').on(t.memberId, t.id), check('point_entries_change', sql`${t.change} <> 0 AND ${t.balanceAfter} >= 0`)],
);
