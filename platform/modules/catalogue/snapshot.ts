import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { GAME_CATEGORIES, IN_HOUSE_GROUP, IN_HOUSE_VENDOR } from '../../../contract/games.ts';
import type { Platform } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { games, gameVendors, vendorLanes } from '../../db/schema/index.ts';
import { siteSnapshot } from '../system/index.ts';
import { gameArtVersion, vendorLogoVersion } from './art.ts';

/** How long a process keeps vendors and lanes (a few small rows) before reading them again. */
export const CATALOGUE_CACHE_MS = 5_000;
/** How long it keeps the per-group game counts, the one query that reads every game. */
export const GAME_COUNTS_CACHE_MS = 60_000;

/** Enabled games of one vendor in one category and sub-category, by hot and new flags. */
export interface CountRow {
  category: string;
  vendor: string;
  classify: string;
  isHot: boolean;
  isNew: boolean;
  n: number;
}

export interface VendorInfo {
  displayName: string;
  appNewWindow: number;
}

interface GameStats {
  loadedAt: number;
  counts: CountRow[];
  /** Whether any single game is switched off (list queries must then check every row). */
  hasDisabledGames: boolean;
  /** The game a vendor's lobby card launches, per `category:vendor`: its first game in list order. */
  lobbies: Map<string, { gameId: number; nodeId: number }>;
}

/** Everything about the catalogue that is the same for every caller, shared read-only until the next load. */
export interface CatalogueSnapshot extends GameStats {
  /** Enabled vendors only. */
  vendors: Map<string, VendorInfo>;
  disabledVendors: string[];
  /** The vendor feed as stored: each category's enabled vendors in lane order. */
  feed: { category: string; vendors: string[] }[];
  /** The image CDNs of the site settings, without a trailing slash. */
  imageCdns: string[];
  /** Per-language results derived from this snapshot (lanes), built on first use. */
  memo: Map<string, unknown>;
}

// Categories whose vendor cards launch a lobby rather than open a game list.
const LOBBY_CATEGORIES = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

const loadStats = async (db: Db, loadedAt: number): Promise<GameStats> => {
  const [rows, lobbyRows] = await Promise.all([
    db
      .select({
        category: games.category,
        vendor: games.vendor,
        classify: games.classify,
        isHot: games.isHot,
        isNew: games.isNew,
        enabled: games.enabled,
        n: sql<number>`count(*)::int`,
      })
      .from(games)
      .groupBy(games.category, games.vendor, games.classify, games.isHot, games.isNew, games.enabled),
    db
      .selectDistinctOn([games.category, games.vendor], {
        category: games.category,
        vendor: games.vendor,
        gameId: games.id,
        nodeId: games.nodeId,
      })
      .from(games)
      .where(and(eq(games.enabled, true), inArray(games.category, LOBBY_CATEGORIES)))
      .orderBy(games.category, games.vendor, games.sort, games.id),
  ]);
  return {
    loadedAt,
    counts: rows.filter((row) => row.enabled).map(({ enabled: _, ...row }) => row),
    hasDisabledGames: rows.some((row) => !row.enabled),
    lobbies: new Map(lobbyRows.map((row) => [`${row.category}:${row.vendor}`, { gameId: row.gameId, nodeId: row.nodeId }])),
  };
};

const load = async (p: Platform, previous: CatalogueSnapshot | undefined): Promise<CatalogueSnapshot> => {
  const now = p.now().getTime();
  const statsFresh = previous && now - previous.loadedAt < GAME_COUNTS_CACHE_MS;
  const [vendorRows, laneRows, stats, site] = await Promise.all([
    p.db.select().from(gameVendors),
    p.db.select().from(vendorLanes).orderBy(asc(vendorLanes.sort), asc(vendorLanes.vendor)),
    statsFresh ? previous : loadStats(p.db, now),
    siteSnapshot(p),
  ]);
  const vendors = new Map(vendorRows.filter((v) => v.enabled).map((v) => [v.code, { displayName: v.displayName, appNewWindow: v.appNewWindow }]));
  const feed = new Map<string, string[]>(GAME_CATEGORIES.map((c) => [c, []]));
  for (const lane of laneRows) if (vendors.has(lane.vendor)) feed.get(lane.category)?.push(lane.vendor);
  const cdns = site.settings.imageCDNs.map((cdn) => cdn.replace(/\/+$/, ''));
  return {
    loadedAt: stats.loadedAt,
    counts: stats.counts.filter((row) => vendors.has(row.vendor)),
    hasDisabledGames: stats.hasDisabledGames,
    lobbies: stats.lobbies,
    vendors,
    disabledVendors: vendorRows.filter((v) => !v.enabled).map((v) => v.code),
    feed: [...feed].filter(([, codes]) => codes.length).map(([category, codes]) => ({ category, vendors: codes })),
    // The site's own art endpoint serves every game when no CDN is configured.
    imageCdns: cdns.length ? cdns : ['/cdn'],
    memo: new Map(),
  };
};

