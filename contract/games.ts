import { z } from 'zod';
import { GAME_CATEGORIES, GAME_CLASSIFIES, GAME_LIST_PAGE_SIZE, GAME_THEME_COUNT, IN_HOUSE_GROUP } from './game-rules.ts';
import { moneySchema } from './wallet.ts';

export * from './game-rules.ts';

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
  theme: z
    .number()
    .int()
    .min(0)
    .max(GAME_THEME_COUNT - 1),
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
  /** The lobby a `game` card launches; absent on VASSALAGE cards. */
  gameId: z.number().optional(),
  nodeId: z.number().optional(),
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
export const vendorLanesQuerySchema = z.object({
  platform: z.string().max(64).optional(),
  merchantCode: z.string().max(64).optional(),
  flush: z.string().max(8).optional(),
  language: z.string().max(8).optional(),
});

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);

/** An empty query value (`vassalage=""`, as the real client sends) means "not given". */
const optionalText = (max: number) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).optional());

export const gameListQuerySchema = z.object({
  /** A category, or BGS for the in-house group. */
  gameType: z.enum([...GAME_CATEGORIES, IN_HOUSE_GROUP]).optional(),
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  vassalage: optionalText(32),
  gameName: optionalText(64),
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
export const hotGamesQuerySchema = z.object({
  merchantCode: z.string().max(64).optional(),
  isPlatform: z.coerce.number().int().optional(),
  vassalage: optionalText(32),
  platform: z.string().max(64).optional(),
  language: z.string().max(8).optional(),
});

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
export const rankListQuerySchema = z.object({
  gameCategory: z.enum(['ALL', ...GAME_CATEGORIES]).default('ALL'),
  language: z.string().max(8).optional(),
  limitNum: z.coerce.number().int().min(1).max(WINNER_BOARD_LIMIT).default(WINNER_BOARD_LIMIT),
});

/** The jackpot pool: minor units as a two-decimal string, and when it was read. */
export const jackpotSchema = z.object({ amount: moneySchema, currency: z.string(), asOf: z.number() });
export const JACKPOT_TICK_MS = [3000, 4000, 5000] as const;
export const JACKPOT_STEP_MINOR = { min: 100, max: 500 } as const;
/** VIS_getJackpot's body (CONTRACT.md 1.5); the pool is answered in its own currency. */
export const jackpotRequestSchema = z.object({
  merchant_code: z.string().max(64).optional(),
  currency: z.string().max(8).optional(),
});

/**
 * `prizeMode` of the lottery gateway (SPEC section 4, "Prize modes in use"): traditional draws
 * (LOTT), the same draws at ZY's odds (ZY), entertainment draws (ELOTT) and the South-East Asian
 * lottery (SEA). Each pays by its own prize table (platform/modules/lottery/prize-tables.ts).
 */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
/**
 * `lottoMode` of the generic lottery URL (CONTRACT.md 4.6), and the prize mode each one plays.
 * ZY has no `lottoMode` of its own: it is asked for by `lottoPrizeMode`.
 */
export const LOTTO_MODES = {
  Traditional: 'LOTT',
  Entertainment: 'LOTT',
  Elott_Traditional: 'ELOTT',
  Elott_Entertainment: 'ELOTT',
  SEA_Tradition: 'SEA',
} as const satisfies Record<string, LotteryPrizeMode>;
export type LottoMode = keyof typeof LOTTO_MODES;
export const LOTTO_MODE_NAMES = Object.keys(LOTTO_MODES) as [LottoMode, ...LottoMode[]];
/** The South-East Asian lottery's vendor (CONTRACT.md 4.6): its games play the SEA prize mode, on /seaLottery. */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
/** The `lottoMode` a launch of each prize mode answers; none for ZY. */
export const LOTTO_MODE_OF: Readonly<Partial<Record<LotteryPrizeMode, LottoMode>>> = {
  LOTT: 'Traditional',
  ELOTT: 'Elott_Traditional',
  SEA: 'SEA_Tradition',
};
export const lotteryMenusQuerySchema = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES).default('LOTT'),
  device: z.string().max(16).optional(),
  language: z.string().max(8).optional(),
});
export const lotteryMenuItemSchema = z.object({
  gameId: z.number(),
  nodeId: z.number(),
  gameCode: z.string(),
  gameName: z.string(),
  /** The lottery vendor, which picks the lottery page (CONTRACT.md 4.6). */
  accountTypeName: z.string(),
  gameGroupCode: z.string(),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  iconUrl: z.string(),
  isHot: flag,
  isNew: flag,
});
export type LotteryMenuItem = z.infer<typeof lotteryMenuItemSchema>;

/** GET /lgw/games/game_menus: groups keyed by `gameGroupCode`, in display order. */
export const lotteryMenusSchema = z.record(
  z.string(),
  z.object({ gameGroupCode: z.string(), gameGroupName: z.string(), gameMenus: z.array(lotteryMenuItemSchema) }),
);
export type LotteryMenus = z.infer<typeof lotteryMenusSchema>;
/** GET /lgw/vn/games/game_menu/recent: the member's last launched lottery games, the latest first, as menu items. */
export const lotteryRecentSchema = z.object({ list: z.array(lotteryMenuItemSchema) });
export type LotteryRecent = z.infer<typeof lotteryRecentSchema>;
