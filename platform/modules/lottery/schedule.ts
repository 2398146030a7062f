/*
 * The house lottery's rules, with no database: when each game draws, how draws are numbered, and
 * what a ticket pays. Draw days are UTC days, so every process numbers a draw the same way.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
/** Sales of a draw close this long before it opens its number. */
export const SALES_CLOSE_MS = 10_000;

/** The pace of a game whose title names none: traditional draws every 5 minutes, entertainment every minute. */
const DEFAULT_PACE_MINUTES: Record<string, number> = { LOTT: 5, ELOTT: 1 };

// Catalogue titles end with their pace ("Keno 3 Minutes"); the schedule keeps that promise.
const PACE_IN_TITLE = /\b(\d{1,3}) Minutes?$/;

/** Milliseconds between two draws of a game; always a whole divisor of a day, so draw k of a day is fixed. */
export const drawIntervalMs = (game: { category: string; nameEn: string }): number => {
  const minutes = Number(PACE_IN_TITLE.exec(game.nameEn.trim())?.[1] ?? Number.NaN);
  if (Number.isInteger(minutes) && minutes > 0 && DAY_MS % (minutes * MINUTE_MS) === 0) return minutes * MINUTE_MS;
  return (DEFAULT_PACE_MINUTES[game.category] ?? DEFAULT_PACE_MINUTES.LOTT!) * MINUTE_MS;
};

export interface DrawSlot {
  /** `YYYYMMDD-NNNN`: the UTC day and the draw's place in it, from 0001. */
  drawNo: string;
  drawAt: Date;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The draw opening at `drawAtMs` (a whole number of intervals since the epoch). Draw k of a day
 * opens k intervals after its midnight, so the draw at midnight is the last of the day before.
 */
export const slotAt = (drawAtMs: number, intervalMs: number): DrawSlot => {
  if (drawAtMs % intervalMs !== 0) throw new RangeError(`${drawAtMs} is not a draw time of a ${intervalMs} ms schedule`);
  const dayStart = Math.floor((drawAtMs - 1) / DAY_MS) * DAY_MS;
  const index = (drawAtMs - dayStart) / intervalMs;
  return { drawNo: `${dayOf(dayStart)}-${String(index).padStart(4, '0')}`, drawAt: new Date(drawAtMs) };
};

/** The draw on sale at `nowMs`: the first whose sales close after it. */
export const openSlot = (nowMs: number, intervalMs: number): DrawSlot =>
  slotAt((Math.floor((nowMs + SALES_CLOSE_MS) / intervalMs) + 1) * intervalMs, intervalMs);

/** The last draw whose time has come at `nowMs` (drawn, or about to be). */
export const lastDueSlot = (nowMs: number, intervalMs: number): DrawSlot => slotAt(Math.floor(nowMs / intervalMs) * intervalMs, intervalMs);

export const closesAt = (drawAt: Date) => new Date(drawAt.getTime() - SALES_CLOSE_MS);
export const isOnSale = (drawAt: Date, now: Date) => now.getTime() < drawAt.getTime() - SALES_CLOSE_MS;

/** The digits of a draw when its prize table names none: the traditional five. */
export const DRAW_DIGITS = 5;

/** A source of uniform integers in [0, max): node:crypto's randomInt in service, a fixed one in tests. */
export type LotteryRng = (maxExclusive: number) => number;

/** A draw's number: `digits` digits (five, six for the SEA lottery), from one uniform integer. */
export const drawNumbers = (rng: LotteryRng, digits = DRAW_DIGITS): string => {
  const range = 10 ** digits;
  const n = rng(range);
  if (!Number.isInteger(n) || n < 0 || n >= range) throw new RangeError(`A draw needs an integer below ${range}, got ${n}`);
  return String(n).padStart(digits, '0');
};

/** The UTC day around `now`: missions and the leaderboard count today's tickets. */
export const dayBounds = (now: Date): { from: Date; to: Date } => {
  const from = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return { from: new Date(from), to: new Date(from + DAY_MS) };
};
