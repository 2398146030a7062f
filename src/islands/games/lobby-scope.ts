import { GAME_LIST_PAGE_SIZE, IN_HOUSE_GROUP, IN_HOUSE_VENDOR } from '../../../contract/game-rules.ts';
import type { Game, Lane } from '../../../contract/games.ts';
import { SHIPPED_LANGUAGES } from '../../../contract/languages.ts';
import { CLIENT_TYPE, MERCHANT_CODE_DEFAULT } from '../../../contract/limits.ts';
import type { LobbyScope, LobbyState } from './lobby-state.ts';

/*
 * What each game list page (/rng, /fish, /pvp, /bgs) may narrow to, read from the vendor lanes,
 * and how its state becomes the game list call (SPEC section 7) or a view of the member's own
 * lists (favourites and recent games, which the page filters itself).
 */

export const LOBBY_CATEGORIES = ['RNG', 'FISH', 'PVP', IN_HOUSE_GROUP] as const;
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number];

/** The sub-categories a page offers, in order (SPEC section 2); bingo only where Tagalog is spoken. */
export const subCategories = (languages: readonly string[] = SHIPPED_LANGUAGES): string[] =>
  languages.includes('TY') ? ['jackpot', 'table', 'arcade', 'bingo'] : ['jackpot', 'table', 'arcade'];

export interface LobbyVendor {
  code: string;
  name: string;
}

export interface LobbyConfig extends LobbyScope {
  /** `gameType` of the game list call; BGS asks for the in-house group. */
  category: LobbyCategory;
  /** `gameType` of the member's lists: the in-house games are RNG games. */
  memberGameType: string;
  vendorChoices: readonly LobbyVendor[];
  /** The vendor codes each choice stands for: INHOUSE is the house's own studios. */
  vendorMembers: Readonly<Record<string, readonly string[]>>;
  /** Games of these vendors only (the in-house page); empty for every vendor of the category. */
  onlyVendors: readonly string[];
}

const laneOf = (lanes: readonly Lane[], title: string) => lanes.find((lane) => lane.title === title);

/** The page's vendors and sub-categories from the lanes; a lane that is missing offers none. */
export const lobbyConfig = (category: LobbyCategory, path: string, lanes: readonly Lane[], languages?: readonly string[]): LobbyConfig => {
  const lane = laneOf(lanes, category);
  const inHouse = (laneOf(lanes, IN_HOUSE_GROUP)?.cards ?? []).map((c) => c.vassalage);
  const choices: LobbyVendor[] = (lane?.cards ?? []).map((c) => ({ code: c.vassalage, name: c.displayName }));
  const members: Record<string, readonly string[]> = Object.fromEntries(choices.map((c) => [c.code, [c.code]]));
  if (category === 'RNG' && inHouse.length) {
    choices.push({ code: IN_HOUSE_VENDOR, name: laneOf(lanes, IN_HOUSE_GROUP)?.displayName ?? IN_HOUSE_VENDOR });
    members[IN_HOUSE_VENDOR] = inHouse;
  }
  // A lane of one sub-category (fishing is all arcade) has nothing to narrow.
  const laneClassifies = (lane?.gameClassify ?? []).filter((c) => c.gameCount > 0).map((c) => c.key);
  const classifies = laneClassifies.length > 1 ? subCategories(languages).filter((c) => laneClassifies.includes(c)) : [];
  return {
    path,
    category,
    memberGameType: category === IN_HOUSE_GROUP ? 'RNG' : category,
    vendors: choices.map((c) => c.code),
    vendorChoices: choices,
    vendorMembers: members,
    classifies,
    onlyVendors: category === IN_HOUSE_GROUP ? inHouse : [],
  };
};

/**
 * GCSGAME_gameList's query for a state (SPEC section 7). A name search leaves `language` out:
 * the real platform answers nothing when both are sent (CONTRACT.md 4.4); the `Language` header
 * still names the language the names are searched in.
 */
export const gameListQuery = (config: Pick<LobbyConfig, 'category'>, state: LobbyState, language: string): Record<string, string | number> => ({
  clientType: CLIENT_TYPE,
  platform: 'flash,html5-desktop',
  merchant: MERCHANT_CODE_DEFAULT,
  gameType: config.category,
  ...(state.classify ? { gameClassify: state.classify } : {}),
  ...(state.vendor ? { vassalage: state.vendor } : {}),
  pageNo: state.page,
  pageSize: GAME_LIST_PAGE_SIZE,
  ...(state.search ? { gameName: state.search } : { language }),
  ...(state.filter === 'NEW' || state.filter === 'HOT' ? { filter: state.filter } : {}),
});

/** One page of games with the totals of the whole list. */
export interface LobbyPage {
  games: readonly Game[];
  totalCount: number;
  totalPages: number;
  page: number;
}

/** Lower case without accents, so "dragon" finds "Dragón". */
export const foldName = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The member's favourites or recent games as this page shows them: its category, vendor, sub-category and search, 20 a page. */
export const memberListPage = (games: readonly Game[], config: LobbyConfig, state: LobbyState): LobbyPage => {
  const vendors = state.vendor ? (config.vendorMembers[state.vendor] ?? []) : null;
  const term = foldName(state.search);
  const shown = games.filter(
    (g) =>
      g.gameType === config.memberGameType &&
      (!config.onlyVendors.length || config.onlyVendors.includes(g.vassalage)) &&
      (!vendors || vendors.includes(g.vassalage)) &&
      (!state.classify || g.gameClassify === state.classify) &&
      (!term || foldName(g.gameName).includes(term)),
  );
  const start = (state.page - 1) * GAME_LIST_PAGE_SIZE;
  return {
    games: shown.slice(start, start + GAME_LIST_PAGE_SIZE),
    totalCount: shown.length,
    totalPages: Math.ceil(shown.length / GAME_LIST_PAGE_SIZE),
    page: state.page,
  };
};

/**
 * The page links of a pager: the first and last pages, and two either side of the current one,
 * with a gap where pages are left out (1 … 4 5 6 7 8 … 500).
 */
export const pageWindow = (page: number, totalPages: number, around = 2): (number | 'gap')[] => {
  if (totalPages <= 1) return [];
  const shown = new Set([1, totalPages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= totalPages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  // A gap of a single page shows that page: a number reads better than an ellipsis in its place.
  return sorted.flatMap((p, i): (number | 'gap')[] => {
    const before = i > 0 ? sorted[i - 1]! : p - 1;
    if (p - before === 2) return [p - 1, p];
    return p - before > 2 ? ['gap', p] : [p];
  });
};
