import { describe, expect, it } from 'vitest';
import { cryptoRng, reelWindow, scriptedRng, spin, spinAt, stopsFor, type SlotRng } from './slot-engine.ts';
import { lineMultiplier, MAX_MULTIPLIER, REEL_STRIPS, returnToPlayer, SLOT_SYMBOLS, THREE_OF_A_KIND, TWO_CHERRIES } from './slot-paytable.ts';

/** A small seeded generator (mulberry32), so the simulation is the same on every run. */
const seededRng = (seed: number): SlotRng => {
  let a = seed >>> 0;
  return (max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
};

describe('slot paytable', () => {
  it('has three strips of 28 stops with every symbol on every reel', () => {
    expect(REEL_STRIPS).toHaveLength(3);
    for (const strip of REEL_STRIPS) {
      expect(strip).toHaveLength(28);
      for (const symbol of SLOT_SYMBOLS) expect(strip).toContain(symbol);
    }
  });

  it('pays three of a kind and two cherries, nothing else', () => {
    for (const s of SLOT_SYMBOLS) expect(lineMultiplier([s, s, s])).toBe(THREE_OF_A_KIND[s]);
    expect(lineMultiplier(['cherry', 'bell', 'cherry'])).toBe(TWO_CHERRIES);
    expect(lineMultiplier(['bell', 'cherry', 'cherry'])).toBe(TWO_CHERRIES);
    expect(lineMultiplier(['cherry', 'bell', 'plum'])).toBe(0);
    expect(lineMultiplier(['seven', 'seven', 'bar'])).toBe(0);
    expect(MAX_MULTIPLIER).toBe(100);
  });

  it('returns about 96 % to the player, computed exactly from the table', () => {
    const rtp = returnToPlayer();
    expect(rtp.combinations).toBe(28n ** 3n);
    expect(rtp.paid).toBe(21_086n);
    expect(rtp.ratio).toBeGreaterThanOrEqual(0.955);
    expect(rtp.ratio).toBeLessThanOrEqual(0.965);
  });

  it('lands within tolerance of that return over 200,000 simulated rounds', () => {
    const rng = seededRng(20_261_122);
    const rounds = 200_000;
    let paid = 0;
    for (let i = 0; i < rounds; i++) paid += spin(rng).multiplier;
    // One round's multiplier has a standard deviation of about 3.3, so the mean of 200,000 about 0.0074: 0.03 is four of them.
    expect(Math.abs(paid / rounds - returnToPlayer().ratio)).toBeLessThan(0.03);
  });
});

describe('slot engine', () => {
  it('shows the symbols around each stop, wrapping round the strip', () => {
    const strip = REEL_STRIPS[0]!;
    expect(reelWindow(strip, 0)).toEqual([strip[27], strip[0], strip[1]]);
    expect(reelWindow(strip, 27)).toEqual([strip[26], strip[27], strip[0]]);
  });

  it('pays exactly what the middle row shows', () => {
    const rng = seededRng(7);
    for (let i = 0; i < 2_000; i++) {
      const s = spin(rng);
      expect(s.reels).toHaveLength(3);
      for (const reel of s.reels) expect(reel).toHaveLength(3);
      expect(s.multiplier).toBe(lineMultiplier(s.reels.map((reel) => reel[1]!)));
      expect(spinAt(s.stops)).toEqual(s);
    }
  });

  it('stops where a script says: a line of sevens pays 100', () => {
    const s = spin(scriptedRng(stopsFor(['seven', 'seven', 'seven'])));
    expect(s.reels.map((reel) => reel[1])).toEqual(['seven', 'seven', 'seven']);
    expect(s.multiplier).toBe(100);
  });

  it('draws every stop with node:crypto by default, and refuses a generator out of range', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) seen.add(cryptoRng(28));
    expect([...seen].every((n) => n >= 0 && n < 28)).toBe(true);
    expect(seen.size).toBe(28);
    expect(() => spin(() => 28)).toThrow(RangeError);
    expect(() => spin(() => 1.5)).toThrow(RangeError);
  });
});
