import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LOTTERY_AREAS } from '../../../contract/game-play.ts';
import { LOTTERY_PRIZE_MODES } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { games } from '../../db/schema/index.ts';
import { gameColumns, nameIn, type GameRow } from '../catalogue/index.ts';
import { catalogueSnapshot, iconUrlOf } from '../catalogue/index.ts';
import { drawIntervalMs } from './schedule.ts';

export type PrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
export type LotteryArea = (typeof LOTTERY_AREAS)[number];

/** A lottery game's area, as a launch's `lottoArea` names it: the SEA lottery's games are SEA, every other lottery VN. */
export const areaOfGame = (game: Pick<GameRow, 'vendor'>): LotteryArea => (game.vendor === 'TCG_SEA' ? 'SEA' : 'VN');

/** A playable game of the house lottery: a LOTT or ELOTT game of an enabled vendor. */
export interface LotteryGame extends GameRow {
  prizeMode: PrizeMode;
  intervalMs: number;
  iconUrl: string;
}

const isPrizeMode = (category: string): category is PrizeMode => (LOTTERY_PRIZE_MODES as readonly string[]).includes(category);

const lotteryGamesWhere = async (p: Platform, ...conditions: Parameters<typeof and>): Promise<LotteryGame[]> => {
  const snapshot = await catalogueSnapshot(p);
  const rows = await p.db
    .select(gameColumns)
    .from(games)
    .where(and(inArray(games.category, [...LOTTERY_PRIZE_MODES]), eq(games.enabled, true), ...conditions))
    .orderBy(asc(games.sort), asc(games.id));
  return rows.flatMap((row) =>
    isPrizeMode(row.category) && snapshot.vendors.has(row.vendor)
      ? [{ ...row, prizeMode: row.category, intervalMs: drawIntervalMs(row), iconUrl: iconUrlOf(snapshot, row) }]
      : [],
  );
};

/** Every playable lottery game, or those of one prize mode, in list order. */
export const lotteryGames = (p: Platform, prizeMode?: PrizeMode) => lotteryGamesWhere(p, prizeMode ? eq(games.category, prizeMode) : undefined);

export const findLotteryGameById = async (p: Platform, gameId: number): Promise<LotteryGame | null> =>
  Number.isSafeInteger(gameId) ? ((await lotteryGamesWhere(p, eq(games.id, gameId)))[0] ?? null) : null;

export const findLotteryGameByNodeId = async (p: Platform, nodeId: number): Promise<LotteryGame | null> =>
  Number.isSafeInteger(nodeId) ? ((await lotteryGamesWhere(p, eq(games.nodeId, nodeId)))[0] ?? null) : null;

/** A game by its code (as menus and launches name it), optionally only within one prize mode. */
export const findLotteryGameByCode = async (p: Platform, code: string, prizeMode?: PrizeMode): Promise<LotteryGame | null> =>
  (await lotteryGamesWhere(p, eq(games.code, code), prizeMode ? eq(games.category, prizeMode) : undefined))[0] ?? null;

/** Every lottery game ever listed, switched off or not: their sold tickets still settle. */
export const allLotteryGameIds = async (p: Platform): Promise<number[]> =>
  (
    await p.db
      .select({ id: games.id })
      .from(games)
      .where(inArray(games.category, [...LOTTERY_PRIZE_MODES]))
  ).map((row) => row.id);

export const lotteryGameName = (game: Pick<GameRow, 'nameEn' | 'nameEs'>, lang: ShippedLanguage) => nameIn(game, lang);
