import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, IN_HOUSE_GROUP, IN_HOUSE_VENDORS, LANE_ORDER, type Lane, type VendorCard } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { Platform } from '../../context.ts';
import { classifyName, classifyRank, laneName } from './game-names.ts';
import { catalogueSnapshot, vendorLogoUrl, type CatalogueSnapshot } from './snapshot.ts';

export interface FeedLane {
  category: string;
  vendors: string[];
}

const inList = (list: readonly string[]) => (code: string) => list.includes(code);
const isEsports = inList(ESPORTS_VENDORS);
const isCockfight = inList(COCKFIGHT_VENDORS);
const isInHouse = inList(IN_HOUSE_VENDORS);

/**
 * The vendor feed to the lanes players see (CONTRACT.md 5.1): esports and cockfight vendors leave
 * SPORTS for lanes of their own, and the RNG vendors the house runs leave RNG for the in-house
 * group. Lanes left empty are dropped; the result follows LANE_ORDER.
 */
export const arrangeLanes = (feed: readonly FeedLane[]): FeedLane[] => {
  const out = new Map<string, string[]>();
  const add = (category: string, vendors: string[]) => {
    if (vendors.length) out.set(category, [...(out.get(category) ?? []), ...vendors]);
  };
  for (const { category, vendors } of feed) {
    if (category === 'SPORTS') {
      add(
        'SPORTS',
        vendors.filter((v) => !isEsports(v) && !isCockfight(v)),
      );
      add('ESPORTS', vendors.filter(isEsports));
      add('COCKFIGHT', vendors.filter(isCockfight));
    } else if (category === 'RNG') {
      add(
        'RNG',
        vendors.filter((v) => !isInHouse(v)),
      );
      add(IN_HOUSE_GROUP, vendors.filter(isInHouse));
    } else {
      add(category, vendors);
    }
  }
  const rank = (c: string) => {
    const i = (LANE_ORDER as readonly string[]).indexOf(c);
    return i < 0 ? LANE_ORDER.length : i;
  };
  return [...out].map(([category, vendors]) => ({ category, vendors })).sort((a, b) => rank(a.category) - rank(b.category));
};

/** The category a lane's games are stored under: the in-house group's games are RNG games. */
export const gamesCategoryOf = (laneCategory: string) => (laneCategory === IN_HOUSE_GROUP ? 'RNG' : laneCategory);

// Lanes whose cards open the vendor's game list; the others launch the vendor's lobby.
const LIST_LANES = new Set(['RNG', IN_HOUSE_GROUP, 'FISH', 'PVP']);

/** Game counts per sub-category of the given vendors in a category, in display order. */
export const classifyCounts = (snapshot: CatalogueSnapshot, category: string, vendors: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const row of snapshot.counts) {
    if (row.category === category && vendors.includes(row.vendor)) counts.set(row.classify, (counts.get(row.classify) ?? 0) + row.n);
  }
  return [...counts].sort(([a], [b]) => classifyRank(a) - classifyRank(b) || a.localeCompare(b));
};

const cardOf = (snapshot: CatalogueSnapshot, laneCategory: string, vendor: string): VendorCard => {
  const category = gamesCategoryOf(laneCategory);
  const info = snapshot.vendors.get(vendor)!;
  const logo = vendorLogoUrl(snapshot, vendor);
  const lobby = LIST_LANES.has(laneCategory) ? undefined : snapshot.lobbies.get(`${category}:${vendor}`);
  return {
    vassalage: vendor,
    accountTypeName: vendor,
    gameType: laneCategory,
    displayName: info.displayName,
    lagerIcon: logo,
    smallIcon: logo,
    isGame: LIST_LANES.has(laneCategory) ? 'VASSALAGE' : 'game',
    appNewWindow: info.appNewWindow,
    gameCount: classifyCounts(snapshot, category, [vendor]).reduce((sum, [, n]) => sum + n, 0),
    ...(lobby ? { gameId: lobby.gameId, nodeId: lobby.nodeId } : {}),
  };
};

const buildLanes = (snapshot: CatalogueSnapshot, lang: ShippedLanguage): Lane[] =>
  arrangeLanes(snapshot.feed).map(({ category, vendors }) => ({
    title: category,
    displayName: laneName(category, lang),
    cards: vendors.map((vendor) => cardOf(snapshot, category, vendor)),
    gameClassify: classifyCounts(snapshot, gamesCategoryOf(category), vendors).map(([key, gameCount]) => ({
      key,
      displayName: classifyName(key, lang),
      gameCount,
    })),
  }));

/** GCSGAME_newGameVendor: the lanes in the caller's language, built once per catalogue load and language. */
export const vendorLanes = async (p: Platform, lang: ShippedLanguage): Promise<Lane[]> => {
  const snapshot = await catalogueSnapshot(p);
  const key = `lanes:${lang}`;
  if (!snapshot.memo.has(key)) snapshot.memo.set(key, buildLanes(snapshot, lang));
  return snapshot.memo.get(key) as Lane[];
};

/** GCSGAME_getVassGameType: lane, then vendor, then the sub-categories that vendor has there. */
export const vassGameTypes = async (p: Platform): Promise<Record<string, Record<string, string[]>>> => {
  const snapshot = await catalogueSnapshot(p);
  const content: Record<string, Record<string, string[]>> = {};
  for (const { category, vendors } of arrangeLanes(snapshot.feed)) {
    content[category] = Object.fromEntries(
      vendors.map((vendor) => [vendor, classifyCounts(snapshot, gamesCategoryOf(category), [vendor]).map(([key]) => key)]),
    );
  }
  return content;
};

/** The enabled vendors of the in-house group, as the game list filters them. */
export const inHouseVendors = (snapshot: CatalogueSnapshot): string[] => IN_HOUSE_VENDORS.filter((v) => snapshot.vendors.has(v));
