import { describe, expect, it } from 'vitest';
import { LOTTERY_PRIZE_MODES } from '../../../contract/games.ts';
import { betTypesOf, payoutOf, pickFits, PRIZE_TABLES } from './prize-tables.ts';

describe('prize tables', () => {
  it('offers each prize mode its own bets', () => {
    expect(betTypesOf('LOTT')).toEqual(['2D', '3D']);
    expect(betTypesOf('ELOTT')).toEqual(['2D', '3D']);
    expect(betTypesOf('ZY')).toEqual(['2D', '3D', '4D']);
    expect(betTypesOf('SEA')).toEqual(['2D', '3D', '4D', '6D']);
    expect(PRIZE_TABLES.SEA.drawDigits).toBe(6);
    expect(PRIZE_TABLES.ZY.stake).toEqual({ min: 100n, max: 10_000n });
  });

  it('pays the stake times the multiplier on the last digits, to the cent', () => {
    expect(payoutOf('LOTT', { betType: '2D', pick: '45', stake: 1_000n }, '12345')).toBe(95_000n);
    expect(payoutOf('LOTT', { betType: '3D', pick: '045', stake: 100n }, '12345')).toBe(0n);
    expect(payoutOf('ZY', { betType: '2D', pick: '45', stake: 101n }, '12345')).toBe(9_797n);
    expect(payoutOf('ZY', { betType: '4D', pick: '2345', stake: 333n }, '12345')).toBe(3_230_100n);
    expect(payoutOf('SEA', { betType: '2D', pick: '07', stake: 199n }, '000007')).toBe(17_910n);
    expect(payoutOf('SEA', { betType: '6D', pick: '123456', stake: 100n }, '123456')).toBe(90_000_000n);
    expect(payoutOf('SEA', { betType: '6D', pick: '123457', stake: 100n }, '123456')).toBe(0n);
    // A bet the mode does not take, or a pick of the wrong length, never pays.
    expect(payoutOf('LOTT', { betType: '4D', pick: '2345', stake: 100n }, '12345')).toBe(0n);
    expect(payoutOf('SEA', { betType: '3D', pick: '56', stake: 100n }, '123456')).toBe(0n);
  });

  it('takes picks of exactly the bet\u2019s digits', () => {
    expect(pickFits('LOTT', '2D', '07')).toBe(true);
    expect(pickFits('LOTT', '2D', '007')).toBe(false);
    expect(pickFits('LOTT', '3D', '7a9')).toBe(false);
    expect(pickFits('LOTT', '4D', '1234')).toBe(false);
    expect(pickFits('ZY', '4D', '1234')).toBe(true);
    expect(pickFits('SEA', '6D', '000000')).toBe(true);
    expect(pickFits('ZY', '6D', '000000')).toBe(false);
  });

  it.each(LOTTERY_PRIZE_MODES)('returns what %s promises over every number a draw can give', (mode) => {
    const table = PRIZE_TABLES[mode];
    const returns = { LOTT: 95n, ELOTT: 95n, ZY: 97n, SEA: 90n }[mode];
    for (const betType of betTypesOf(mode)) {
      const digits = table.bets[betType]!.digits;
      const span = 10 ** digits;
      const pick = '7'.repeat(digits);
      let paid = 0n;
      // Every ending of the number, once each: the tail decides a bet.
      for (let n = 0; n < span; n++) paid += payoutOf(mode, { betType, pick, stake: 100n }, String(n).padStart(table.drawDigits, '0'));
      expect(paid * 100n).toBe(BigInt(span) * 100n * returns);
    }
  });
});
