import { DAY_PATTERN } from '../../../contract/account-records.ts';
import { BET_STATUSES, betCursorSchema, betRecordQuerySchema, vendorCodeSchema, type BetStatus } from '../../../contract/bet-records.ts';
import { GAME_CATEGORIES, type GameCategory } from '../../../contract/game-rules.ts';
import { zoneOf } from './account-record-view.ts';
import { defaultRange } from './record-range.ts';
import { sectionHref } from './section-href.ts';

/*
 * What the betting record section reads from its page's address: the filter, the page cursor and
 * (from the member centre's cookie) the zone. Its parameters carry the `bet` prefix, so no other
 * section reads them; the filter form and the links write them back, so it works without scripts.
 */

export const BETS_SECTION_ID = 'bettingRecord';

/** The filter's parameters in the page's address. */
export const BETS_PARAMS = { category: 'betCategory', vendor: 'betVendor', status: 'betStatus', startDate: 'betStart', endDate: 'betEnd' } as const;
const PAGE_PARAMS = { before: 'betBefore', after: 'betAfter', oldest: 'betOldest' } as const;
type PageKey = keyof typeof PAGE_PARAMS;

export interface BetsFilter {
  category?: GameCategory | undefined;
  vendor?: string | undefined;
  status?: BetStatus | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface BetsView {
  filter: BetsFilter;
  /** The query for the platform: the filter, the page and the zone. */
  query: Record<string, string>;
  timeZone: string;
  /** The filter as typed does not hold together (an end before the start, a day that does not exist). */
  invalid: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);

const pageOf = (params: URLSearchParams): Partial<Record<PageKey, string>> => {
  for (const key of ['before', 'after'] as const) {
    const value = params.get(PAGE_PARAMS[key]);
    if (value && betCursorSchema.safeParse(value).success) return { [key]: value };
  }
  return params.get(PAGE_PARAMS.oldest) === '1' ? { oldest: '1' } : {};
};

/**
 * Reads the section's parameters; a value the platform does not take is left out. An address with
 * no day parameter shows the last 7 days; one with both left empty shows every day.
 */
export const readBetsView = (params: URLSearchParams, cookieZone: string | undefined, nowMs: number): BetsView => {
  const timeZone = zoneOf(cookieZone) ?? 'UTC';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY_PATTERN.test(value) ? value : undefined;
  };
  const vendor = params.get(BETS_PARAMS.vendor);
  const dated = params.has(BETS_PARAMS.startDate) || params.has(BETS_PARAMS.endDate);
  const filter: BetsFilter = {
    category: oneOf(GAME_CATEGORIES, params.get(BETS_PARAMS.category)),
    vendor: vendor && vendorCodeSchema.safeParse(vendor).success ? vendor : undefined,
    status: oneOf(BET_STATUSES, params.get(BETS_PARAMS.status)),
    ...(dated ? { startDate: day(BETS_PARAMS.startDate), endDate: day(BETS_PARAMS.endDate) } : defaultRange(nowMs, timeZone)),
  };
  const query: Record<string, string> = {
    ...Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    ...pageOf(params),
    timeZone,
  };
  return { filter, query, timeZone, invalid: !betRecordQuerySchema.safeParse(query).success };
};

/** A link of the section: the filter (the days always, empty for none), `page` on top, the section's hash last. */
export const betsHref = (filter: BetsFilter, page: Partial<Record<PageKey, string>> = {}): string => {
  const params = new URLSearchParams();
  for (const key of ['category', 'vendor', 'status'] as const) if (filter[key]) params.set(BETS_PARAMS[key], filter[key]);
  params.set(BETS_PARAMS.startDate, filter.startDate ?? '');
  params.set(BETS_PARAMS.endDate, filter.endDate ?? '');
  for (const [key, value] of Object.entries(page)) params.set(PAGE_PARAMS[key as PageKey], value);
  return sectionHref(BETS_SECTION_ID, params);
};
