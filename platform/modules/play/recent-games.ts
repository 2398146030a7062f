import { and, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { IN_HOUSE_GROUP } from '../../../contract/games.ts';
import type { recentGamesQuerySchema } from '../../../contract/game-play.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { games, recentGames } from '../../db/schema/index.ts';
import { gameColumns, toGameItem } from '../catalogue/index.ts';
import { inHouseVendors } from '../catalogue/index.ts';
import { catalogueSnapshot, type CatalogueSnapshot } from '../catalogue/index.ts';

/**
 * Conditions on `games` for a member's lists (favourites, recent): playable games only, of one
 * category when `gameType` names one, the in-house group's games for BGS, as the game list does.
 */
export const playableGameConditions = (snapshot: CatalogueSnapshot, gameType: string | undefined): SQL[] => {
  const where: SQL[] = [eq(games.enabled, true)];
  if (gameType === IN_HOUSE_GROUP) {
    const vendors = inHouseVendors(snapshot);
    where.push(eq(games.category, 'RNG'), vendors.length ? inArray(games.vendor, vendors) : eq(games.id, -1));
  } else {
    if (gameType) where.push(eq(games.category, gameType.toUpperCase()));
    if (snapshot.disabledVendors.length) where.push(notInArray(games.vendor, snapshot.disabledVendors));
  }
  return where;
};

/** Notes a launch: the game moves to the top of the member's recent games. */
export const recordLaunch = async (on: Db | Tx, memberId: number, gameId: number, at: Date): Promise<void> => {
  await on
    .insert(recentGames)
    .values({ memberId, gameId, launchedAt: at })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { launchedAt: at } });
};

/** GCS_recentGame: the member's launched games, the latest launch first. */
export const recentGameList = async (p: Platform, memberId: number, q: z.infer<typeof recentGamesQuerySchema>, lang: ShippedLanguage) => {
  const snapshot = await catalogueSnapshot(p);
  const rows = await p.db
    .select(gameColumns)
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .where(and(eq(recentGames.memberId, memberId), ...playableGameConditions(snapshot, q.gameType)))
    .orderBy(desc(recentGames.launchedAt), desc(recentGames.gameId))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return { list: rows.map((row) => toGameItem(snapshot, row, lang)) };
};
