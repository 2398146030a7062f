/**
 * The jackpot counter (SPEC sections 4 and 9): it shows the platform's pool and, between two reads
 * of it, adds a random step every few seconds. `server` is the last pool the platform gave;
 * `shown` never exceeds it by more than the steps added since that read.
 *
 * The rules (JACKPOT_TICK_MS, JACKPOT_STEP_MINOR) are passed in, and what storage holds is checked
 * by hand: the counter runs in the browser on the home page, where zod's core alone would weigh
 * more than the whole feature (about 15 KB gzip of the page's 100 KB budget).
 */
export interface JackpotState {
  readonly server: bigint;
  readonly shown: bigint;
}

export interface JackpotRules {
  readonly tickMs: readonly number[];
  readonly step: { readonly min: number; readonly max: number };
}

/** localStorage key of the original client ("jackpot initial amount", SPEC section 3). */
export const JACKPOT_STORAGE_KEY = 'jackpot';
/** How often the pool is read again while the page stays open. */
export const JACKPOT_REFRESH_MS = 30_000;

/** `random` is a number in [0, 1), as Math.random gives. */
export const nextTickDelay = (rules: JackpotRules, random: number): number =>
  rules.tickMs[Math.min(rules.tickMs.length - 1, Math.floor(random * rules.tickMs.length))]!;

export const nextStep = (rules: JackpotRules, random: number): bigint => {
  const { min, max } = rules.step;
  return BigInt(min + Math.min(max - min, Math.floor(random * (max - min + 1))));
};

export const startAt = (server: bigint): JackpotState => ({ server, shown: server });

export const tick = (rules: JackpotRules, state: JackpotState, random: number): JackpotState => ({
  ...state,
  shown: state.shown + nextStep(rules, random),
});

/**
 * A new read of the pool: the counter continues from it. That is a step forward when the pool grew
 * more than the counter did, and the only backward step there is: the pool is lower than shown.
 */
export const refresh = (_state: JackpotState, server: bigint): JackpotState => startAt(server);

const DIGITS = /^\d{1,20}$/;

/** The stored `{ server, shown }`, both whole numbers of minor units as strings, or null. */
const parseStored = (stored: string | null): { server: bigint; shown: bigint } | null => {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { server, shown } = value as Record<string, unknown>;
  return typeof server === 'string' && typeof shown === 'string' && DIGITS.test(server) && DIGITS.test(shown)
    ? { server: BigInt(server), shown: BigInt(shown) }
    : null;
};

export const serialise = (state: JackpotState): string => JSON.stringify({ server: String(state.server), shown: String(state.shown) });

/**
 * After a reload the counter goes on from the value last shown, if that is not behind the pool
 * and the pool has not shrunk since (else the old steps no longer sit on top of it).
 */
export const restore = (stored: string | null, server: bigint): JackpotState => {
  const last = parseStored(stored);
  if (!last) return startAt(server);
  return last.shown >= server && last.server <= server && last.server <= last.shown ? { server, shown: last.shown } : startAt(server);
};
