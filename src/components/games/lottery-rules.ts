import { z } from 'zod';
import { SEA_LOTTERY_VENDOR, type Lane, type LotteryMenuItem, type LotteryMenus, type LotteryPrizeMode } from '../../../contract/games.ts';
import { lotteryPath } from '../shell/site-nav.ts';

/*
 * The rules of the lottery pages (SPEC section 2, CONTRACT.md 4.6), pure, so tests read them
 * without a page: which game the URL names, its prize mode, and the games each page lists.
 */

export type LotteryPageId = 'lottery' | 'seaLottery' | 'vnLottery';
export type PrizeMode = LotteryPrizeMode;

/** A game code as the catalogue writes them; anything else in `?gameCode` is ignored (the lobby opens). */
const gameCodeSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

export const gameCodeOf = (url: URL): string | null => gameCodeSchema.safeParse(url.searchParams.get('gameCode')).data ?? null;

/** The prize modes a player picks between on a page of traditional draws (SPEC section 4, "Prize modes in use"). */
export const CHOSEN_MODES = ['LOTT', 'ZY'] as const;
export type ChosenMode = (typeof CHOSEN_MODES)[number];

/** The prize mode the URL asks for (`?prizeMode=ZY`); anything else asks for none. */
export const askedModeOf = (url: URL): ChosenMode | null => z.enum(CHOSEN_MODES).safeParse(url.searchParams.get('prizeMode')).data ?? null;

/** The vendors whose games open on each page (CONTRACT.md 4.6 "Routing by vendor"). */
export const PAGE_VENDORS: Record<LotteryPageId, readonly string[]> = {
  vnLottery: ['TCG_LOTTO_VN'],
  seaLottery: [SEA_LOTTERY_VENDOR],
  lottery: ['LOTT', 'ELOTT'],
};

/** The lottery area of a page's launch: the South-East Asian page is SEA, the others VN. */
export const areaOf = (page: LotteryPageId): 'VN' | 'SEA' => (page === 'seaLottery' ? 'SEA' : 'VN');

/** The vendors through which the site offers entertainment draws (SPEC section 4 "Prize mode"). */
const ELOTT_VENDORS = ['TCG_LOTTO_VN', 'LOTT'];

/** Whether the site offers entertainment draws: the ELOTT lane has a TCG_LOTTO_VN or LOTT card. */
export const elottOffered = (lanes: readonly Lane[]): boolean =>
  lanes.some((lane) => lane.title === 'ELOTT' && lane.cards.some((card) => ELOTT_VENDORS.includes(card.vassalage)));

const menuItems = (menus: LotteryMenus | null) => Object.values(menus ?? {}).flatMap((group) => group.gameMenus);

/** A game of the menus by its code. */
export const findMenuItem = (code: string | null, ...menus: (LotteryMenus | null)[]) =>
  code === null ? undefined : menus.flatMap(menuItems).find((item) => item.gameCode === code);

/** What decides a page's prize mode, besides the game it names. */
export interface ModeFacts {
  page: LotteryPageId;
  /** Whether the site offers entertainment draws (`elottOffered`). */
  offered: boolean;
  elottMenus: LotteryMenus | null;
  lottMenus: LotteryMenus | null;
  /** The mode the URL asks for. */
  asked: ChosenMode | null;
}

/**
 * The prize mode of a launch (SPEC section 4: "LOTT, or ELOTT if the ELOTT category has a
 * TCG_LOTTO_VN or LOTT card. Prize modes in use: LOTT, ZY, ELOTT, SEA"). The SEA page and the SEA
 * lottery's games play SEA (CONTRACT.md 4.6, `SEA_Tradition`). Otherwise, per game: ELOTT when the
 * site offers entertainment draws and the game is one of them; else the traditional draws, in ZY
 * when the player chose it and LOTT otherwise. The lobby (no game) is the traditional one.
 */
export const prizeModeOf = (gameCode: string | null, facts: ModeFacts): PrizeMode => {
  if (facts.page === 'seaLottery' || findMenuItem(gameCode, facts.lottMenus)?.prizeMode === 'SEA') return 'SEA';
  if (facts.offered && findMenuItem(gameCode, facts.elottMenus)) return 'ELOTT';
  return facts.asked === 'ZY' ? 'ZY' : 'LOTT';
};

/** Whether a page in `mode` offers the choice between LOTT and ZY: traditional draws only. */
export const offersModeChoice = (mode: PrizeMode) => (CHOSEN_MODES as readonly string[]).includes(mode);

/** A page's address in the other chosen mode: the same game, `?prizeMode=ZY` for ZY and nothing for LOTT. */
export const modeHref = (page: LotteryPageId, gameCode: string | null, mode: ChosenMode) => {
  const query = new URLSearchParams();
  if (gameCode) query.set('gameCode', gameCode);
  if (mode === 'ZY') query.set('prizeMode', 'ZY');
  const search = query.toString();
  return `/${page}${search ? `?${search}` : ''}`;
};

export interface MenuLink {
  code: string;
  name: string;
  href: string;
  current: boolean;
}
export interface MenuGroup {
  code: string;
  name: string;
  links: MenuLink[];
}

/** A link to a lottery game's page. On a ZY page, a traditional draw's link stays in ZY; other games open in their own mode. */
export const menuLink = (item: LotteryMenuItem, current: string | null, mode: PrizeMode): MenuLink => {
  const href = lotteryPath(item.accountTypeName, item.gameCode);
  const keepsZy = mode === 'ZY' && (item.prizeMode === 'LOTT' || item.prizeMode === 'ZY');
  return { code: item.gameCode, name: item.gameName, href: keepsZy ? `${href}&prizeMode=ZY` : href, current: item.gameCode === current };
};

/** A menu's groups as links to each game's page (menuLink), with the page's vendors only; empty groups are left out. */
export const menuGroups = (menus: LotteryMenus | null, page: LotteryPageId, current: string | null, mode: PrizeMode = 'LOTT'): MenuGroup[] =>
  Object.values(menus ?? {}).flatMap((group) => {
    const links = group.gameMenus.filter((item) => PAGE_VENDORS[page].includes(item.accountTypeName)).map((item) => menuLink(item, current, mode));
    return links.length ? [{ code: group.gameGroupCode, name: group.gameGroupName, links }] : [];
  });
