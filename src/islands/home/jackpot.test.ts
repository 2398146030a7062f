import { describe, expect, it } from 'vitest';
import { JACKPOT_STEP_MINOR, JACKPOT_TICK_MS } from '../../../contract/games.ts';
import { nextStep as stepOf, nextTickDelay as delayOf, refresh, restore, serialise, startAt, tick as tickOf, type JackpotRules } from './jackpot.ts';

const rules: JackpotRules = { tickMs: JACKPOT_TICK_MS, step: JACKPOT_STEP_MINOR };
const nextTickDelay = (random: number) => delayOf(rules, random);
const nextStep = (random: number) => stepOf(rules, random);
const tick = (state: Parameters<typeof tickOf>[1], random: number) => tickOf(rules, state, random);

/** A fixed sequence of "random" numbers, so that a run can be replayed. */
const sequence = (seed: number) => {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
};

describe('jackpot ticks', () => {
  it('waits 3, 4 or 5 seconds between steps', () => {
    expect(nextTickDelay(0)).toBe(3000);
    expect(nextTickDelay(0.5)).toBe(4000);
    expect(nextTickDelay(0.999999)).toBe(5000);
    const random = sequence(7);
    const seen = new Set(Array.from({ length: 200 }, () => nextTickDelay(random())));
    expect([...seen].sort()).toEqual([3000, 4000, 5000]);
  });

  it('adds 100 to 500 minor units, both ends included', () => {
    expect(nextStep(0)).toBe(100n);
    expect(nextStep(0.999999)).toBe(500n);
    const random = sequence(3);
    for (let i = 0; i < 500; i += 1) {
      const step = nextStep(random());
      expect(step >= 100n && step <= 500n).toBe(true);
    }
  });

  it('never drifts from the pool by more than the steps since the last read', () => {
    const random = sequence(11);
    let state = startAt(81_572_100_000n);
    let steps = 0n;
    for (let i = 1; i <= 300; i += 1) {
      const before = state.shown;
      state = tick(state, random());
      steps += state.shown - before;
      expect(state.shown - state.server).toBe(steps);
      if (i % 10 === 0) {
        state = refresh(state, state.server + BigInt(Math.floor(random() * 4000)));
        steps = 0n;
        expect(state.shown).toBe(state.server);
      }
    }
  });
});

describe('jackpot reads', () => {
  it('continues from a higher pool', () => {
    const shown = tick(startAt(1_000_000n), 0.5);
    expect(refresh(shown, 1_100_000n)).toEqual({ server: 1_100_000n, shown: 1_100_000n });
  });

  it('snaps back only when the pool is lower than shown', () => {
    const shown = { server: 1_000_000n, shown: 1_000_900n };
    expect(refresh(shown, 1_000_500n).shown).toBe(1_000_500n);
    expect(refresh(shown, 990_000n).shown).toBe(990_000n);
  });
});

describe('jackpot across reloads', () => {
  it('goes on from the last shown value when it is not behind the pool', () => {
    const last = serialise({ server: 1_000_000n, shown: 1_004_000n });
    expect(restore(last, 1_000_000n)).toEqual({ server: 1_000_000n, shown: 1_004_000n });
    expect(restore(last, 1_003_000n)).toEqual({ server: 1_003_000n, shown: 1_004_000n });
  });

  it('starts from the pool when the stored value is behind it, the pool shrank, or storage holds garbage', () => {
    const last = serialise({ server: 1_000_000n, shown: 1_004_000n });
    expect(restore(last, 1_005_000n)).toEqual(startAt(1_005_000n));
    expect(restore(last, 999_000n)).toEqual(startAt(999_000n));
    for (const junk of [null, '', 'nope', '{"server":"-1","shown":"2"}', '{"server":1,"shown":2}', '[]']) {
      expect(restore(junk, 5n)).toEqual(startAt(5n));
    }
  });
});
