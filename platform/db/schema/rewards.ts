import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RebateLine } from '../../../contract/rebates.ts';
import { bytea, ts } from './columns.ts';
import { memberRef, members } from './identity.ts';
import { deposits } from './deposit.ts';
import { ledgerTransactions } from './ledger.ts';

/**
 * Each member's manual-rebate mark: the bets settled up to `claimed_until` are paid. A claim locks
 * this row, so two claims at once pay once: the second finds the mark moved.
 */
export const memberRebates = pgTable('member_rebates', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  claimedUntil: ts('claimed_until'),
});

/** A paid manual rebate: the bets it covered, per product type, and its ledger event. */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    requestId: text('request_id').notNull(),
    sinceAt: ts('since_at'),
    untilAt: ts('until_at').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    lines: jsonb('lines').$type<RebateLine[]>().notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rebate_claims_member_request_idx').on(t.memberId, t.requestId),
    index('rebate_claims_member_idx').on(t.memberId, t.id),
    check('rebate_claims_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * A red-envelope event: its window, its budget and the range of one envelope. `paid` is what its
 * envelopes came to; a claim locks the row, so `paid` never passes the budget.
 */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    currency: text('currency').notNull(),
    budget: bigint('budget', { mode: 'bigint' }).notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    claims: integer('claims').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('red_envelopes_window_idx').on(t.endsAt, t.startsAt),
    check('red_envelopes_amounts', sql`${t.minAmount} > 0 AND ${t.minAmount} <= ${t.maxAmount} AND ${t.maxAmount} <= ${t.budget}`),
    check('red_envelopes_paid', sql`${t.paid} >= 0 AND ${t.paid} <= ${t.budget}`),
    check('red_envelopes_window', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** One member's envelope of an event: one per member and event. */
export const redEnvelopeClaims = pgTable(
  'red_envelope_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    envelopeId: bigint('envelope_id', { mode: 'number' })
      .notNull()
      .references(() => redEnvelopes.id),
    memberId: memberRef(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('red_envelope_claims_once_idx').on(t.envelopeId, t.memberId), check('red_envelope_claims_amount', sql`${t.amount} > 0`)],
);

/** A referral reward: paid to the referrer once, for the first deposit of the friend they invited. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    friendId: bigint('friend_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => members.id),
    depositId: bigint('deposit_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => deposits.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('referral_rewards_referrer_idx').on(t.referrerId, t.id), check('referral_rewards_amount', sql`${t.amount} > 0`)],
);

/** A mission the operator set: what counts, over which period, up to what target, for what reward. */
export const missions = pgTable(
  'missions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['wager', 'deposit', 'loginDays', 'lotteryTickets'] }).notNull(),
    period: text('period', { enum: ['daily', 'weekly'] }).notNull(),
    /** Wager missions only: the product type that counts; null, every one. */
    category: text('category'),
    /** Minor units for wager and deposit missions; days or tickets for the others. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('missions_amounts', sql`${t.target} > 0 AND ${t.reward} > 0`)],
);

/** A mission's reward, claimed once per member and period. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id),
    memberId: memberRef(),
    periodStart: ts('period_start').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mission_claims_once_idx').on(t.missionId, t.memberId, t.periodStart)],
);

/**
 * A promotion of the reward centre: a first-deposit bonus (basis points of the deposit up to a
 * cap), a weekly loss rebate (basis points of last week's net loss up to a cap), a sign-up reward
 * (a fixed amount) or an application the operator reviews (a fixed amount once approved), in the
 * site's two languages, with its window and the turnover its bonus needs:
 * `turnover_times` times the bonus plus the deposit it came with.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['firstDeposit', 'weeklyLoss', 'signUp', 'application'] }).notNull(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    contentEs: text('content_es').notNull(),
    contentEn: text('content_en').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    currency: text('currency').notNull(),
    percentBp: integer('percent_bp'),
    cap: bigint('cap', { mode: 'bigint' }),
    reward: bigint('reward', { mode: 'bigint' }),
    turnoverTimes: integer('turnover_times').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'promotions_rules',
      sql`(${t.kind} IN ('firstDeposit', 'weeklyLoss') AND ${t.percentBp} > 0 AND ${t.cap} > 0 AND ${t.reward} IS NULL) OR (${t.kind} IN ('signUp', 'application') AND ${t.reward} > 0 AND ${t.percentBp} IS NULL AND ${t.cap} IS NULL)`,
    ),
    check('promotions_turnover', sql`${t.turnoverTimes} >= 0 AND ${t.turnoverTimes} <= 100`),
    check('promotions_window', sql`${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A member in a promotion: joined (waiting for the event that pays) or claimed (paid, with its
 * bonus). One row per member and promotion; paying locks it, so a bonus is paid once.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    memberId: memberRef(),
    status: text('status', { enum: ['joined', 'claimed'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotion_entries_once_idx').on(t.promotionId, t.memberId), index('promotion_entries_member_idx').on(t.memberId)],
);

/**
 * A bonus paid to a member, with the valid bets it needs before it can be withdrawn. Bets placed
 * after it pay its requirement down, the oldest bonus first. `period` is the week a weekly loss
 * rebate covers (its Monday, `2026-11-23`), empty for a promotion that pays once.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
    period: text('period').notNull().default(''),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_grants_period_idx').on(t.promotionId, t.memberId, t.period),
    index('bonus_grants_member_idx').on(t.memberId, t.id),
    check('bonus_grants_amounts', sql`${t.amount} > 0 AND ${t.turnoverRequired} >= 0`),
  ],
);

/**
 * A member's application to a promotion the operator reviews: a comment and from one to three
 * screenshots, pending until the operator approves it (which pays the promotion's reward, once) or
 * rejects it with a remark the member reads. One pending application per member and promotion; a
 * rejected member may apply again while the promotion runs.
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    memberId: memberRef(),
    comment: text('comment'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    remark: text('remark'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_applications_pending_idx')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('promotion_applications_approved_idx')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.status} = 'approved'`),
    index('promotion_applications_member_idx').on(t.memberId, t.id),
    index('promotion_applications_status_idx').on(t.status, t.id),
    check('promotion_applications_comment', sql`${t.comment} IS NULL OR char_length(${t.comment}) <= 140`),
  ],
);

/** The screenshots of an application, as the platform wrote them again (PNG or JPEG, metadata gone). */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => promotionApplications.id),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    image: bytea('image').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('promotion_application_images_application_idx').on(t.applicationId)],
);
