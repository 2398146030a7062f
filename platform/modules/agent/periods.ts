/*
 * How a period of the agent's zone is read from the ledger's rollups (schema/reports.ts), which
 * are kept per UTC hour, day and month. Any period that starts and ends on whole hours is a sum of
 * whole units with signs: the nearest whole months, less or plus the days at their edges, less or
 * plus the hours at theirs. A month of a zone six hours behind UTC is one month row, less six
 * hours, plus six hours, instead of 720 hour rows.
 *
 * Who bet cannot be summed with signs (a member counts once), so that question gets a cover of
 * disjoint pieces instead, each with the bits of its hours or days that fall in the period.
 */

export type Grain = 'month' | 'day' | 'hour';

/** Rows of one grain between two instants, added (1) or taken away (-1). */
export interface Piece {
  grain: Grain;
  from: Date;
  to: Date;
  sign: 1 | -1;
}

/** A day row whose bet_hours, or a month row whose bet_days, meet `mask`: the member bet in the period. */
export interface ActivityPiece {
  grain: 'day' | 'month';
  /** The day, or the month's first day, as `YYYY-MM-DD`. */
  at: string;
  mask: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const ALL_HOURS = 0xffffff;
const ALL_DAYS = 0x7fffffff;

const floorTo = (grain: Grain, at: Date): Date => {
  if (grain === 'hour') return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  if (grain === 'day') return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
};

const after = (grain: Grain, start: Date): Date =>
  grain === 'month' ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)) : new Date(start.getTime() + (grain === 'day' ? DAY_MS : HOUR_MS));

const nearestBoundary = (grain: Grain, at: Date): Date => {
  const down = floorTo(grain, at);
  if (down.getTime() === at.getTime()) return down;
  const up = after(grain, down);
  return at.getTime() - down.getTime() <= up.getTime() - at.getTime() ? down : up;
};

/**
 * `[from, to)` as signed pieces of `grains`, coarsest first: the sum of every piece's rows, times
 * its sign, is exactly the period's. The last grain must divide both ends (whole hours).
 */
export const signedPieces = (from: Date, to: Date, grains: readonly Grain[], sign: 1 | -1 = 1): Piece[] => {
  if (from.getTime() >= to.getTime()) return [];
  const [grain, ...finer] = grains;
  if (!grain) return [];
  if (!finer.length) return [{ grain, from, to, sign }];
  const [start, end] = [nearestBoundary(grain, from), nearestBoundary(grain, to)];
  if (start.getTime() >= end.getTime()) return signedPieces(from, to, finer, sign);
  const opposite = sign === 1 ? -1 : 1;
  return [
    { grain, from: start, to: end, sign },
    ...(start < from ? signedPieces(start, from, finer, opposite) : signedPieces(from, start, finer, sign)),
    ...(end <= to ? signedPieces(end, to, finer, sign) : signedPieces(to, end, finer, opposite)),
  ];
};

const dayText = (at: Date) => at.toISOString().slice(0, 10);

/** Bits `first` to `last` (inclusive) set. */
const bits = (first: number, last: number) => (2 ** (last + 1) - 2 ** first) | 0;

/**
 * Disjoint pieces that together are exactly `[from, to)` (whole hours): the hours of a partial
 * day as that day's hour bits, whole days as their month's day bits (or the day itself when only
 * a day or two of a month are asked), whole months as any day.
 */
export const activityPieces = (from: Date, to: Date): ActivityPiece[] => {
  const pieces: ActivityPiece[] = [];
  const firstWhole = floorTo('day', from).getTime() === from.getTime() ? from : after('day', floorTo('day', from));
  const lastWhole = floorTo('day', to);
  if (firstWhole.getTime() > lastWhole.getTime()) {
    // Within one day.
    pieces.push({ grain: 'day', at: dayText(from), mask: bits(from.getUTCHours(), (to.getTime() - floorTo('day', from).getTime()) / HOUR_MS - 1) });
    return pieces;
  }
  if (firstWhole.getTime() !== from.getTime()) pieces.push({ grain: 'day', at: dayText(from), mask: bits(from.getUTCHours(), 23) });
  for (let month = floorTo('month', firstWhole); month < lastWhole; month = after('month', month)) {
    const start = month < firstWhole ? firstWhole : month;
    const end = after('month', month) > lastWhole ? lastWhole : after('month', month);
    const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
    if (days <= 0) continue;
    if (days <= 2) {
      for (let day = start; day < end; day = after('day', day)) pieces.push({ grain: 'day', at: dayText(day), mask: ALL_HOURS });
    } else {
      const whole = start.getTime() === month.getTime() && end.getTime() === after('month', month).getTime();
      pieces.push({ grain: 'month', at: dayText(month), mask: whole ? ALL_DAYS : bits(start.getUTCDate() - 1, start.getUTCDate() + days - 2) });
    }
  }
  if (lastWhole.getTime() !== to.getTime()) pieces.push({ grain: 'day', at: dayText(lastWhole), mask: bits(0, to.getUTCHours() - 1) });
  return pieces;
};
