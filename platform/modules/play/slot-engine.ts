import { randomInt } from 'node:crypto';
import { lineMultiplier, REEL_STRIPS, type SlotSymbol } from './slot-paytable.ts';

/** A uniform whole number in [0, max). The platform draws from node:crypto; tests inject their own. */
export type SlotRng = (max: number) => number;

export const cryptoRng: SlotRng = (max) => randomInt(max);

export interface SlotSpin {
  /** The stop of each reel: the index, on its strip, of the symbol on the pay line. */
  stops: number[];
  /** Each reel top to bottom; the middle row is the pay line. */
  reels: SlotSymbol[][];
  multiplier: number;
}

const at = (strip: readonly SlotSymbol[], index: number) => strip[((index % strip.length) + strip.length) % strip.length]!;

/** The symbols a reel shows when it stops at `stop`: above, on and below the pay line. */
export const reelWindow = (strip: readonly SlotSymbol[], stop: number): SlotSymbol[] => [at(strip, stop - 1), at(strip, stop), at(strip, stop + 1)];

/** The reels at given stops, and what their pay line pays: the reels shown are the reels paid. */
export const spinAt = (stops: readonly number[], strips: readonly (readonly SlotSymbol[])[] = REEL_STRIPS): SlotSpin => {
  const reels = strips.map((strip, i) => reelWindow(strip, stops[i] ?? 0));
  return { stops: [...stops], reels, multiplier: lineMultiplier(reels.map((reel) => reel[1]!)) };
};

/** One spin: each reel stops at a uniformly drawn position of its strip. */
export const spin = (rng: SlotRng = cryptoRng, strips: readonly (readonly SlotSymbol[])[] = REEL_STRIPS): SlotSpin => {
  const stops = strips.map((strip) => {
    const stop = rng(strip.length);
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) throw new RangeError(`A reel stop must lie in [0, ${strip.length}), got ${stop}`);
    return stop;
  });
  return spinAt(stops, strips);
};

/** The stops that put `line` on the pay line (the first of each symbol on its strip): `scriptedRng(stopsFor(['seven', 'seven', 'seven']))`. */
export const stopsFor = (line: readonly SlotSymbol[], strips: readonly (readonly SlotSymbol[])[] = REEL_STRIPS): number[] =>
  strips.map((strip, i) => {
    const stop = strip.indexOf(line[i]!);
    if (stop < 0) throw new RangeError(`Reel ${i + 1} has no ${line[i]}`);
    return stop;
  });

/** An RNG that answers the given numbers in turn, round after round: spins land where a test wants. */
export const scriptedRng = (values: readonly number[]): SlotRng => {
  let next = 0;
  return (max) => {
    const value = values[next++ % values.length]!;
    return value % max;
  };
};
