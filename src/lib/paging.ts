/*
 * Paging of lists shown in pieces (the notice list: NOTICES_PER_PAGE). The page size is passed in
 * rather than imported, so browser code using this pulls in no contract schemas.
 */

/** One page of a list, numbered from 1, with how many pages there are in all. */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly pageCount: number;
}

/** An empty list still has one (empty) page, so the paging controls always read "1 / 1". */
export const pageCountOf = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / Math.max(1, perPage)));

/** The asked page, clamped into range: a stale page number after the list shrank shows the last page. */
export const pageOf = <T>(items: readonly T[], page: number, perPage: number): ListPage<T> => {
  const pageCount = pageCountOf(items.length, perPage);
  const current = Math.min(pageCount, Math.max(1, Math.trunc(page) || 1));
  const start = (current - 1) * perPage;
  return { items: items.slice(start, start + perPage), page: current, pageCount };
};

/** The page on which the item at `index` sits. */
export const pageOfIndex = (index: number, perPage: number): number => Math.floor(Math.max(0, index) / Math.max(1, perPage)) + 1;
