import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { VENDOR_POPUP_PAGE_SIZE, VENDOR_PRELOAD } from '../../../contract/game-rules.ts';
import { GATEWAY_VERSION, MERCHANT_CODE_DEFAULT } from '../../../contract/limits.ts';
import { SESSION_KEYS, syncLanguageCaches, tabStorage } from '../../lib/session-keys.ts';

/*
 * A vendor's games, a page of ten at a time (CONTRACT.md 4.5: `GCSGAME_gameList` for the vendor
 * pop-up), kept in the tab's sessionStorage for a few minutes: what the home page preloads once
 * idle is there when the pop-up opens, and no page asks the platform twice for the same list.
 * Checked by hand: the home page must not load a schema library before anyone asks for a list.
 */

export interface VendorGame {
  gameId: number;
  nodeId: number;
  gameName: string;
  vassalage: string;
  gameType: string;
  iconUrl: string;
  platform: string;
  appNewWindow: number;
  freeplay: number;
}

export interface VendorGamesPage {
  games: VendorGame[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

export interface VendorGamesQuery {
  /** A lane's category (RNG, FISH, PVP, LIVE…), or BGS for the in-house group. */
  gameType: string;
  vassalage: string;
  pageNo: number;
  /** A name to look for; empty for every game. */
  gameName: string;
}

/** How long a list is kept: the catalogue rarely changes, and a new session reads it again. */
export const VENDOR_GAMES_TTL_MS = 5 * 60_000;
/** Lists kept at most, the oldest dropped first: sessionStorage is small. */
const KEPT_LISTS = 30;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string';

const gameOf = (value: unknown): VendorGame | null => {
  if (!value || typeof value !== 'object') return null;
  const g = value as Record<string, unknown>;
  if (!isInt(g.gameId) || !isInt(g.nodeId) || !isText(g.gameName) || !isText(g.vassalage) || !isText(g.gameType) || !isText(g.iconUrl)) return null;
  return {
    gameId: g.gameId,
    nodeId: g.nodeId,
    gameName: g.gameName,
    vassalage: g.vassalage,
    gameType: g.gameType,
    iconUrl: g.iconUrl,
    platform: isText(g.platform) ? g.platform : '',
    appNewWindow: isInt(g.appNewWindow) ? g.appNewWindow : 0,
    freeplay: g.freeplay === 1 ? 1 : 0,
  };
};

/** The list in a platform answer, or null when the answer is not one. */
export const parseVendorGames = (body: unknown): VendorGamesPage | null => {
  const envelope = body as { success?: unknown; value?: Record<string, unknown> } | null;
  const value = envelope?.success === true ? envelope.value : null;
  if (!value || !Array.isArray(value.games) || !isInt(value.pageNo) || !isInt(value.totalPages) || !isInt(value.totalCount)) return null;
  const games = value.games.map(gameOf);
  if (games.some((g) => g === null)) return null;
  return { games: games as VendorGame[], pageNo: value.pageNo, totalPages: value.totalPages, totalCount: value.totalCount };
};

/** The call's query, as the real client sends it; a name search goes without `language`, as on the live platform. */
export const vendorGamesParams = (q: VendorGamesQuery, language: string): URLSearchParams => {
  const params = new URLSearchParams({
    clientType: '3',
    platform: 'flash,html5-desktop',
    merchant: MERCHANT_CODE_DEFAULT,
    gameType: q.gameType,
    vassalage: q.vassalage,
    pageNo: String(q.pageNo),
    pageSize: String(VENDOR_POPUP_PAGE_SIZE),
  });
  if (q.gameName) params.set('gameName', q.gameName);
  else params.set('language', language);
  return params;
};

interface Kept {
  at: number;
  page: VendorGamesPage;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

const readKept = (storage: Storage | null): Record<string, Kept> => {
  try {
    const value = JSON.parse(storage?.getItem(SESSION_KEYS.vendorGames) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, Kept>) : {};
  } catch {
    return {};
  }
};

const keep = (storage: Storage | null, key: string, page: VendorGamesPage, now: number) => {
  const kept = Object.entries(readKept(storage)).filter(([k, v]) => k !== key && now - v.at < VENDOR_GAMES_TTL_MS);
  kept.sort(([, a], [, b]) => b.at - a.at);
  try {
    storage?.setItem(SESSION_KEYS.vendorGames, JSON.stringify(Object.fromEntries([[key, { at: now, page }], ...kept.slice(0, KEPT_LISTS - 1)])));
  } catch {
    // Storage full or refused: the list still shows, it is only not kept.
  }
};

/** A list kept less than VENDOR_GAMES_TTL_MS ago, or null. */
export const keptVendorGames = (q: VendorGamesQuery, language: string, storage: Storage | null = tabStorage(), now = Date.now()): VendorGamesPage | null => {
  const entry = readKept(storage)[vendorGamesParams(q, language).toString()];
  return entry && now - entry.at < VENDOR_GAMES_TTL_MS ? (parseVendorGames({ success: true, value: entry.page }) ?? null) : null;
};

/** The page language, as the site writes it (ES, EN). */
const pageLanguage = () => document.documentElement.dataset.lang ?? 'ES';

/** One page of a vendor's games: from the tab's store when it is fresh, else from the platform. Rejects when it cannot be read. */
export const fetchVendorGames = async (q: VendorGamesQuery, signal?: AbortSignal): Promise<VendorGamesPage> => {
  const language = pageLanguage();
  const storage = tabStorage();
  syncLanguageCaches(language, storage);
  const kept = keptVendorGames(q, language, storage);
  if (kept) return kept;
  const params = vendorGamesParams(q, language);
  const response = await fetch(`${ENDPOINTS.gameList.path}?${params}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', Merchant: MERCHANT_CODE_DEFAULT, Language: language, Device: 'web', 'X-Gateway-Version': GATEWAY_VERSION },
    ...(signal ? { signal } : {}),
  });
  const page = parseVendorGames(await response.json().catch(() => null));
  if (!response.ok || !page) throw new Error(`The vendor's games did not load (${response.status})`);
  keep(storage, params.toString(), page, Date.now());
  return page;
};

/** A vendor entry of the page's lanes: its lane and code, as its link names them (`/rng?vassalage=PG`). */
export interface LaneVendor {
  lane: string;
  vassalage: string;
}

/** The vendors to preload (SPEC section 9): the first 3 RNG, 1 LIVE and 1 FISH vendor, in lane order, each once. */
export const preloadPicks = (vendors: readonly LaneVendor[]): LaneVendor[] => {
  const picks: LaneVendor[] = [];
  for (const [lane, count] of Object.entries(VENDOR_PRELOAD)) {
    const seen = new Set<string>();
    for (const v of vendors) {
      if (v.lane === lane && !seen.has(v.vassalage) && seen.size < count) {
        seen.add(v.vassalage);
        picks.push(v);
      }
    }
  }
  return picks;
};

/** The lane and vendor a vendor page link names (`/fish?vassalage=JDB`), or null for any other link. */
export const laneVendorOf = (href: string, origin: string): LaneVendor | null => {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  const lane = /^\/([a-z]+)$/.exec(url.pathname)?.[1]?.toUpperCase();
  const vassalage = url.searchParams.get('vassalage');
  if (url.origin !== origin || !lane || !vassalage || [...url.searchParams.keys()].length !== 1 || !/^[A-Z0-9_]{1,32}$/.test(vassalage)) return null;
  return { lane, vassalage };
};

/** The first page of a lane's vendor's games; the in-house group's lane (BGS) is also its games' key. */
export const firstPageOf = (v: LaneVendor): VendorGamesQuery => ({ gameType: v.lane, vassalage: v.vassalage, pageNo: 1, gameName: '' });

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * Once the page is idle, reads the first page of the preloaded vendors' games into the tab's
 * store, one call after the other, skipping what is already there. Nothing under Save-Data.
 */
export const preloadVendorGames = async (vendors: readonly LaneVendor[]): Promise<void> => {
  if ((navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData) return;
  for (const vendor of preloadPicks(vendors)) {
    try {
      await fetchVendorGames(firstPageOf(vendor));
    } catch {
      // A preload that fails is asked again when the pop-up opens.
    }
  }
};
