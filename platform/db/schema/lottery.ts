import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { gameRef } from './catalogue.ts';
import { ts } from './columns.ts';
import { memberRef } from './identity.ts';
import { ledgerTransactions } from './ledger.ts';

/** A draw of a house lottery game: scheduled, then drawn (numbers) and settled. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: gameRef(),
    drawNo: text('draw_no').notNull(),
    drawAt: ts('draw_at').notNull(),
    /** Five digits (six for the SEA lottery), drawn when the draw closes; null before. */
    numbers: text('numbers'),
    settledAt: ts('settled_at'),
  },
  (t) => [uniqueIndex('lottery_draws_game_no_idx').on(t.gameId, t.drawNo), index('lottery_draws_game_at_idx').on(t.gameId, t.drawAt)],
);

/** A ticket: paid from the wallet when bought, paid out when its draw settles. */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    requestId: text('request_id').notNull(),
    betType: text('bet_type').notNull(),
    /** The prize table the ticket is paid by (LOTT, ZY, ELOTT or SEA): its launch's prize mode. Tickets sold before modes were kept are LOTT. */
    prizeMode: text('prize_mode').notNull().default('LOTT'),
    pick: text('pick').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: ['open', 'won', 'lost'] })
      .notNull()
      .default('open'),
    stakeTransactionId: bigint('stake_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    payoutTransactionId: bigint('payout_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_tickets_member_request_idx').on(t.memberId, t.requestId),
    index('lottery_tickets_draw_idx').on(t.drawId, t.status),
    index('lottery_tickets_member_idx').on(t.memberId, t.createdAt),
    check('lottery_tickets_amounts', sql`${t.stake} > 0 AND ${t.payout} >= 0`),
  ],
);