interface CacheEntry {
  expires: number;
  snapshot: Promise<CatalogueSnapshot>;
  refreshing: boolean;
}
const cache = new WeakMap<Platform, CacheEntry>();

const start = (p: Platform, previous?: CatalogueSnapshot): CacheEntry => {
  const entry: CacheEntry = { expires: p.now().getTime() + CATALOGUE_CACHE_MS, snapshot: load(p, previous), refreshing: false };
  cache.set(p, entry);
  entry.snapshot.catch(() => {
    if (cache.get(p) === entry) cache.delete(p);
  });
  return entry;
};

/*
 * Lanes, counts and vendors change only when an operator changes the catalogue, yet every list call
 * needs them. A process reads them once, then serves what it has: past CATALOGUE_CACHE_MS one call
 * starts a reload in the background and the next calls get its result. A change shows within
 * seconds; a count of games within GAME_COUNTS_CACHE_MS, or at once through forgetCatalogue.
 */
export const catalogueSnapshot = (p: Platform): Promise<CatalogueSnapshot> => {
  const entry = cache.get(p) ?? start(p);
  if (entry.expires <= p.now().getTime() && !entry.refreshing) {
    entry.refreshing = true;
    const reload = async () => {
      const next = load(p, await entry.snapshot);
      await next;
      if (cache.get(p) === entry) cache.set(p, { expires: p.now().getTime() + CATALOGUE_CACHE_MS, snapshot: next, refreshing: false });
    };
    reload().catch((err: unknown) => {
      // Keep serving the last good catalogue; the next call past the deadline tries again.
      entry.refreshing = false;
      p.log.warn({ err }, 'catalogue reload failed');
    });
  }
  return entry.snapshot;
};

/** Forgets the cached catalogue, counts included, for a change made by this process (and for tests). */
export const forgetCatalogue = (p: Platform) => cache.delete(p);

/** What a game's tile is drawn from. */
export interface TileGame {
  id: number;
  nameEn: string;
  /** The vendor's code. */
  vendor: string;
  theme: number;
}

/**
 * A game's tile: the same CDN for a game wherever it is served from, so caches stay warm, and the
 * picture's version in the address, so each address always shows the same picture.
 */
export const iconUrlOf = (snapshot: CatalogueSnapshot, game: TileGame) =>
  `${snapshot.imageCdns[game.id % snapshot.imageCdns.length]}/games/${game.id}.svg?v=${gameArtVersion({ id: game.id, title: game.nameEn, vendor: game.vendor, theme: game.theme })}`;

/** The in-house group's name, which has no vendor row of its own. */
const GROUP_NAMES: Record<string, string> = { [IN_HOUSE_GROUP]: 'BetPlay', [IN_HOUSE_VENDOR]: 'BetPlay' };

/** The name a vendor's logo shows; undefined for a code that is neither a vendor nor the in-house group. */
export const vendorDisplayName = (snapshot: CatalogueSnapshot, code: string): string | undefined =>
  snapshot.vendors.get(code)?.displayName ?? GROUP_NAMES[code];

export const vendorLogoUrl = (snapshot: CatalogueSnapshot, code: string) =>
  `${snapshot.imageCdns[0]}/games/vendor/${encodeURIComponent(code)}.svg?v=${vendorLogoVersion(code, vendorDisplayName(snapshot, code) ?? code)}`;
