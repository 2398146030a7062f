import { z } from 'zod';
import { gameSchema, LOTTERY_PRIZE_MODES, LOTTO_MODE_NAMES } from './games.ts';
import { ACCOUNT_TYPE_FREE, ACCOUNT_TYPE_REAL, FAVOURITES_PAGE_SIZE, RECENT_PAGE_SIZE } from './play-rules.ts';
import { moneySchema } from './wallet.ts';
import { MISSION_STATES } from './missions.ts';

export * from './play-rules.ts';

/*
 * Playing games: launch (CONTRACT.md 4.5 and 4.6), favourites and recent games (4.4), and the
 * embedded game server that every launch opens (ARCHITECTURE.md "Embedded stand-ins").
 */

const optionalText = (max: number) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional());
const optionalId = z.preprocess((v) => (v === '' || v === 'undefined' || v === 'null' ? undefined : v), z.coerce.number().int().positive().optional());

/** `launchMode`: GLS opens a game, LOTT the lottery lobby. Without it the real platform answers `#727`. */
export const LAUNCH_MODES = ['GLS', 'LOTT'] as const;
export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;
export const LOTTERY_AREAS = ['VN', 'SEA'] as const;

/** GET /wps/game/launchGame: the GLS query of CONTRACT.md 4.5 and the lottery query of 4.6. */
export const launchGameQuerySchema = z.object({
  launchMode: z.enum(LAUNCH_MODES),
  gameId: optionalId,
  roomId: optionalId,
  nodeId: optionalId,
  matchId: optionalText(64),
  leagueId: optionalText(64),
  accountType: z.coerce.number().int().min(ACCOUNT_TYPE_FREE).max(ACCOUNT_TYPE_REAL).default(ACCOUNT_TYPE_REAL),
  confirmTrans: z.coerce.number().int().optional(),
  vassalage: optionalText(32),
  platform: optionalText(64),
  clientType: z.coerce.number().int().optional(),
  language: optionalText(8),
  merchantCode: optionalText(64),
  // Lottery lobby (launchMode LOTT).
  lottoArea: z.enum(LOTTERY_AREAS).optional(),
  lottoPrizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
  /** The generic lottery URL's mode (CONTRACT.md 4.6): `SEA_Tradition` opens the SEA lottery. */
  lottoMode: z.enum(LOTTO_MODE_NAMES).optional(),
  lottoGameCode: optionalText(64),
  lottoView: z.enum(LOTTERY_VIEWS).optional(),
  device: optionalText(16),
  /** Where the game's back control returns: a path of this site only. */
  backUrl: optionalText(2048),
});
export type LaunchGameQuery = z.infer<typeof launchGameQuerySchema>;

/** A GLS launch answers `value.content.game_url`; a lottery launch `value.gameUrl`, with the prize mode it opened. */
export const launchGameResultSchema = z.object({
  content: z.object({ game_url: z.string() }).optional(),
  gameUrl: z.string().optional(),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
  lottoMode: z.enum(LOTTO_MODE_NAMES).optional(),
});
export type LaunchGameResult = z.infer<typeof launchGameResultSchema>;

/** `vendor_under_maintenance`: `value.content.data` names the window, as `YYYY-MM-DD HH:mm:ss` in the site's zone. */
export const vendorMaintenanceValueSchema = z.object({
  content: z.object({ data: z.object({ vendor: z.string(), maintainTime: z.string(), endTime: z.string() }) }),
});

/** The smallest stake of the in-house games; a real-money launch below it is `launch_game_balance_not_enough`. */
export const MIN_STAKE_MINOR = 100n;

// Favourites (CONTRACT.md 4.4).

export const addFavouriteSchema = z.object({
  nodeId: z.coerce.number().int().positive(),
  vendor: z.string().trim().min(1).max(32),
  gameType: z.string().trim().min(1).max(16),
});
export const removeFavouriteSchema = z.object({ nodeId: z.coerce.number().int().positive() });

/** MCSFE_getFavoriteGames: the member's favourite node ids. */
export const favouriteIdsSchema = z.array(z.number().int());

export const favouriteListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FAVOURITES_PAGE_SIZE).default(FAVOURITES_PAGE_SIZE),
  /** Narrows to one category; absent lists every favourite. */
  gameType: optionalText(16),
  language: optionalText(8),
  clientType: z.coerce.number().int().optional(),
  platform: optionalText(64),
  token: optionalText(256),
});
export const favouriteListSchema = z.object({ content: z.array(gameSchema), pageNum: z.number().int(), totalPages: z.number().int() });
export type FavouriteList = z.infer<typeof favouriteListSchema>;

