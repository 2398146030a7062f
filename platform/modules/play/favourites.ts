import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isInHouseCode, IN_HOUSE_VENDORS } from '../../../contract/games.ts';
import type { addFavouriteSchema, FavouriteList, favouriteListQuerySchema } from '../../../contract/game-play.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { favouriteGames, games } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { findGameByNodeId, gameColumns, toGameItem, type GameRow } from '../catalogue/index.ts';
import { catalogueSnapshot } from '../catalogue/index.ts';
import { record, tooMany, type RateRule } from '../../core/rate-limit.ts';
import { playableGameConditions } from './recent-games.ts';

/**
 * The client lets a star answer once a second; the platform lets a member change favourites a
 * few times a second at most, so a script cannot churn the table.
 */
export const FAVOURITE_CHANGE_RULE: RateRule = { name: 'favourite-change', limit: 5, windowMs: 1_000, code: 'favourite.throttled' };

const countChange = async (p: Platform, memberId: number) => {
  if ((await record(p, FAVOURITE_CHANGE_RULE, String(memberId))) > FAVOURITE_CHANGE_RULE.limit) throw tooMany(FAVOURITE_CHANGE_RULE);
};

/** MCSFE_getFavoriteGames: node ids of the member's playable favourites, the newest first. */
export const favouriteNodeIds = async (p: Platform, memberId: number): Promise<number[]> => {
  const snapshot = await catalogueSnapshot(p);
  const rows = await p.db
    .select({ nodeId: games.nodeId })
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .where(and(eq(favouriteGames.memberId, memberId), ...playableGameConditions(snapshot, undefined)))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
  return rows.map((row) => row.nodeId);
};

/** MCSFE_getFavoriteGamesList: a page of favourites as game items, the newest favourite first. */
export const favouriteList = async (
  p: Platform,
  memberId: number,
  q: z.infer<typeof favouriteListQuerySchema>,
  lang: ShippedLanguage,
): Promise<FavouriteList> => {
  const snapshot = await catalogueSnapshot(p);
  const where = and(eq(favouriteGames.memberId, memberId), ...playableGameConditions(snapshot, q.gameType));
  const [rows, [count]] = await Promise.all([
    p.db
      .select(gameColumns)
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .where(where)
      .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    p.db
      .select({ n: sql<number>`count(*)::int` })
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .where(where),
  ]);
  return {
    content: rows.map((row: GameRow) => toGameItem(snapshot, row, lang)),
    pageNum: q.pageNo,
    totalPages: Math.ceil((count?.n ?? 0) / q.pageSize),
  };
};

// The client names a game's vendor by its code; the in-house group may also come as BGS or INHOUSE.
const vendorMatches = (game: GameRow, vendor: string) =>
  game.vendor === vendor.toUpperCase() || (isInHouseCode(vendor.toUpperCase()) && (IN_HOUSE_VENDORS as readonly string[]).includes(game.vendor));

/** MCSFE_addFavoriteGameV2. Adding a favourite twice is a success: the first stays, with its date. */
export const addFavourite = async (p: Platform, memberId: number, input: z.infer<typeof addFavouriteSchema>): Promise<void> => {
  await countChange(p, memberId);
  const game = await findGameByNodeId(p, input.nodeId);
  if (!game || !vendorMatches(game, input.vendor)) throw new PlatformError('game.not.found');
  await p.db.insert(favouriteGames).values({ memberId, gameId: game.id, createdAt: p.now() }).onConflictDoNothing();
};

/** MCSFE_removeFavoriteGameV2. Removing a game that is no favourite (or no game) is a success too. */
export const removeFavourite = async (p: Platform, memberId: number, nodeId: number): Promise<void> => {
  await countChange(p, memberId);
  const ofNode = p.db.select({ id: games.id }).from(games).where(eq(games.nodeId, nodeId));
  await p.db.delete(favouriteGames).where(and(eq(favouriteGames.memberId, memberId), inArray(favouriteGames.gameId, ofNode)));
};
