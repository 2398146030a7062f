import { z } from 'zod';
import { moneySchema } from './wallet.ts';

/** Game categories (`gameType`) the catalogue holds. BGS is the in-house group built from RNG vendors. */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Header order of SPEC section 2: lottery, live, sports, fish, rng, pvp, esports, cockfight. */
export const NAV_ORDER = ['LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;

export const ESPORTS_VENDORS = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const FOOTER_VENDOR_ICONS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
export const IN_HOUSE_VENDOR = 'INHOUSE';

/** Sub-categories (`gameClassify`); bingo only where Tagalog is supported. */
export const GAME_CLASSIFIES = ['slot', 'jackpot', 'table', 'arcade', 'bingo'] as const;
export const GAME_FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export const GAME_THEME_COUNT = 6;
export const themeOf = (gameId: number) => gameId % GAME_THEME_COUNT;

export const GAME_LIST_PAGE_SIZE = 20;
export const HOT_GAMES_LIMIT = 20;
export const HOME_SECTION_LIMIT = 12;

const flag = z.union([z.literal(0), z.literal(1)]);

/** A game as lists return it (CONTRACT.md 4.4). */
export const gameSchema = z.object({
  gameId: z.number(),
  nodeId: z.number(),
  gameCode: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  accountTypeName: z.string(),
  gameType: z.string(),
  gameClassify: z.string(),
  isGame: z.literal('game'),
  isHot: flag,
  isNew: flag,
  freeplay: flag,
  iconUrl: z.string(),
  theme: z.number().int().min(0).max(GAME_THEME_COUNT - 1),
  platform: z.string(),
  appNewWindow: z.number().int(),
});
export type Game = z.infer<typeof gameSchema>;

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  accountTypeName: z.string(),
  gameType: z.string(),
  displayName: z.string(),
  lagerIcon: z.string(),
  smallIcon: z.string(),
  /** VASSALAGE opens the vendor's game list; `game` launches the vendor's lobby directly. */
  isGame: z.enum(['VASSALAGE', 'game']),
  appNewWindow: z.number().int(),
  gameCount: z.number().int(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const laneSchema = z.object({
  title: z.string(),
  /** The lane's name in the requested language. */
  displayName: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(z.object({ key: z.string(), displayName: z.string(), gameCount: z.number().int() })),
});
export type Lane = z.infer<typeof laneSchema>;
export const vendorLanesSchema = z.object({ data: z.object({ lanes: z.array(laneSchema) }) });

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);

export const gameListQuerySchema = z.object({
  gameType: z.enum(GAME_CATEGORIES).optional(),
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  vassalage: z.string().trim().max(32).optional(),
  gameName: z.string().trim().max(64).optional(),
  filter: z.enum(['ALL', 'NEW', 'HOT']).default('ALL'),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_LIST_PAGE_SIZE),
  language: z.string().max(8).optional(),
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(64).optional(),
  merchant: z.string().max(64).optional(),
});
export const gameListSchema = z.object({
  games: z.array(gameSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

export const hotGamesSchema = z.object({ list: z.array(gameSchema) });

/** Category to vendor to the sub-categories that vendor has there. */
export const vassGameTypeSchema = z.object({ content: z.record(z.string(), z.record(z.string(), z.array(z.string()))) });

export const winnerSchema = z.object({
  vo: z.object({
    customerName: z.string(),
    winAmount: moneySchema,
    iconUrl: z.string(),
    gameName: z.string(),
    nodeId: z.number(),
    gameType: z.string(),
    vendor: z.string(),
  }),
});
export const rankListSchema = z.object({ list: z.array(winnerSchema) });
export const WINNER_BOARD_LIMIT = 20;

/** The jackpot pool: minor units as a two-decimal string, and when it was read. */
export const jackpotSchema = z.object({ amount: moneySchema, currency: z.string(), asOf: z.number() });
export const JACKPOT_TICK_MS = [3000, 4000, 5000] as const;
export const JACKPOT_STEP_MINOR = { min: 100, max: 500 } as const;
