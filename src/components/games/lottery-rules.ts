import { z } from 'zod';
import type { Lane, LotteryMenus } from '../../../contract/games.ts';
import { lotteryPath } from '../shell/site-nav.ts';

/*
 * The rules of the lottery pages (SPEC section 2, CONTRACT.md 4.6), pure, so tests read them
 * without a page: which game the URL names, its prize mode, and the games each page lists.
 */

export type LotteryPageId = 'lottery' | 'seaLottery' | 'vnLottery';
export type PrizeMode = 'LOTT' | 'ELOTT';

/** A game code as the catalogue writes them; anything else in `?gameCode` is ignored (the lobby opens). */
const gameCodeSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

export const gameCodeOf = (url: URL): string | null => gameCodeSchema.safeParse(url.searchParams.get('gameCode')).data ?? null;

/** The vendors whose games open on each page (CONTRACT.md 4.6 "Routing by vendor"). */
export const PAGE_VENDORS: Record<LotteryPageId, readonly string[]> = {
  vnLottery: ['TCG_LOTTO_VN'],
  seaLottery: ['TCG_SEA'],
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

/**
 * The prize mode of a launch (SPEC section 4: "LOTT, or ELOTT if the ELOTT category has a
 * TCG_LOTTO_VN or LOTT card"). Read per game: ELOTT when the site offers entertainment draws and
 * the game is one of them, else LOTT; the lobby (no game) is the traditional one.
 */
export const prizeModeOf = (gameCode: string | null, offered: boolean, elottMenus: LotteryMenus | null): PrizeMode =>
  offered && findMenuItem(gameCode, elottMenus) ? 'ELOTT' : 'LOTT';

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

/** A menu's groups as links to each game's page, with the page's vendors only; empty groups are left out. */
export const menuGroups = (menus: LotteryMenus | null, page: LotteryPageId, current: string | null): MenuGroup[] =>
  Object.values(menus ?? {}).flatMap((group) => {
    const links = group.gameMenus
      .filter((item) => PAGE_VENDORS[page].includes(item.accountTypeName))
      .map((item) => ({
        code: item.gameCode,
        name: item.gameName,
        href: lotteryPath(item.accountTypeName, item.gameCode),
        current: item.gameCode === current,
      }));
    return links.length ? [{ code: group.gameGroupCode, name: group.gameGroupName, links }] : [];
  });
