import { DEPOSIT_DAY_ZONE } from '../../../contract/deposits.ts';
import type { LimitPeriod } from '../../../contract/responsible-gambling.ts';
import { shiftDay as shift, startOfDay, weekdayOf, zonedDateTime } from '../../core/zoned-time.ts';

/** The market's zone: the limits' days, weeks and months are its calendar's. */
export const MARKET_ZONE = DEPOSIT_DAY_ZONE;

/** The market day of an instant, `yyyy-MM-dd`. */
export const marketDay = (at: Date): string => zonedDateTime(at, MARKET_ZONE).slice(0, 10);

/**
 * The calendar period holding `at`: a day from midnight, a week from Monday, a month from the 1st,
 * in the market's zone, as the instant it starts and the instant the next one starts.
 */
export const periodOf = (period: LimitPeriod, at: Date): { since: Date; until: Date } => {
  const day = marketDay(at);
  let first = day;
  let next: string;
  if (period === 'day') next = shift(day, 1, 'day');
  else if (period === 'week') {
    first = shift(day, -weekdayOf(day), 'day');
    next = shift(first, 7, 'day');
  } else {
    first = `${day.slice(0, 8)}01`;
    next = shift(first, 1, 'month');
  }
  return { since: startOfDay(first, MARKET_ZONE), until: startOfDay(next, MARKET_ZONE) };
};
