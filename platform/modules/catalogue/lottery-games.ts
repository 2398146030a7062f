import { and, asc, eq, ne } from 'drizzle-orm';
import { SEA_LOTTERY_VENDOR, type LotteryMenuItem, type LotteryMenus, type LotteryPrizeMode } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { games } from '../../db/schema/index.ts';
import { gameColumns, nameIn, type GameRow } from './games.ts';
import { classifyName, classifyRank } from './game-names.ts';
import { catalogueSnapshot, iconUrlOf, type CatalogueSnapshot } from './snapshot.ts';

/** A lottery game as the lottery menus list it (CONTRACT.md 4.6). */
export const lotteryMenuItem = (row: GameRow, snapshot: CatalogueSnapshot, lang: ShippedLanguage, prizeMode: LotteryPrizeMode): LotteryMenuItem => ({
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

/** The games each prize mode's menu lists: a category, narrowed to the SEA lottery or without it. */
const menuRows = (mode: LotteryPrizeMode) => {
  switch (mode) {
    case 'SEA':
      return and(eq(games.category, 'LOTT'), eq(games.vendor, SEA_LOTTERY_VENDOR));
    case 'ZY':
      // ZY plays the traditional draws at its own odds; the SEA lottery plays only its own mode.
      return and(eq(games.category, 'LOTT'), ne(games.vendor, SEA_LOTTERY_VENDOR));
    default:
      return eq(games.category, mode);
  }
};

/** The prize mode an item of `mode`'s menu is tagged with: the SEA lottery's games are always SEA. */
const itemMode = (row: GameRow, mode: LotteryPrizeMode): LotteryPrizeMode => (row.vendor === SEA_LOTTERY_VENDOR && row.category === 'LOTT' ? 'SEA' : mode);

/**
 * GET /lgw/games/game_menus: the lottery games of a prize mode (LOTT traditional, whose category
 * also lists the SEA lottery's games, tagged SEA; ZY the same traditional draws without them;
 * ELOTT entertainment; SEA the South-East Asian lottery), grouped by draw family. Groups come in
 * display order, games in list order.
 */
export const lotteryMenus = async (p: Platform, prizeMode: LotteryPrizeMode, lang: ShippedLanguage): Promise<LotteryMenus> => {
  const snapshot = await catalogueSnapshot(p);
  const rows = await p.db
    .select(gameColumns)
    .from(games)
    .where(and(menuRows(prizeMode), eq(games.enabled, true)))
    .orderBy(asc(games.sort), asc(games.id));
  const groups = [...new Set(rows.map((row) => row.classify))].sort((a, b) => classifyRank(a) - classifyRank(b) || a.localeCompare(b));
  const menus: LotteryMenus = {};
  for (const group of groups) {
    const code = group.toUpperCase();
    menus[code] = {
      gameGroupCode: code,
      gameGroupName: classifyName(group, lang),
      gameMenus: rows
        .filter((row) => row.classify === group && snapshot.vendors.has(row.vendor))
        .map((row) => lotteryMenuItem(row, snapshot, lang, itemMode(row, prizeMode))),
    };
    if (!menus[code].gameMenus.length) delete menus[code];
  }
  return menus;
};