export const recentGamesQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECENT_PAGE_SIZE).default(RECENT_PAGE_SIZE),
  gameType: optionalText(16),
  language: optionalText(8),
  clientType: z.coerce.number().int().optional(),
});
/** GCS_recentGame: the member's launched games, the latest first. */
export const recentGamesSchema = z.object({ list: z.array(gameSchema) });

// The embedded game server: one page per launch, named by a launch token in its URL.

/** Where the embedded game server answers; the gateway forwards it like the platform's calls. */
export const GAME_SERVER_PREFIX = '/gs';

/** Stakes a player may choose, in minor units; every one is at least MIN_STAKE_MINOR. */
export const SLOT_STAKES_MINOR = [100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n] as const;

export const slotSessionSchema = z.object({
  gameName: z.string(),
  vendor: z.string(),
  iconUrl: z.string(),
  mode: z.enum(['real', 'free']),
  currency: z.string(),
  balance: moneySchema,
  stakes: z.array(moneySchema),
  /** Epoch ms of the launch: the page shows the time played. */
  startedAt: z.number(),
  /** Wins minus stakes over the launch. */
  net: moneySchema,
  rounds: z.number().int(),
});
export type SlotSession = z.infer<typeof slotSessionSchema>;

export const ROUND_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
export const slotRoundRequestSchema = z.object({
  /** Chosen by the page per spin; a retry with the same id returns the first result. */
  roundId: z.string().regex(ROUND_ID_PATTERN),
  stake: moneySchema,
});
export const slotRoundSchema = z.object({
  roundId: z.string(),
  /** Three reels of three symbols, top to bottom; the middle row is the pay line. */
  reels: z.array(z.array(z.string())),
  stake: moneySchema,
  win: moneySchema,
  /** Multiplier of the stake that was paid (0 for a loss). */
  multiplier: z.number(),
  balance: moneySchema,
  net: moneySchema,
  rounds: z.number().int(),
});
export type SlotRound = z.infer<typeof slotRoundSchema>;

// Lottery (CONTRACT.md 1.5 "Lottery gateway", 4.6).

/** Bets of the house lottery: the last digits of the drawn number (which bets a prize mode takes: its prize table). */
export const LOTTERY_BET_TYPES = ['2D', '3D', '4D', '6D'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

export const lotteryDrawSchema = z.object({
  gameCode: z.string(),
  drawNo: z.string(),
  /** Epoch ms the draw closes and opens its number. */
  drawAt: z.number(),
  /** Five digits once drawn (six for the SEA lottery), null while open. */
  numbers: z.string().nullable(),
});

export const openedNumbersQuerySchema = z.object({
  gameCode: optionalText(64),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  language: optionalText(8),
});
export const openedNumbersSchema = z.object({ list: z.array(lotteryDrawSchema.extend({ gameName: z.string() })) });

export const lotteryTicketRequestSchema = z.object({
  requestId: z.string().regex(ROUND_ID_PATTERN),
  betType: z.enum(LOTTERY_BET_TYPES),
  pick: z.string().regex(/^\d{2,6}$/),
  stake: moneySchema,
  /** The draw the player saw counting down; once it has closed the ticket is refused, never moved to the next one. */
  drawNo: z
    .string()
    .regex(/^\d{8}-\d{4}$/)
    .optional(),
});
export const lotteryTicketSchema = z.object({
  id: z.number(),
  gameCode: z.string(),
  drawNo: z.string(),
  betType: z.enum(LOTTERY_BET_TYPES),
  /** The prize table the ticket is paid by: the launch's prize mode. */
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  pick: z.string(),
  stake: moneySchema,
  status: z.enum(['open', 'won', 'lost']),
  payout: moneySchema,
  createdAt: z.number(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

export const missionSummarySchema = z.object({
  tickets: z.number().int(),
  staked: moneySchema,
  won: moneySchema,
  wins: z.number().int(),
  /**
   * The member's lottery missions (contract/missions.ts: tickets to buy, or an amount to wager on
   * lottery products) with their progress; ours, so a platform that does not send it answers none.
   */
  missions: z.array(z.object({ id: z.string(), title: z.string(), progress: z.string(), target: z.string(), state: z.enum(MISSION_STATES) })).default([]),
});
export const missionLeaderboardSchema = z.object({
  list: z.array(z.object({ rank: z.number().int(), customerName: z.string(), won: moneySchema })),
});
