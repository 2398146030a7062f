import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { memberRef } from './identity.ts';

/*
 * The responsible-gambling centre (platform/modules/responsible): the player's own limits, their
 * reality-check interval, time-outs and self-exclusions, playing time per day, and the audit of
 * every change to any of them.
 */

/**
 * One limit of a member: `amount` in force (null: none), and a higher one or a removal waiting
 * out its cooling-off (`pending_at` set; `pending_amount` null means removal). Money in minor
 * units; `time` in minutes per day. Bets and deposits lock the member's rows while they count.
 */
export const playLimits = pgTable(
  'play_limits',
  {
    memberId: memberRef(),
    kind: text('kind', { enum: ['deposit', 'loss', 'wager', 'time'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingAt: ts('pending_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('play_limits_amounts', sql`(${t.amount} IS NULL OR ${t.amount} > 0) AND (${t.pendingAmount} IS NULL OR ${t.pendingAmount} > 0)`),
    check('play_limits_pending', sql`${t.pendingAt} IS NOT NULL OR ${t.pendingAmount} IS NULL`),
  ],
);

/** A member's reality-check interval; no row means the default. */
export const playSettings = pgTable('play_settings', {
  memberId: memberRef().primaryKey(),
  realityMinutes: integer('reality_minutes').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A time-out or a self-exclusion. A time-out ends by itself at `ends_at`; an exclusion holds, even
 * past `ends_at` (null: permanent), until the operator reopens the account after its end.
 */
export const playBreaks = pgTable(
  'play_breaks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    kind: text('kind', { enum: ['timeout', 'exclusion'] }).notNull(),
    length: text('length').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    reopenedAt: ts('reopened_at'),
    reopenedBy: text('reopened_by'),
  },
  (t) => [
    index('play_breaks_member_idx').on(t.memberId, t.startsAt),
    check('play_breaks_ends', sql`${t.kind} = 'exclusion' OR ${t.endsAt} IS NOT NULL`),
    check('play_breaks_reopened', sql`${t.reopenedAt} IS NULL OR (${t.kind} = 'exclusion' AND ${t.endsAt} IS NOT NULL AND ${t.reopenedAt} >= ${t.endsAt})`),
  ],
);

/** Playing time per member and day of the market's zone, from the game sessions' activity. */
export const playDays = pgTable(
  'play_days',
  {
    memberId: memberRef(),
    day: date('day', { mode: 'string' }).notNull(),
    playedMs: bigint('played_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), check('play_days_played', sql`${t.playedMs} >= 0`)],
);

/** Who changed what in the centre, and when: every limit change, interval, break and reopening. */
export const responsibleAudit = pgTable(
  'responsible_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    action: text('action').notNull(),
    /** `member` or the operator's name. */
    actor: text('actor').notNull(),
    detail: jsonb('detail').notNull().default({}),
    ip: text('ip'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('responsible_audit_member_idx').on(t.memberId, t.at)],
);
