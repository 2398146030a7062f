import { and, asc, eq } from 'drizzle-orm';
import type { LotteryMenuItem, LotteryMenus } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { games } from '../../db/schema/index.ts';
import { gameColumns, nameIn, type GameRow } from './games.ts';
import { classifyName, classifyRank } from './game-names.ts';
import { catalogueSnapshot, iconUrlOf, type CatalogueSnapshot } from './snapshot.ts';

/** A lottery game as the lottery menus list it (CONTRACT.md 4.6). */
export const lotteryMenuItem = (row: GameRow, snapshot: CatalogueSnapshot, lang: ShippedLanguage, prizeMode: 'LOTT' | 'ELOTT'): LotteryMenuItem => ({
  gameId: row.id,
  nodeId: row.nodeId,
  gameCode: row.code,
  gameName: nameIn(row, lang),
  accountTypeName: row.vendor,
  gameGroupCode: row.classify.toUpperCase(),
  prizeMode,
  iconUrl: iconUrlOf(snapshot, row),
  isHot: row.isHot ? 1 : 0,
  isNew: row.isNew ? 1 : 0,
});

/**
 * GET /lgw/games/game_menus: the lottery games of a prize mode (LOTT traditional, ELOTT
 * entertainment), grouped by draw family. Groups come in display order, games in list order.
 */
export const lotteryMenus = async (p: Platform, prizeMode: 'LOTT' | 'ELOTT', lang: ShippedLanguage): Promise<LotteryMenus> => {
  const snapshot = await catalogueSnapshot(p);
  const rows = await p.db
    .select(gameColumns)
    .from(games)
    .where(and(eq(games.category, prizeMode), eq(games.enabled, true)))
    .orderBy(asc(games.sort), asc(games.id));
  const groups = [...new Set(rows.map((row) => row.classify))].sort((a, b) => classifyRank(a) - classifyRank(b) || a.localeCompare(b));
  const menus: LotteryMenus = {};
  for (const group of groups) {
    const code = group.toUpperCase();
    menus[code] = {
      gameGroupCode: code,
      gameGroupName: classifyName(group, lang),
      gameMenus: rows.filter((row) => row.classify === group && snapshot.vendors.has(row.vendor)).map((row) => lotteryMenuItem(row, snapshot, lang, prizeMode)),
    };
    if (!menus[code].gameMenus.length) delete menus[code];
  }
  return menus;
};
