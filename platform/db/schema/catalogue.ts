import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { members } from './identity.ts';

/** Game providers ("vassalage" on the wire). */
export const gameVendors = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  /** 0 opens in the site's game page; 1 or 2 opens a window of its own (CONTRACT.md 4.5). */
  appNewWindow: integer('app_new_window').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** A window during which the vendor's games do not launch (`vendor_under_maintenance`). */
  maintenanceFrom: ts('maintenance_from'),
  maintenanceUntil: ts('maintenance_until'),
});

/** Which vendors a category lists, in order: the vendor lanes and the header's drop menus. */
export const vendorLanes = pgTable(
  'vendor_lanes',
  {
    category: text('category').notNull(),
    vendor: text('vendor')
      .notNull()
      .references(() => gameVendors.code),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.vendor] })],
);

/** A column naming a game, required. */
export const gameRef = () =>
  integer('game_id')
    .notNull()
    .references(() => games.id);

export const games = pgTable(
  'games',
  {
    /** `gameId` on the wire. */
    id: serial('id').primaryKey(),
    /** `nodeId` on the wire: the catalogue node; favourites and launches name games by it. */
    nodeId: integer('node_id').notNull().unique(),
    vendor: text('vendor')
      .notNull()
      .references(() => gameVendors.code),
    /** `gameType`: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT. */
    category: text('category').notNull(),
    /** `gameClassify` sub-category: slot, jackpot, table, arcade, bingo… */
    classify: text('classify').notNull(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    freeplay: boolean('freeplay').notNull().default(false),
    /** One of the six artwork colour themes, chosen by game id. */
    theme: integer('theme').notNull(),
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('games_category_sort_idx').on(t.category, t.sort, t.id),
    index('games_vendor_sort_idx').on(t.vendor, t.category, t.sort, t.id),
    index('games_hot_idx').on(t.isHot, t.sort),
  ],
);

/** Wins shown on the winner board; names are masked when read. */
export const bigWins = pgTable(
  'big_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    customerName: text('customer_name').notNull(),
    gameId: gameRef(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('big_wins_amount_idx').on(t.amount)],
);
