import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../db/seed/games-catalogue.ts';
import { DAY_MS, drawIntervalMs, drawNumbers, isOnSale, lastDueSlot, MINUTE_MS, openSlot, SALES_CLOSE_MS, slotAt } from './schedule.ts';

const at = (iso: string) => Date.parse(iso);
const FIVE = 5 * MINUTE_MS;

describe('lottery schedule', () => {
  it('draws each game at the pace its title names, else 5 minutes (LOTT) or 1 minute (ELOTT)', () => {
    expect(drawIntervalMs({ category: 'LOTT', nameEn: 'Keno 3 Minutes' })).toBe(3 * MINUTE_MS);
    expect(drawIntervalMs({ category: 'ELOTT', nameEn: 'Hanoi VIP 1 Minute' })).toBe(MINUTE_MS);
    expect(drawIntervalMs({ category: 'LOTT', nameEn: 'Racing PK10 10 Minutes' })).toBe(10 * MINUTE_MS);
    expect(drawIntervalMs({ category: 'LOTT', nameEn: 'Thai Lottery' })).toBe(FIVE);
    expect(drawIntervalMs({ category: 'ELOTT', nameEn: 'Lucky Draw' })).toBe(MINUTE_MS);
    // A pace that does not divide the day could not number its draws the same every day.
    expect(drawIntervalMs({ category: 'LOTT', nameEn: 'Odd 7 Minutes' })).toBe(FIVE);
    for (const game of buildCatalogue().games.filter((g) => g.category === 'LOTT' || g.category === 'ELOTT')) {
      expect(DAY_MS % drawIntervalMs({ category: game.category, nameEn: game.nameEn }), game.nameEn).toBe(0);
    }
  });

  it('numbers draws by UTC day and place in the day', () => {
    expect(slotAt(at('2026-11-21T12:45:00Z'), FIVE).drawNo).toBe('20261121-0153');
    expect(slotAt(at('2026-11-21T00:05:00Z'), FIVE).drawNo).toBe('20261121-0001');
    // The draw at midnight closes the day before.
    expect(slotAt(at('2026-11-22T00:00:00Z'), FIVE).drawNo).toBe('20261121-0288');
    expect(slotAt(at('2026-11-22T00:00:00Z'), MINUTE_MS).drawNo).toBe('20261121-1440');
    expect(slotAt(at('2026-11-22T00:01:00Z'), MINUTE_MS).drawNo).toBe('20261122-0001');
    expect(() => slotAt(at('2026-11-21T12:46:00Z'), FIVE)).toThrow(RangeError);
  });

  it('sells the next draw until 10 seconds before it, then the one after', () => {
    expect(openSlot(at('2026-11-21T12:44:00Z'), FIVE)).toEqual({ drawNo: '20261121-0153', drawAt: new Date('2026-11-21T12:45:00Z') });
    expect(openSlot(at('2026-11-21T12:44:49.999Z'), FIVE).drawNo).toBe('20261121-0153');
    expect(openSlot(at('2026-11-21T12:44:50Z'), FIVE).drawNo).toBe('20261121-0154');
    expect(openSlot(at('2026-11-21T12:45:00Z'), FIVE).drawNo).toBe('20261121-0154');
    expect(openSlot(at('2026-11-21T23:59:30Z'), FIVE).drawNo).toBe('20261121-0288');
    expect(openSlot(at('2026-11-21T23:59:55Z'), FIVE).drawNo).toBe('20261122-0001');
    expect(lastDueSlot(at('2026-11-21T12:47:00Z'), FIVE).drawNo).toBe('20261121-0153');
    const drawAt = new Date('2026-11-21T12:45:00Z');
    expect(isOnSale(drawAt, new Date(drawAt.getTime() - SALES_CLOSE_MS - 1))).toBe(true);
    expect(isOnSale(drawAt, new Date(drawAt.getTime() - SALES_CLOSE_MS))).toBe(false);
  });

  it('draws five digits from the draw machine, and refuses a machine out of range', () => {
    expect(drawNumbers(() => 42)).toBe('00042');
    expect(drawNumbers(() => 99_999)).toBe('99999');
    expect(() => drawNumbers(() => 100_000)).toThrow(RangeError);
    expect(() => drawNumbers(() => 1.5)).toThrow(RangeError);
    expect(drawNumbers(() => 42, 6)).toBe('000042');
    expect(() => drawNumbers(() => 1_000_000, 6)).toThrow(RangeError);
  });
});
