import { and, eq } from 'drizzle-orm';
import type { Game } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { games } from '../../db/schema/index.ts';
import { catalogueSnapshot, iconUrlOf, type CatalogueSnapshot } from './snapshot.ts';

/** The columns a game item is made of; list queries select exactly these. */
export const gameColumns = {
  id: games.id,
  nodeId: games.nodeId,
  vendor: games.vendor,
  category: games.category,
  classify: games.classify,
  code: games.code,
  nameEn: games.nameEn,
  nameEs: games.nameEs,
  isHot: games.isHot,
  isNew: games.isNew,
  freeplay: games.freeplay,
  theme: games.theme,
};
export type GameRow = { [K in keyof typeof gameColumns]: (typeof games.$inferSelect)[K] };

export const nameIn = (row: Pick<GameRow, 'nameEn' | 'nameEs'>, lang: ShippedLanguage) => (lang === 'ES' ? row.nameEs : row.nameEn);

// Flash-only clients of a few vendors' live and fishing games (CONTRACT.md 4.5).
const FLASH_VENDORS = new Set(['PT', 'DG']);
const platformOf = (row: GameRow) => (FLASH_VENDORS.has(row.vendor) && (row.category === 'LIVE' || row.category === 'FISH') ? 'flash' : 'html5-desktop');

const flag = (on: boolean) => (on ? 1 : 0);

/** A games row as lists answer it (CONTRACT.md 4.4), in the caller's language. */
export const toGameItem = (snapshot: CatalogueSnapshot, row: GameRow, lang: ShippedLanguage): Game => ({
  gameId: row.id,
  nodeId: row.nodeId,
  gameCode: row.code,
  gameName: nameIn(row, lang),
  vassalage: row.vendor,
  accountTypeName: row.vendor,
  gameType: row.category,
  gameClassify: row.classify,
  isGame: 'game',
  isHot: flag(row.isHot),
  isNew: flag(row.isNew),
  freeplay: flag(row.freeplay),
  iconUrl: iconUrlOf(snapshot, row),
  theme: row.theme,
  platform: platformOf(row),
  appNewWindow: snapshot.vendors.get(row.vendor)?.appNewWindow ?? 0,
});

/** A game that can be played now: enabled, from an enabled vendor. */
const playable = async (p: Platform, rows: GameRow[]) => {
  const snapshot = await catalogueSnapshot(p);
  return { snapshot, rows: rows.filter((row) => snapshot.vendors.has(row.vendor)) };
};

/** One playable game by `gameId`, or null. Launches and the game server look games up here. */
export const findGameById = async (p: Platform, gameId: number): Promise<GameRow | null> => {
  if (!Number.isSafeInteger(gameId)) return null;
  const found = await p.db
    .select(gameColumns)
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.enabled, true)))
    .limit(1);
  return (await playable(p, found)).rows[0] ?? null;
};

/** One playable game by `nodeId` (favourites and launches name games by node), or null. */
export const findGameByNodeId = async (p: Platform, nodeId: number): Promise<GameRow | null> => {
  if (!Number.isSafeInteger(nodeId)) return null;
  const found = await p.db
    .select(gameColumns)
    .from(games)
    .where(and(eq(games.nodeId, nodeId), eq(games.enabled, true)))
    .limit(1);
  return (await playable(p, found)).rows[0] ?? null;
};
