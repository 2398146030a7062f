import { describe, expect, it } from 'vitest';
import { pointsProblem } from './points-checks.ts';

describe('points forms as typed', () => {
  it('takes a whole quantity from 1 to what is in stock', () => {
    expect(pointsProblem('redeem', { quantity: '2' }, { max: '3' })).toBeNull();
    for (const quantity of ['0', '4', '1.5', '', 'two'])
      expect(pointsProblem('redeem', { quantity }, { max: '3' }), quantity).toEqual({ key: 'points.problems.quantity', values: { max: '3' } });
  });

  it('takes points in whole steps of the rate, up to the balance', () => {
    expect(pointsProblem('convert', { points: '300' }, { step: '100', max: '350' })).toBeNull();
    for (const points of ['0', '50', '150', '400', ''])
      expect(pointsProblem('convert', { points }, { step: '100', max: '350' }), points).toEqual({
        key: 'points.problems.points',
        values: { step: '100', max: '350' },
      });
  });
});
