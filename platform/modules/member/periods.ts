import type { PnlPeriod } from '../../../contract/bet-records.ts';

/*
 * The periods of a personal-loss statement, as calendar days (`yyyy-MM-dd`): which instants they
 * start at is the member's time zone's business (zoned-time.ts), so this is day arithmetic only.
 */

const DAY_MS = 86_400_000;

const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(msOf(day) + days * DAY_MS);
const firstOfNextMonth = (day: string) => {
  const at = new Date(msOf(day));
  return dayOf(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
};

/** The first day of the period `day` falls in: weeks start on Monday, half-months on the 1st and the 16th. */
export const periodStart = (period: PnlPeriod, day: string): string => {
  switch (period) {
    case 'daily':
      return day;
    case 'weekly':
      return addDays(day, -((new Date(msOf(day)).getUTCDay() + 6) % 7));
    case 'semimonthly':
      return `${day.slice(0, 8)}${Number(day.slice(8)) <= 15 ? '01' : '16'}`;
    case 'monthly':
      return `${day.slice(0, 8)}01`;
  }
};

/** The first day of the period after the one starting on `start`. */
const nextStart = (period: PnlPeriod, start: string): string => {
  switch (period) {
    case 'daily':
      return addDays(start, 1);
    case 'weekly':
      return addDays(start, 7);
    case 'semimonthly':
      return start.endsWith('-01') ? `${start.slice(0, 8)}16` : firstOfNextMonth(start);
    case 'monthly':
      return firstOfNextMonth(start);
  }
};

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The periods that cover `startDate`…`endDate` (both included), oldest first, the first and last cut to the range. */
export const periodsOf = (period: PnlPeriod, startDate: string, endDate: string): DayRange[] => {
  const out: DayRange[] = [];
  for (let start = startDate; start <= endDate;) {
    const next = nextStart(period, periodStart(period, start));
    const last = addDays(next, -1);
    out.push({ startDate: start, endDate: last < endDate ? last : endDate });
    start = next;
  }
  return out;
};
