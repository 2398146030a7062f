/**
 * The reader's side-menu choice (SPEC section 2 "collapsible"), kept in a cookie so the server
 * renders the menu as it was left: no script, and no jump after the first paint.
 */
export const SIDE_MENU_COOKIE = 'side_menu';
export type SideMenuState = 'open' | 'collapsed';

/**
 * Any cookie value to a state; a missing or unknown one is open. A plain comparison rather than a
 * zod schema: the browser's side-menu script imports this module and must stay tiny.
 */
export const sideMenuFromCookie = (value: string | undefined): SideMenuState => (value === 'collapsed' ? 'collapsed' : 'open');

/** The `document.cookie` assignment that remembers a state for a year. */
export const sideMenuCookie = (state: SideMenuState, secure: boolean) =>
  `${SIDE_MENU_COOKIE}=${state}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
