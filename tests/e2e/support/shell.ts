import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { NAV_ORDER, vendorLanesSchema, type Lane } from '../../../contract/games.ts';
import { POPUP_CLOSED, POPUP_CLOSED_KEY } from '../../../src/islands/content/popups.ts';
import { text } from './catalogue.ts';

/** The site's public pop-up opens once per tab; the shell's specs start with it already seen. */
export const skipPopups = (page: Page) =>
  page.addInitScript(
    (keys) => {
      for (const key of keys.names) sessionStorage.setItem(key, keys.closed);
    },
    { names: Object.values(POPUP_CLOSED_KEY), closed: POPUP_CLOSED },
  );

/** The vendor lanes as the platform serves them, in a language. */
export const vendorLanes = async (request: APIRequestContext, lang: 'ES' | 'EN' = 'ES'): Promise<Lane[]> => {
  const response = await request.get(`/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=${lang}`, {
    headers: { Merchant: 'betplay' },
  });
  expect(response.ok()).toBe(true);
  return vendorLanesSchema.parse(((await response.json()) as { value: unknown }).value).data.lanes;
};

/** The header's categories: those with vendors, in the header order. */
export const navCategories = (lanes: readonly Lane[]) => NAV_ORDER.filter((key) => lanes.some((lane) => lane.title === key && lane.cards.length > 0));

export const memberMenuTrigger = (page: Page, account: string) => page.getByRole('banner').getByRole('link', { name: account });

/** The header's navigation (the side menu has links of the same names). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: text('es', 'shell.nav.label') });
