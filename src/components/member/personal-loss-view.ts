import { DAY_PATTERN } from '../../../contract/account-records.ts';
import { PNL_MAX_DAYS, PNL_PERIODS, personalLossQuerySchema, rangeDays, type PnlPeriod } from '../../../contract/bet-records.ts';
import { zoneOf } from './account-record-view.ts';
import { defaultRange } from './record-range.ts';
import { sectionHref } from './section-href.ts';

/*
 * What the personal loss section reads from its page's address: the period type and the days
 * (prefixed `pnl`, so no other section reads them), and the zone from the member centre's cookie.
 */

export const LOSS_SECTION_ID = 'personalLoss';

export const LOSS_PARAMS = { period: 'pnlPeriod', startDate: 'pnlStart', endDate: 'pnlEnd' } as const;

export interface LossFilter {
  period: PnlPeriod;
  startDate: string;
  endDate: string;
}

/** Why the days typed cannot be read: an end before the start (or a day that does not exist), or too many days. */
export type LossProblem = 'order' | 'length';

export interface LossView {
  filter: LossFilter;
  query: Record<string, string>;
  timeZone: string;
  problem: LossProblem | null;
}

/** Reads the section's parameters: a missing or malformed day is the last 7 days' own end, an unknown period daily. */
export const readLossView = (params: URLSearchParams, cookieZone: string | undefined, nowMs: number): LossView => {
  const timeZone = zoneOf(cookieZone) ?? 'UTC';
  const fallback = defaultRange(nowMs, timeZone);
  const day = (key: string, otherwise: string) => {
    const value = params.get(key) ?? '';
    return DAY_PATTERN.test(value) ? value : otherwise;
  };
  const filter: LossFilter = {
    period: PNL_PERIODS.find((period) => period === params.get(LOSS_PARAMS.period)) ?? 'daily',
    startDate: day(LOSS_PARAMS.startDate, fallback.startDate),
    endDate: day(LOSS_PARAMS.endDate, fallback.endDate),
  };
  const query = { ...filter, timeZone };
  const problem = personalLossQuerySchema.safeParse(query).success ? null : rangeDays(filter.startDate, filter.endDate) > PNL_MAX_DAYS ? 'length' : 'order';
  return { filter, query, timeZone, problem };
};

/** A link of the section, the section's hash last. */
export const lossHref = (filter: LossFilter): string => {
  const params = new URLSearchParams();
  for (const key of ['period', 'startDate', 'endDate'] as const) params.set(LOSS_PARAMS[key], filter[key]);
  return sectionHref(LOSS_SECTION_ID, params);
};
