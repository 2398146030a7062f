import { sectionHref } from './section-href.ts';

/*
 * What the platform messages section reads from its page's address: the page of the inbox
 * (`msgPage`, so no other section reads it).
 */

export const INBOX_SECTION_ID = 'platformMessages';

export const INBOX_PAGE_PARAM = 'msgPage';

/** The page the address names; anything but a whole number from 1 is the first page. */
export const readInboxPage = (params: URLSearchParams): number => {
  const page = Number(params.get(INBOX_PAGE_PARAM));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/** A page of the inbox, as a link that works with no script. */
export const inboxHref = (page: number): string => {
  const params = new URLSearchParams();
  if (page > 1) params.set(INBOX_PAGE_PARAM, String(page));
  return sectionHref(INBOX_SECTION_ID, params);
};

/** How many pages `total` messages fill, at least one. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
