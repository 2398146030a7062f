import { z } from 'zod';

/** The points mall page's own query: which page of each table it shows. */
export const POINT_PAGE_PARAMS = { history: 'historyPage', details: 'detailsPage' } as const;
export type PointTable = keyof typeof POINT_PAGE_PARAMS;

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The page of each table the address asks for; anything else reads as the first. */
export const pointPagesOf = (params: URLSearchParams): Record<PointTable, number> => ({
  history: pageSchema.parse(params.get(POINT_PAGE_PARAMS.history) ?? 1),
  details: pageSchema.parse(params.get(POINT_PAGE_PARAMS.details) ?? 1),
});

/** The address of one table's page, keeping the other table where it is, with the table's anchor. */
export const pointPageHref = (params: URLSearchParams, table: PointTable, page: number): string => {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(POINT_PAGE_PARAMS[table], String(page));
  else next.delete(POINT_PAGE_PARAMS[table]);
  const query = next.toString();
  return `/pointMall${query ? `?${query}` : ''}#points-${table}`;
};
