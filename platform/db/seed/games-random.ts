/**
 * The seed's random source: mulberry32, a 32-bit generator small enough to read at a glance. Its
 * only job is to make the demo catalogue look varied while staying identical on every machine, so
 * statistical quality beyond "looks random" does not matter; it is never used for anything secret.
 */
export interface SeedRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A bigint in [min, max], both included; for amounts beyond 2^53 minor units too. */
  bigint(min: bigint, max: bigint): bigint;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A new array with the items in a random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

export const seedRandom = (seed: number): SeedRandom => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    bigint(min, max) {
      // Two 26-bit draws cover any span the seed needs without passing an amount through a float.
      const span = max - min + 1n;
      const draw = (BigInt(int(0, 2 ** 26 - 1)) << 26n) | BigInt(int(0, 2 ** 26 - 1));
      return min + (draw % span);
    },
    pick: (items) => {
      if (!items.length) throw new RangeError('Cannot pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    chance: (probability) => next() < probability,
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
};

/** Catalogue, wins and jackpot each draw from their own stream, so changing one leaves the others as they were. */
export const SEED_STREAMS = { catalogue: 20_260_101, wins: 20_260_102, jackpot: 20_260_103 } as const;
