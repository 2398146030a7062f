import type { Page } from '@playwright/test';
import { text } from './catalogue.ts';

/* Where the game list pages put things, found the way a reader finds them: by role and name. */

export const LOBBIES = ['/rng', '/fish', '/pvp', '/bgs'] as const;
export const CENTRES = ['/live', '/sports', '/esports', '/lott', '/elott', '/cockfight'] as const;

export const main = (page: Page) => page.getByRole('main');
export const tiles = (page: Page) => main(page).getByRole('article');
export const status = (page: Page) => main(page).getByRole('status');
export const resultsHeading = (page: Page) => main(page).getByRole('heading', { level: 2 }).first();
export const controls = (page: Page, key: 'games.filters.label' | 'games.classify.label' | 'games.vendors.label' | 'games.pager.label') =>
  main(page).getByRole('navigation', { name: text('es', key) });
export const control = (page: Page, key: Parameters<typeof controls>[1], name: string) => controls(page, key).getByRole('link', { name, exact: true });
export const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: text('es', 'games.search.label') });
export const tileNames = (page: Page) => main(page).getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
export const vendorsOfTiles = (page: Page) =>
  main(page)
    .locator('[data-tile-play]')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.vendor));
export const count = (n: number) => text('es', 'games.results.count', { count: String(n) });
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Marks the document, so a test can tell a view drawn in place from a page that reloaded. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { lobbyMarker: true }));
export const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { lobbyMarker?: boolean }).lobbyMarker === true);

export const totalOf = async (page: Page, query: string) => {
  const response = await page.request.get(`/wps/relay/GCSGAME_gameList?${query}`, { headers: { Merchant: 'betplay' } });
  return ((await response.json()) as { value: { totalCount: number } }).value.totalCount;
};
