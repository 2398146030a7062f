import { describe, expect, it } from 'vitest';
import { conditionsMet } from './contract-progress.ts';

describe('conditions met', () => {
  const tier = { minBet: '1000.00', minLoss: '500.00', minActive: 3 };

  it('tells each condition apart', () => {
    expect(conditionsMet(tier, { bet: '1000.00', loss: '499.99', active: 2 })).toEqual({ bet: true, loss: false, active: false });
    expect(conditionsMet(tier, { bet: '999.99', loss: '500.00', active: 3 })).toEqual({ bet: false, loss: true, active: true });
  });

  it('asks nothing of the net loss when the tier asks zero, even of a team that won', () => {
    expect(conditionsMet({ ...tier, minLoss: '0.00' }, { bet: '0.00', loss: '-250.00', active: 0 }).loss).toBe(true);
  });
});
