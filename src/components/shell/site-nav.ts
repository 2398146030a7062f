import { IN_HOUSE_GROUP, IN_HOUSE_VENDOR, NAV_ORDER, type Lane, type VendorCard } from '../../../contract/games.ts';
import { cardLaunchTarget, type LaunchTarget } from '../../islands/games/launch-target.ts';

/*
 * The header's and the side menu's entries, from the vendor lanes (SPEC section 2). Pure, so the
 * server renders them into the HTML and tests read the rules without a page.
 */

export type NavCategory = (typeof NAV_ORDER)[number];

/** A drop menu with more vendors than this uses the large layout. */
export const DROP_MENU_LARGE_ABOVE = 10;

/** Header items that always open their page, whatever their vendors (CONTRACT.md 5.1). */
const ALWAYS_PAGE: ReadonlySet<string> = new Set(['HOME', 'PROMO', 'PVP', 'FISH', 'RNG']);

/** The lottery categories: their cards open the lottery pages rather than launch a lobby. */
export const LOTTERY_CATEGORIES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** The page of each lottery vendor (CONTRACT.md 4.6 "Routing by vendor"); other vendors use /lottery. */
const LOTTERY_PAGES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/** A lottery vendor's page, on one game's betting view when a game code is given, else its lobby. */
export const lotteryPath = (vendor: string, gameCode?: string | null) =>
  `${LOTTERY_PAGES[vendor] ?? '/lottery'}${gameCode ? `?gameCode=${encodeURIComponent(gameCode)}` : ''}`;

/** Game codes of the lottery games by game id: the lanes name a lottery card's first game by id only. */
export type LotteryCodes = ReadonlyMap<number, string>;

const NO_CODES: LotteryCodes = new Map();

/** Where a lottery card leads: its vendor's page, on the card's first game when its code is known. */
export const lotteryCardPath = (card: Pick<VendorCard, 'vassalage' | 'gameId'>, codes: LotteryCodes = NO_CODES) =>
  lotteryPath(card.vassalage, card.gameId === undefined ? null : codes.get(card.gameId));

export interface NavVendor {
  code: string;
  name: string;
  icon: string;
  href: string;
  /** A lobby vendor launches on click; `href` stays for a page without script. */
  launch: LaunchTarget | null;
}

export interface NavItem {
  key: 'HOME' | 'PROMO' | NavCategory;
  href: string;
  /**
   * `vendor` when a click launches the category's only vendor (its lane card's lobby, or the
   * lottery page of a lottery vendor). `href` stays the category page, for a page without script,
   * except for lotteries, whose page is itself the launch.
   */
  opens: 'page' | 'vendor';
  launch: LaunchTarget | null;
  vendors: NavVendor[];
  large: boolean;
}

export const categoryPath = (category: string) => `/${category.toLowerCase()}`;

export const vendorPath = (category: string, vendor: string) => `${categoryPath(category)}?vassalage=${encodeURIComponent(vendor)}`;

const laneOf = (lanes: readonly Lane[], category: string) => lanes.find((lane) => lane.title === category && lane.cards.length > 0);

const navVendor = (category: string, card: VendorCard, codes: LotteryCodes): NavVendor => {
  const lottery = LOTTERY_CATEGORIES.has(category);
  return {
    code: card.vassalage,
    name: card.displayName,
    icon: card.smallIcon,
    href: lottery ? lotteryCardPath(card, codes) : vendorPath(category, card.vassalage),
    launch: lottery ? null : cardLaunchTarget(card),
  };
};

/** Home, Promotions, then every category with vendors in NAV_ORDER. */
export const headerNav = (lanes: readonly Lane[], codes: LotteryCodes = NO_CODES): NavItem[] => [
  { key: 'HOME', href: '/', opens: 'page', launch: null, vendors: [], large: false },
  { key: 'PROMO', href: '/promotions', opens: 'page', launch: null, vendors: [], large: false },
  ...NAV_ORDER.flatMap((key): NavItem[] => {
    const lane = laneOf(lanes, key);
    if (!lane) return [];
    const vendors = lane.cards.map((card) => navVendor(key, card, codes));
    const large = vendors.length > DROP_MENU_LARGE_ABOVE;
    const only = vendors.length === 1 ? vendors[0]! : null;
    // A lone vendor that neither launches nor has a lottery page is listed on its category page.
    if (ALWAYS_PAGE.has(key) || !only || (!only.launch && !LOTTERY_CATEGORIES.has(key))) {
      return [{ key, href: categoryPath(key), opens: 'page', launch: null, vendors, large }];
    }
    return [{ key, href: only.launch ? categoryPath(key) : only.href, opens: 'vendor', launch: only.launch, vendors, large }];
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
 * the slots page, LOTT and ELOTT straight to the lottery page of their first game (CONTRACT.md
 * 4.6), every other category to its own page.
 */
export const sideMenuEntries = (lanes: readonly Lane[], codes: LotteryCodes = NO_CODES): SideMenuEntry[] => [
  { key: 'HOME', href: '/' },
  ...SIDE_ORDER.flatMap((category): SideMenuEntry[] => {
    const lane = laneOf(lanes, category);
    if (!lane) return [];
    if (category === IN_HOUSE_GROUP) return [{ key: 'INHOUSE', href: vendorPath('RNG', IN_HOUSE_VENDOR) }];
    if (LOTTERY_CATEGORIES.has(category)) return [{ key: category, href: lotteryCardPath(lane.cards[0]!, codes) }];
    return [{ key: category, href: categoryPath(category) }];
  }),
  { key: 'PROMO', href: '/promotions' },
];

const LOTTERY_PAGE_PATHS: ReadonlySet<string> = new Set(['/lottery', '/vnLottery', '/seaLottery']);

/**
 * The side-menu entry of the page being shown. The in-house filter is its own entry. A lottery page
 * belongs to its lottery category: the one whose entry opens this very game, else the first whose
 * lane has a vendor on this page.
 */
export const currentSideMenuKey = (menuKey: string | null, url: URL, lanes: readonly Lane[] = [], entries: readonly SideMenuEntry[] = []): string | null => {
  if (menuKey === 'RNG' && url.searchParams.get('vassalage') === IN_HOUSE_VENDOR) return 'INHOUSE';
  if (menuKey !== null || !LOTTERY_PAGE_PATHS.has(url.pathname)) return menuKey;
  const exact = entries.find((entry) => LOTTERY_CATEGORIES.has(entry.key) && entry.href === `${url.pathname}${url.search}`);
  if (exact) return exact.key;
  const onThisPage = (card: VendorCard) => lotteryPath(card.vassalage) === url.pathname;
  return [...LOTTERY_CATEGORIES].find((key) => laneOf(lanes, key)?.cards.some(onThisPage)) ?? null;
};

/** Game pages start with the side menu collapsed (SPEC section 2), whatever the reader chose. */
export const AUTO_COLLAPSE_PAGES: ReadonlySet<string> = new Set(['seamless', 'lottery', 'vnLottery', 'seaLottery']);
