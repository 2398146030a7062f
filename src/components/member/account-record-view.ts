import { ACCOUNT_RECORD_TYPES, accountRecordQuerySchema, DAY_PATTERN, timeZoneSchema, type AccountRecordType } from '../../../contract/account-records.ts';
import { safeLocalPath } from '../../../contract/local-path.ts';
import { shiftDay, zonedDay } from '../../lib/dates.ts';
import { isSameOrigin } from '../../lib/same-origin.ts';
import { sectionHref } from './section-href.ts';

/*
 * What the account record section reads from its page's address: the filter (type and days), the
 * page cursor, the zone times are written in, and where the close control returns to. The filter
 * form and the page links write the same parameters back, so the section works without scripts.
 */

export const SECTION_ID = 'accountRecord';
/** The cookie the member centre's script keeps the browser's time zone in. */
export const ZONE_COOKIE = 'tz';

export interface RecordFilter {
  type?: AccountRecordType | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface RecordView {
  filter: RecordFilter;
  /** The query for the platform: the filter, the page and the zone. */
  query: Record<string, string>;
  /** Where the close control leads. */
  from: string;
  timeZone: string;
  /** The filter as typed does not hold together (an end before the start, a day that does not exist). */
  invalid: boolean;
}

/** A zone name the platform takes, or undefined. */
export const zoneOf = (value: string | null | undefined): string | undefined => (value && timeZoneSchema.safeParse(value).success ? value : undefined);

/** The zone from the page's address, else the cookie, else UTC. */
export const zoneFor = (params: URLSearchParams, cookieZone: string | undefined): string => zoneOf(params.get('timeZone')) ?? zoneOf(cookieZone) ?? 'UTC';

const pageParams = (params: URLSearchParams): Record<string, string> => {
  for (const key of ['before', 'after'] as const) {
    const value = params.get(key);
    if (value && /^[1-9]\d{0,17}$/.test(value)) return { [key]: value };
  }
  return params.get('oldest') === '1' ? { oldest: '1' } : {};
};

/** The path of a Referer of this site, or undefined for another site's, a missing or a broken one. */
export const referrerPathOf = (referer: string | null, requestUrl: string): string | undefined => {
  if (!isSameOrigin(referer, requestUrl)) return undefined;
  const from = new URL(referer!);
  return `${from.pathname}${from.search}`;
};

/** Reads the section's parameters; a value that is not one the platform takes is left out. */
export const readRecordView = (params: URLSearchParams, cookieZone: string | undefined, referrerPath: string | undefined): RecordView => {
  const timeZone = zoneFor(params, cookieZone);
  const type = ACCOUNT_RECORD_TYPES.find((t) => t === params.get('type'));
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY_PATTERN.test(value) ? value : undefined;
  };
  const filter: RecordFilter = { type, startDate: day('startDate'), endDate: day('endDate') };
  const query: Record<string, string> = {
    ...Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    ...pageParams(params),
    timeZone,
  };
  const invalid = !accountRecordQuerySchema.safeParse(query).success;
  const fromParam = params.get('from');
  const from = safeLocalPath(fromParam ?? referrerPath ?? '/');
  return { filter, query, from: from.startsWith('/member') ? '/' : from, timeZone, invalid };
};

/** A link of the section: the filter, the zone and the way back kept, `extra` on top, the section's hash last. */
export const recordHref = (view: Pick<RecordView, 'filter' | 'from' | 'timeZone'>, extra: Record<string, string> = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...view.filter, ...extra })) if (value) params.set(key, value);
  params.set('timeZone', view.timeZone);
  if (view.from !== '/') params.set('from', view.from);
  return sectionHref(SECTION_ID, params);
};

export type Shortcut = 'today' | 'yesterday' | 'last7' | 'last30';

/** SPEC's date shortcuts as day ranges in the member's zone, both ends included. */
export const shortcutRange = (shortcut: Shortcut, nowMs: number, timeZone: string): { startDate: string; endDate: string } => {
  const today = zonedDay(nowMs, timeZone);
  switch (shortcut) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = shiftDay(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7':
      return { startDate: shiftDay(today, -6), endDate: today };
    case 'last30':
      return { startDate: shiftDay(today, -29), endDate: today };
  }
};
