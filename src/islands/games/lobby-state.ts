/*
 * What a game list page shows, as its URL says it (SPEC section 2 "Game list filters"): filter,
 * sub-category, vendor, name search and page. The server renders every view from it and builds
 * the page's links from it; the browser reads from an address whether it asks for a member's
 * list. Pure, so the same rules run on both sides.
 */

/** The filters in the order the page lists them. FAV and RECENT are the member's own lists. */
export const LOBBY_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

export const isMemberFilter = (filter: LobbyFilter): filter is 'FAV' | 'RECENT' => filter === 'FAV' || filter === 'RECENT';

/** The longest name search the game list takes (`gameName`). */
export const SEARCH_MAX_LENGTH = 64;
const PAGE_MAX = 100_000;

export interface LobbyState {
  filter: LobbyFilter;
  /** A sub-category (`gameClassify`) the page offers, or null for all. */
  classify: string | null;
  /** A vendor code the page offers (`vassalage`), or null for all. */
  vendor: string | null;
  /** The name searched for, trimmed; empty for none. */
  search: string;
  page: number;
}

/** What one game list page may narrow to: its path, its vendors and its sub-categories. */
export interface LobbyScope {
  path: string;
  vendors: readonly string[];
  classifies: readonly string[];
}

export const DEFAULT_LOBBY_STATE: LobbyState = { filter: 'ALL', classify: null, vendor: null, search: '', page: 1 };

/** The URL's parameter names; `vassalage` is the one the rest of the site links with. */
export const LOBBY_PARAMS = { filter: 'filter', classify: 'classify', vendor: 'vassalage', search: 'q', page: 'page' } as const;

/** The allowed value a parameter names, whatever its letter case, or null. */
const oneOf = (value: string | undefined, allowed: readonly string[]): string | null => {
  const wanted = value?.trim().toUpperCase();
  return wanted ? (allowed.find((a) => a.toUpperCase() === wanted) ?? null) : null;
};

/** A whole page number from 1 to PAGE_MAX, as the address writes it, else 1. */
const pageOf = (value: string | undefined): number => {
  const text = value?.trim() ?? '';
  if (!/^\d+(?:\.0*)?$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
};

/**
 * The state in a query string. Anything unknown or malformed falls back to its default, so an
 * old or hand-written link still opens a page: a vendor or sub-category this page does not
 * offer means all of them. Checked by hand: the lobby's script loads no schema library.
 */
export const parseLobbyState = (params: URLSearchParams, scope: Pick<LobbyScope, 'vendors' | 'classifies'>): LobbyState => {
  const raw = (name: string) => params.get(name) ?? undefined;
  const filter = raw(LOBBY_PARAMS.filter)?.trim().toUpperCase();
  return {
    filter: LOBBY_FILTERS.find((f) => f === filter) ?? 'ALL',
    classify: oneOf(raw(LOBBY_PARAMS.classify), scope.classifies),
    vendor: oneOf(raw(LOBBY_PARAMS.vendor), scope.vendors),
    search: (raw(LOBBY_PARAMS.search) ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim(),
    page: pageOf(raw(LOBBY_PARAMS.page)),
  };
};

/** The query string of a state, defaults left out, always in the same order (one URL per view). */
export const lobbySearch = (state: LobbyState): string => {
  const params = new URLSearchParams();
  if (state.filter !== 'ALL') params.set(LOBBY_PARAMS.filter, state.filter);
  if (state.classify) params.set(LOBBY_PARAMS.classify, state.classify);
  if (state.vendor) params.set(LOBBY_PARAMS.vendor, state.vendor);
  if (state.search) params.set(LOBBY_PARAMS.search, state.search);
  if (state.page > 1) params.set(LOBBY_PARAMS.page, String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
};

export const lobbyHref = (path: string, state: LobbyState): string => `${path}${lobbySearch(state)}`;

/** A change of filter, sub-category, vendor or search starts again at the first page. */
export const withChange = (state: LobbyState, change: Partial<Omit<LobbyState, 'page'>>): LobbyState => ({ ...state, ...change, page: 1 });

export const sameLobbyState = (a: LobbyState, b: LobbyState) => lobbySearch(a) === lobbySearch(b);
