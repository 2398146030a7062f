import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RebateLine } from '../../../contract/rebates.ts';
import { ts } from './columns.ts';
import { memberRef, members } from './identity.ts';
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
