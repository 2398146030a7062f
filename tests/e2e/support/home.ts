import type { Page } from '@playwright/test';
import type { ContentEntryInput } from '../../../platform/modules/content/index.ts';

/** The Spanish title of a seeded content entry: what a visitor with the default language reads. */
export const esTitle = (entry: ContentEntryInput | undefined): string => {
  const title = entry?.texts.ES?.title;
  if (!title) throw new Error('The seed entry has no Spanish title');
  return title;
};

/** This browser session already dismissed the start-up pop-ups, as after a first visit. */
export const popupsAlreadyClosed = (page: Page) =>
  page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  });

/** A figure as the page writes it (`8,157,235.39`), back to a comparable value in cents. */
export const amountToCents = (shown: string): bigint => BigInt(shown.replace(/[,.]/g, ''));

/**
 * Two decimals after a point and commas between thousands: how the seeded Mexican market writes
 * money in Spanish (es-MX) and in English (en-US) alike; never Spain's `8.157.235,39`.
 */
export const MX_AMOUNT = /^\d{1,3}(,\d{3})*\.\d{2}$/;
