import { describe, expect, it } from 'vitest';
import { memberMenu } from './member-menu.ts';

const keys = (...args: Parameters<typeof memberMenu>) => memberMenu(...args).map((i) => i.key);

describe('member menu', () => {
  it('lists the member-centre pages in order', () => {
    expect(keys({ isAgent: false, flags: {} })).toEqual(['bettingRecord', 'accountRecord', 'personalLoss', 'rewardCenter', 'securityCenter']);
    expect(memberMenu({ isAgent: false, flags: {} })[0]).toEqual({ key: 'bettingRecord', href: '/member#bettingRecord' });
  });

  it('adds points with PTSYS3, the agent centre for agents and the manual rebate with MANPLAYREB3', () => {
    expect(keys({ isAgent: true, flags: { PTSYS3: true, MANPLAYREB3: true } })).toEqual([
      'bettingRecord',
      'accountRecord',
      'personalLoss',
      'rewardCenter',
      'points',
      'securityCenter',
      'agentCenter',
      'manualRebate',
    ]);
    expect(memberMenu({ isAgent: true, flags: {} }).find((i) => i.key === 'agentCenter')?.href).toBe('/agentHome');
    expect(memberMenu({ isAgent: false, flags: { PTSYS3: true } }).find((i) => i.key === 'points')?.href).toBe('/pointMall');
    expect(keys({ isAgent: false, flags: { PTSYS3: false, MANPLAYREB3: false } })).not.toContain('points');
  });
});
