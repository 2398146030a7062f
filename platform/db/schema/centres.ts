import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { gameRef } from './catalogue.ts';
import { ts } from './columns.ts';
import { members, sessions } from './identity.ts';

/**
 * The card-games centre's rooms (modules/pvp): one table of a card game at one stake. Seats fill
 * and empty and hands are dealt as the platform's table clock steps each room (`stepped_at`).
 */
export const pvpRooms = pgTable(
  'pvp_rooms',
  {
    id: serial('id').primaryKey(),
    gameId: gameRef(),
    /** Minor units. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsTaken: integer('seats_taken').notNull(),
    /** Steps left of the hand being dealt; 0 between hands. */
    handSteps: integer('hand_steps').notNull().default(0),
    /** How many steps the room has taken: the step's draw depends on it, so a step is never taken twice. */
    step: integer('step').notNull().default(0),
    steppedAt: ts('stepped_at').notNull(),
  },
  (t) => [
    uniqueIndex('pvp_rooms_game_stake_idx').on(t.gameId, t.stake),
    index('pvp_rooms_stepped_idx').on(t.steppedAt),
    check('pvp_rooms_seats_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seatsTotal} and ${t.stake} > 0 and ${t.handSteps} >= 0`),
  ],
);

/** The live centre's tables (modules/live): a live game with its dealer and opening hours (UTC). */
export const liveTables = pgTable(
  'live_tables',
  {
    id: serial('id').primaryKey(),
    gameId: gameRef().unique(),
    dealerName: text('dealer_name').notNull(),
    /** Minutes after midnight UTC; a table whose closing is before its opening is open across midnight. */
    opensAt: integer('opens_at').notNull(),
    closesAt: integer('closes_at').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [check('live_tables_hours_check', sql`${t.opensAt} between 0 and 1439 and ${t.closesAt} between 0 and 1439`)],
);

/** A table's chat: plain text as the member typed it (trimmed), shown as text, never as markup. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableId: integer('table_id')
      .notNull()
      .references(() => liveTables.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('chat_messages_table_idx').on(t.tableId, t.id)],
);

/**
 * A member's pass to post in one table's chat, named by the chat page's address (only its hash is
 * kept). It ends with the site session that asked for it.
 */
export const chatPasses = pgTable('chat_passes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  tableId: integer('table_id')
    .notNull()
    .references(() => liveTables.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  siteSessionId: bigint('site_session_id', { mode: 'number' })
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
