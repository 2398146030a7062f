import { IN_HOUSE_GROUP, IN_HOUSE_VENDOR, NAV_ORDER, type Lane } from '../../contract/games.ts';

/*
 * The header's and the side menu's entries, from the vendor lanes (SPEC section 2). Pure, so the
 * server renders them into the HTML and tests read the rules without a page.
 */

export type NavCategory = (typeof NAV_ORDER)[number];

/** A drop menu with more vendors than this uses the large layout. */
export const DROP_MENU_LARGE_ABOVE = 10;

/** Header items that always open their page, whatever their vendors (CONTRACT.md 5.1). */
const ALWAYS_PAGE: ReadonlySet<string> = new Set(['HOME', 'PROMO', 'PVP', 'FISH', 'RNG']);

export interface NavVendor {
  code: string;
  name: string;
  icon: string;
  href: string;
}

export interface NavItem {
  key: 'HOME' | 'PROMO' | NavCategory;
  href: string;
  /**
   * `vendor` when a click should launch the category's only vendor. Game launch arrives with the
   * game pages; until then such a click opens the category page, which lists that vendor.
   */
  opens: 'page' | 'vendor';
  vendors: NavVendor[];
  large: boolean;
}

export const categoryPath = (category: string) => `/${category.toLowerCase()}`;

export const vendorPath = (category: string, vendor: string) => `${categoryPath(category)}?vassalage=${encodeURIComponent(vendor)}`;

const laneOf = (lanes: readonly Lane[], category: string) => lanes.find((lane) => lane.title === category && lane.cards.length > 0);

/** Home, Promotions, then every category with vendors in NAV_ORDER. */
export const headerNav = (lanes: readonly Lane[]): NavItem[] => [
  { key: 'HOME', href: '/', opens: 'page', vendors: [], large: false },
  { key: 'PROMO', href: '/promotions', opens: 'page', vendors: [], large: false },
  ...NAV_ORDER.flatMap((key): NavItem[] => {
    const lane = laneOf(lanes, key);
    if (!lane) return [];
    const vendors = lane.cards.map((card) => ({ code: card.vassalage, name: card.displayName, icon: card.smallIcon, href: vendorPath(key, card.vassalage) }));
    const opens = ALWAYS_PAGE.has(key) || vendors.length > 1 ? 'page' : 'vendor';
    return [{ key, href: categoryPath(key), opens, vendors, large: vendors.length > DROP_MENU_LARGE_ABOVE }];
  }),
];

export type SideMenuKey = 'HOME' | 'PROMO' | 'INHOUSE' | NavCategory | 'ELOTT';

export interface SideMenuEntry {
  key: SideMenuKey;
  href: string;
}

/** The side menu's order: lotteries first, as in the header, and the in-house group after slots. */
const SIDE_ORDER = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', IN_HOUSE_GROUP, 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;

/**
 * Side-menu entries (SPEC section 2): HOME goes to /, the in-house group to its vendor filter on
 * the slots page, every other category to its own page. The lotteries will launch their first
 * game once the lottery pages exist; their category pages list the games until then.
 */
export const sideMenuEntries = (lanes: readonly Lane[]): SideMenuEntry[] => [
  { key: 'HOME', href: '/' },
  ...SIDE_ORDER.flatMap((category): SideMenuEntry[] => {
    if (!laneOf(lanes, category)) return [];
    if (category === IN_HOUSE_GROUP) return [{ key: 'INHOUSE', href: vendorPath('RNG', IN_HOUSE_VENDOR) }];
    return [{ key: category, href: categoryPath(category) }];
  }),
  { key: 'PROMO', href: '/promotions' },
];

/** The side-menu entry of the page being shown: the in-house filter is its own entry. */
export const currentSideMenuKey = (menuKey: string | null, url: URL): string | null =>
  menuKey === 'RNG' && url.searchParams.get('vassalage') === IN_HOUSE_VENDOR ? 'INHOUSE' : menuKey;

/** Game pages start with the side menu collapsed (SPEC section 2), whatever the reader chose. */
export const AUTO_COLLAPSE_PAGES: ReadonlySet<string> = new Set(['seamless', 'lottery', 'vnLottery', 'seaLottery']);
