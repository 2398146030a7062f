import { atom } from 'nanostores';
import { sideMenuCookie, type SideMenuState } from '../../lib/side-menu-cookie.ts';

export type { SideMenuState } from '../../lib/side-menu-cookie.ts';

/*
 * The server renders the menu from the reader's cookie, and game pages collapsed (SPEC section
 * 2), on `<html data-side-menu>`; the store starts from what the page shows.
 */
const pageState = (): SideMenuState => (typeof document !== 'undefined' && document.documentElement.dataset.sideMenu === 'collapsed' ? 'collapsed' : 'open');

export const $sideMenu = atom<SideMenuState>(pageState());

export const setSideMenu = (state: SideMenuState) => {
  $sideMenu.set(state);
  document.cookie = sideMenuCookie(state, location.protocol === 'https:');
};

export const toggleSideMenu = () => setSideMenu($sideMenu.get() === 'open' ? 'collapsed' : 'open');
