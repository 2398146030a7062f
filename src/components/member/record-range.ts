import { shiftDay, zonedDay } from '../../lib/dates.ts';
import { shortcutRange, type Shortcut } from './account-record-view.ts';

/*
 * The day ranges of the betting record and personal loss: SPEC's shortcuts (today, yesterday, the
 * last 7 and 30 days) and its "next or previous 7 and 30 days", which move the range on show.
 * Days are the member's time zone's.
 */

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** A range as a filter holds it: either end may be open. */
interface OpenRange {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export const SHORTCUTS: readonly Shortcut[] = ['today', 'yesterday', 'last7', 'last30'];

/** Moves of the range on show, in days: back, then forward. */
export const SHIFTS = [-30, -7, 7, 30] as const;
export type Shift = (typeof SHIFTS)[number];

/** What a section shows when its address names no day: the last 7 days. */
export const defaultRange = (nowMs: number, timeZone: string): DayRange => shortcutRange('last7', nowMs, timeZone);

/**
 * The range moved by `days`, or null when there is none to move (an open end) or nothing to see
 * there: forward, the range must end before today and the moved one start by today.
 */
export const shiftedRange = (range: OpenRange, days: Shift, nowMs: number, timeZone: string): DayRange | null => {
  if (!range.startDate || !range.endDate) return null;
  const moved = { startDate: shiftDay(range.startDate, days), endDate: shiftDay(range.endDate, days) };
  const today = zonedDay(nowMs, timeZone);
  return days > 0 && (range.endDate >= today || moved.startDate > today) ? null : moved;
};

export interface RangeLink {
  /** The last part of its translation key: `today`, `earlier7`, `later30`. */
  key: string;
  /** Null when the link leads nowhere now. */
  href: string | null;
}

/** The shortcuts, then the moves, each as a link a section writes with `hrefOf`. */
export const rangeLinks = (range: OpenRange, nowMs: number, timeZone: string, hrefOf: (range: DayRange) => string): RangeLink[] => [
  ...SHORTCUTS.map((shortcut) => ({ key: shortcut, href: hrefOf(shortcutRange(shortcut, nowMs, timeZone)) })),
  ...SHIFTS.map((days) => {
    const moved = shiftedRange(range, days, nowMs, timeZone);
    return { key: days < 0 ? `earlier${-days}` : `later${days}`, href: moved && hrefOf(moved) };
  }),
];
