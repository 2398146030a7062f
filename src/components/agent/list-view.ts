import type { z } from 'zod';
import { shiftDay, zonedDay } from '../../lib/dates.ts';
import { zoneOf } from './team-view.ts';

/*
 * What a list section of the agent centre (team betting, transactions, my income) reads from its
 * page's address. Each section's parameters carry its own prefix (`betUser`, `txPage`), since the
 * centre hands the page's whole address to every section it opens. A value the platform does not
 * take is left out; days the platform cannot read together (an end before the start, too long a
 * range) make the view invalid, which the section says. With no day given, the range is the last
 * `days` days, today included.
 */

export interface ListView {
  /** The filter as typed, by the platform's names: only values the platform takes. */
  filter: Record<string, string>;
  page: number;
  timeZone: string;
  /** The query for the platform's call. */
  query: Record<string, string>;
  invalid: boolean;
  /** The section's parameter for each of the platform's names. */
  names: Readonly<Record<string, string>>;
}

const pageOf = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

export const readListView = (
  params: URLSearchParams,
  cookieZone: string | undefined,
  nowMs: number,
  names: Readonly<Record<string, string>>,
  schema: z.ZodType,
  days = 1,
): ListView => {
  const timeZone = zoneOf(params.get('timeZone')) ?? zoneOf(cookieZone) ?? 'UTC';
  const today = zonedDay(nowMs, timeZone);
  const filter: Record<string, string> = {};
  for (const [key, name] of Object.entries(names)) {
    if (key === 'page') continue;
    const value = params.get(name)?.trim();
    if (value && schema.safeParse({ [key]: value }).success) filter[key] = value;
  }
  if (!filter.startDate && !filter.endDate) Object.assign(filter, { startDate: shiftDay(today, 1 - days), endDate: today });
  const page = pageOf(params.get(names.page ?? ''));
  const query = { ...filter, timeZone, page: String(page) };
  return { filter, page, timeZone, query, invalid: !schema.safeParse(query).success, names };
};

/** The view's parameters in the section's names, changed by `change` (an empty value drops one). */
export const listParams = (view: ListView, change: Record<string, string | number> = {}): Record<string, string> => {
  const next: Record<string, string> = { ...view.filter, page: String(view.page) };
  for (const [key, value] of Object.entries(change)) next[key] = String(value);
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(next)) {
    const name = view.names[key];
    if (name && value && !(key === 'page' && value === '1')) params[name] = value;
  }
  return params;
};

/** How many pages `total` rows fill. */
export const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
