/*
 * The catalogue's rules without the schemas (no zod): categories, lanes, sub-categories and page
 * sizes, for browser code that must not load a schema library before a call is made.
 */

/** Game categories (`gameType`) the catalogue holds. BGS is the in-house group built from RNG vendors. */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Header order of SPEC section 2: lottery, live, sports, fish, rng, pvp, esports, cockfight. */
export const NAV_ORDER = ['LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;

export const ESPORTS_VENDORS = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
/** Cockfight vendors: listed under SPORTS by the vendor feed, moved to a lane of their own. */
export const COCKFIGHT_VENDORS = ['SV3'] as const;
export const FOOTER_VENDOR_ICONS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
export const IN_HOUSE_VENDOR = 'INHOUSE';
/** The in-house group's lane, page and category key; `vassalage` BGS or INHOUSE means the whole group. */
export const IN_HOUSE_GROUP = 'BGS';
/** RNG vendors excluded from the RNG lane: the house's own studios, which form the in-house group. */
export const IN_HOUSE_VENDORS = ['BPS', 'BPO'] as const;
export const isInHouseCode = (vassalage: string) => vassalage === IN_HOUSE_GROUP || vassalage === IN_HOUSE_VENDOR;

/** Lane order of GCSGAME_newGameVendor, after esports, cockfight and the in-house group are split out. */
export const LANE_ORDER = ['RNG', 'BGS', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const;
export type LaneCategory = (typeof LANE_ORDER)[number];

/** Sub-categories (`gameClassify`); bingo only where Tagalog is supported. */
export const GAME_CLASSIFIES = ['slot', 'jackpot', 'table', 'arcade', 'bingo'] as const;
export const GAME_THEME_COUNT = 6;
export const themeOf = (gameId: number) => gameId % GAME_THEME_COUNT;

export const GAME_LIST_PAGE_SIZE = 20;
/** A vendor's game pop-up lists this many games a page (CONTRACT.md 4.5: `GCSGAME_gameList`, pageSize 10). */
export const VENDOR_POPUP_PAGE_SIZE = 10;
/** Vendors whose first page of games a page preloads once idle, by lane, in lane order (SPEC section 9). */
export const VENDOR_PRELOAD: Readonly<Record<string, number>> = { RNG: 3, LIVE: 1, FISH: 1 };
export const HOT_GAMES_LIMIT = 20;
export const HOME_SECTION_LIMIT = 12;
