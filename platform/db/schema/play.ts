import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { ledgerTransactions } from './ledger.ts';
import { members } from './members.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A member's favourite games (MCSFE_*FavoriteGame*). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('favourite_games_member_idx').on(t.memberId, t.createdAt)],
);

/** The games a member launched, the last launch of each (GCS_recentGame). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    launchedAt: ts('launched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('recent_games_member_idx').on(t.memberId, t.launchedAt)],
);

/**
 * One launch of a game on the embedded game server. The page is named by `token`; real-money play
 * moves the member's wallet, free play a balance of its own that never touches the ledger.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the launch token in the page's URL; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    mode: text('mode', { enum: ['real', 'free', 'lottery'] }).notNull(),
    language: text('language').notNull(),
    /** Free play only: the play balance, minor units. */
    freeBalance: bigint('free_balance', { mode: 'bigint' }),
    /** Lottery launches: the view and the site page the back control returns to. */
    options: jsonb('options').notNull().default({}),
    startedAt: ts('started_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('game_sessions_member_idx').on(t.memberId),
    check('game_sessions_free_balance', sql`${t.freeBalance} IS NULL OR ${t.freeBalance} >= 0`),
  ],
);

/** A round of a slot: one bet row per round, the stake and win it settled, and the postings' transaction. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** The page's id of the round: a retry with it returns this row. */
    roundId: text('round_id').notNull(),
    mode: text('mode', { enum: ['real', 'free'] }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** The reels shown and the multiplier paid. */
    outcome: jsonb('outcome').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_rounds_member_round_idx').on(t.memberId, t.roundId),
    index('game_rounds_session_idx').on(t.sessionId),
    check('game_rounds_amounts', sql`${t.stake} > 0 AND ${t.win} >= 0`),
  ],
);

/** A draw of a house lottery game: scheduled, then drawn (numbers) and settled. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    drawNo: text('draw_no').notNull(),
    drawAt: ts('draw_at').notNull(),
    /** Five digits, drawn when the draw closes; null before. */
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
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    requestId: text('request_id').notNull(),
    betType: text('bet_type').notNull(),
    pick: text('pick').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: ['open', 'won', 'lost'] }).notNull().default('open'),
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
