import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LOTTERY_AREAS } from '../../../contract/game-play.ts';
import { SEA_LOTTERY_VENDOR, type LotteryPrizeMode } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { games } from '../../db/schema/index.ts';
import { gameColumns, nameIn, type GameRow } from '../catalogue/index.ts';
import { catalogueSnapshot, iconUrlOf } from '../catalogue/index.ts';
import { drawIntervalMs } from './schedule.ts';

export type PrizeMode = LotteryPrizeMode;
export type LotteryArea = (typeof LOTTERY_AREAS)[number];

/** The catalogue categories of lottery games: traditional and entertainment draws. */
const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'] as const;

/** A lottery game's area, as a launch's `lottoArea` names it: the SEA lottery's games are SEA, every other lottery VN. */
export const areaOfGame = (game: Pick<GameRow, 'vendor'>): LotteryArea => (game.vendor === SEA_LOTTERY_VENDOR ? 'SEA' : 'VN');

/** A lottery game's own prize mode: SEA for the SEA lottery's games, else its category (LOTT or ELOTT). */
export const prizeModeOfGame = (game: Pick<GameRow, 'vendor' | 'category'>): PrizeMode | null => {
  if (game.category !== 'LOTT' && game.category !== 'ELOTT') return null;
  return game.vendor === SEA_LOTTERY_VENDOR ? 'SEA' : game.category;
};

/**
 * Whether a launch of `mode` plays `game`: a game plays its own prize mode, and the traditional
 * draws (LOTT) play ZY too, at ZY's odds (SPEC section 4, "Prize modes in use").
 */
export const playsIn = (game: Pick<LotteryGame, 'prizeMode'>, mode: PrizeMode) => game.prizeMode === mode || (mode === 'ZY' && game.prizeMode === 'LOTT');

/** A playable game of the house lottery: a LOTT or ELOTT game of an enabled vendor, with its own prize mode. */
export interface LotteryGame extends GameRow {
  prizeMode: PrizeMode;
  intervalMs: number;
  iconUrl: string;
}

const lotteryGamesWhere = async (p: Platform, ...conditions: Parameters<typeof and>): Promise<LotteryGame[]> => {
  const snapshot = await catalogueSnapshot(p);
  const rows = await p.db
    .select(gameColumns)
    .from(games)
    .where(and(inArray(games.category, [...LOTTERY_CATEGORIES]), eq(games.enabled, true), ...conditions))
    .orderBy(asc(games.sort), asc(games.id));
  return rows.flatMap((row) => {
    const prizeMode = prizeModeOfGame(row);
    return prizeMode && snapshot.vendors.has(row.vendor) ? [{ ...row, prizeMode, intervalMs: drawIntervalMs(row), iconUrl: iconUrlOf(snapshot, row) }] : [];
  });
};

/** Every playable lottery game, or those a prize mode plays, in list order. */
export const lotteryGames = async (p: Platform, prizeMode?: PrizeMode) =>
  (await lotteryGamesWhere(p)).filter((game) => prizeMode === undefined || playsIn(game, prizeMode));

export const findLotteryGameById = async (p: Platform, gameId: number): Promise<LotteryGame | null> =>
  Number.isSafeInteger(gameId) ? ((await lotteryGamesWhere(p, eq(games.id, gameId)))[0] ?? null) : null;

export const findLotteryGameByNodeId = async (p: Platform, nodeId: number): Promise<LotteryGame | null> =>
  Number.isSafeInteger(nodeId) ? ((await lotteryGamesWhere(p, eq(games.nodeId, nodeId)))[0] ?? null) : null;

/** A game by its code (as menus and launches name it), optionally only one that a prize mode plays. */
export const findLotteryGameByCode = async (p: Platform, code: string, prizeMode?: PrizeMode): Promise<LotteryGame | null> => {
  const [game] = await lotteryGamesWhere(p, eq(games.code, code));
  return game && (prizeMode === undefined || playsIn(game, prizeMode)) ? game : null;
};

/** Every lottery game ever listed, switched off or not: their sold tickets still settle. */
export const allLotteryGameIds = async (p: Platform): Promise<number[]> =>
  (
    await p.db
      .select({ id: games.id })
      .from(games)
      .where(inArray(games.category, [...LOTTERY_CATEGORIES]))
  ).map((row) => row.id);

export const lotteryGameName = (game: Pick<GameRow, 'nameEn' | 'nameEs'>, lang: ShippedLanguage) => nameIn(game, lang);
