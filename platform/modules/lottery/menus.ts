import { and, desc, eq, inArray } from 'drizzle-orm';
import type { LotteryMenus, LotteryRecent } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { games, recentGames } from '../../db/schema/index.ts';
import { catalogueSnapshot, gameColumns, lotteryMenuItem, lotteryMenus } from '../catalogue/index.ts';
import { playsIn, prizeModeOfGame, type PrizeMode } from './games.ts';

/** The Vietnamese lottery's vendor: the VN menu lists its games, and the client tags them with it (CONTRACT.md 4.6). */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** GET /lgw/vn/games/game_menu: the groups of /lgw/games/game_menus, with the Vietnamese lottery's games only. */
export const vnLotteryMenus = async (p: Platform, prizeMode: PrizeMode, lang: ShippedLanguage): Promise<LotteryMenus> => {
  const menus: LotteryMenus = {};
  for (const [code, group] of Object.entries(await lotteryMenus(p, prizeMode, lang))) {
    const gameMenus = group.gameMenus.filter((item) => item.accountTypeName === VN_LOTTERY_VENDOR);
    if (gameMenus.length) menus[code] = { ...group, gameMenus };
  }
  return menus;
};

export const RECENT_LOTTERY_LIMIT = 20;

/**
 * GET /lgw/vn/games/game_menu/recent: the member's last launched lottery games (any lottery
 * vendor; those a prize mode plays when asked), the latest first, as menu items in `{ list }`,
 * each tagged with its game's own prize mode.
 */
export const recentLotteryMenu = async (p: Platform, memberId: number, lang: ShippedLanguage, prizeMode?: PrizeMode): Promise<LotteryRecent> => {
  const snapshot = await catalogueSnapshot(p);
  const rows = await p.db
    .select(gameColumns)
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .where(and(eq(recentGames.memberId, memberId), eq(games.enabled, true), inArray(games.category, ['LOTT', 'ELOTT'])))
    .orderBy(desc(recentGames.launchedAt), desc(recentGames.gameId))
    .limit(RECENT_LOTTERY_LIMIT);
  return {
    list: rows.flatMap((row) => {
      const own = prizeModeOfGame(row);
      if (!own || !snapshot.vendors.has(row.vendor) || (prizeMode && !playsIn({ prizeMode: own }, prizeMode))) return [];
      return [lotteryMenuItem(row, snapshot, lang, own)];
    }),
  };
};
