import { describe, expect, it } from 'vitest';
import { activityPieces, signedPieces, type Grain } from './periods.ts';

const HOUR = 3_600_000;
const at = (text: string) => new Date(text);

/** Every hour a list of pieces counts, with how many times (signs added). */
const hoursOf = (pieces: ReturnType<typeof signedPieces>) => {
  const counted = new Map<number, number>();
  for (const piece of pieces) {
    for (let hour = piece.from.getTime(); hour < piece.to.getTime(); hour += HOUR) counted.set(hour, (counted.get(hour) ?? 0) + piece.sign);
  }
  return new Map([...counted].filter(([, n]) => n !== 0));
};

const expectExactly = (counted: Map<number, number>, from: Date, to: Date) => {
  const expected = new Map<number, number>();
  for (let hour = from.getTime(); hour < to.getTime(); hour += HOUR) expected.set(hour, 1);
  expect(counted).toEqual(expected);
};

/** A deterministic stream of ranges: lengths from an hour to a hundred days, anywhere in two years. */
const ranges = function* (count: number) {
  let state = 20261128;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  for (let i = 0; i < count; i++) {
    const from = Date.UTC(2025, 0, 1) + (next() % (730 * 24)) * HOUR;
    const hours = 1 + (next() % (i % 3 === 0 ? 48 : 100 * 24));
    yield [new Date(from), new Date(from + hours * HOUR)] as const;
  }
};

describe('a period as rollup pieces', () => {
  const grains: readonly Grain[] = ['month', 'day', 'hour'];

  it('sums every hour of the period once, and no other, with signs', () => {
    for (const [from, to] of ranges(400)) expectExactly(hoursOf(signedPieces(from, to, grains)), from, to);
    for (const [from, to] of ranges(200)) expectExactly(hoursOf(signedPieces(from, to, ['day', 'hour'])), from, to);
  });

  it('reads a zone’s month as one month row and its edge hours', () => {
    const pieces = signedPieces(at('2026-11-01T06:00:00Z'), at('2026-12-01T06:00:00Z'), grains);
    expect(pieces.map((p) => [p.grain, p.sign, (p.to.getTime() - p.from.getTime()) / HOUR])).toEqual([
      ['month', 1, 720],
      ['hour', -1, 6],
      ['hour', 1, 6],
    ]);
    // A UTC day is one day row; a day behind UTC is a day row and two edges.
    expect(signedPieces(at('2026-11-28T00:00:00Z'), at('2026-11-29T00:00:00Z'), grains)).toHaveLength(1);
    expect(signedPieces(at('2026-11-28T06:00:00Z'), at('2026-11-29T06:00:00Z'), grains)).toHaveLength(3);
  });

  it('covers who bet with disjoint pieces, each bit one hour or day of the period', () => {
    for (const [from, to] of ranges(400)) {
      const counted = new Map<number, number>();
      for (const piece of activityPieces(from, to)) {
        const start = Date.parse(`${piece.at}T00:00:00Z`);
        for (let bit = 0; bit < 31; bit++) {
          if (!(piece.mask & (1 << bit))) continue;
          const unit = piece.grain === 'day' ? HOUR : 24 * HOUR;
          const first = start + bit * unit;
          // A month's bits past its last day mean nothing.
          if (piece.grain === 'month' && new Date(first).getUTCMonth() !== new Date(start).getUTCMonth()) continue;
          expect(piece.grain === 'day' && bit > 23).toBe(false);
          for (let hour = first; hour < first + unit; hour += HOUR) counted.set(hour, (counted.get(hour) ?? 0) + 1);
        }
      }
      expectExactly(counted, from, to);
    }
  });

  it('asks whole months as any day of them, and one or two days as days', () => {
    expect(activityPieces(at('2026-09-01T00:00:00Z'), at('2026-11-01T00:00:00Z'))).toEqual([
      { grain: 'month', at: '2026-09-01', mask: 0x7fffffff },
      { grain: 'month', at: '2026-10-01', mask: 0x7fffffff },
    ]);
    expect(activityPieces(at('2026-11-28T00:00:00Z'), at('2026-11-29T00:00:00Z'))).toEqual([{ grain: 'day', at: '2026-11-28', mask: 0xffffff }]);
    expect(activityPieces(at('2026-11-28T06:00:00Z'), at('2026-11-28T09:00:00Z'))).toEqual([{ grain: 'day', at: '2026-11-28', mask: 0b111000000 }]);
  });
});
