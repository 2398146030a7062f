import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { gameRef } from './catalogue.ts';
import { ledgerTransactions } from './ledger.ts';
import { memberRef } from './identity.ts';

/** A member's favourite games (MCSFE_*FavoriteGame*). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: memberRef(),
    gameId: gameRef(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('favourite_games_member_idx').on(t.memberId, t.createdAt)],
);

/** The games a member launched, the last launch of each (GCS_recentGame). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberRef(),
    gameId: gameRef(),
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
    memberId: memberRef(),
    gameId: gameRef(),
    mode: text('mode', { enum: ['real', 'free', 'lottery'] }).notNull(),
    language: text('language').notNull(),
    /** Free play only: the play balance, minor units. */
    freeBalance: bigint('free_balance', { mode: 'bigint' }),
    /** Lottery launches: the view and the site page the back control returns to. */
    options: jsonb('options').notNull().default({}),
    startedAt: ts('started_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /** Playing time so far (pauses longer than the idle gap left out), and the last moment of play. */
    playedMs: bigint('played_ms', { mode: 'number' }).notNull().default(0),
    activeAt: ts('active_at'),
    /** The playing time at which the next reality check falls; null in free play. */
    realityAtMs: bigint('reality_at_ms', { mode: 'number' }),
  },
  (t) => [index('game_sessions_member_idx').on(t.memberId), check('game_sessions_free_balance', sql`${t.freeBalance} IS NULL OR ${t.freeBalance} >= 0`)],
);

/** A round of a slot: one bet row per round, the stake and win it settled, and the postings' transaction. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    memberId: memberRef(),
    gameId: gameRef(),
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
    // The member's betting record and personal loss read rounds by member and time.
    index('game_rounds_member_time_idx').on(t.memberId, t.createdAt, t.id),
    check('game_rounds_amounts', sql`${t.stake} > 0 AND ${t.win} >= 0`),
  ],
);
