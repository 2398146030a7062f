import type { Page } from '@playwright/test';
import type { ContentEntryInput } from '../../../platform/services/content-entries.ts';

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

/** A number as the page writes it in Spanish (`8.157.235,39`), back to a comparable value in cents. */
export const esAmountToCents = (shown: string): bigint => BigInt(shown.replace(/\./g, '').replace(',', ''));

/** Two decimals and dots between thousands: how amounts read in Spanish. */
export const ES_AMOUNT = /^\d{1,3}(\.\d{3})*,\d{2}$/;
export const EN_AMOUNT = /^\d{1,3}(,\d{3})*\.\d{2}$/;
