import { describe, expect, it } from 'vitest';
import { termsProblem, type Terms, type TermsInput } from '../../../contract/agent-contracts.ts';
import { endedPeriods, periodAt } from './periods.ts';
import { normaliseTerms, periodPayouts, rewardOf, withinUpline, type Figures } from './rules.ts';
import { tierInput } from './test-terms.ts';

const tier = tierInput;
const terms = (input: TermsInput): Terms => normaliseTerms(input);
const figures = (bet: number, loss: number, active: number): Figures => ({ bet: BigInt(bet), loss: BigInt(loss), active });

describe('contract terms', () => {
  it('checks terms against their kind', () => {
    expect(termsProblem('dailySalary', { cycle: null, tiers: [tier('0', 1, { rate: '1.25' })] })).toBeNull();
    expect(termsProblem('dailySalary', { cycle: null, tiers: [tier('0', 1, { rateType: 'F', rate: '50' })] })).toBeNull();
    expect(termsProblem('dailySalary', { cycle: 'weekly', tiers: [tier('0', 1, { rate: '1' })] })).toBe('contract.cycle.invalid');
    expect(termsProblem('dividend', { cycle: null, tiers: [tier('0', 1, { rate: '1' })] })).toBe('contract.cycle.invalid');
    expect(termsProblem('dividend', { cycle: 'monthly', tiers: [tier('0', 1, { rateType: 'F', rate: '10' })] })).toBe('contract.rate.invalid');
    for (const rate of ['0', '100.01', '1.234', 'abc', '-1']) {
      expect(termsProblem('hourlySalary', { cycle: null, tiers: [tier('0', 1, { rate })] }), rate).toBe('contract.rate.invalid');
    }
    expect(termsProblem('realTimeSalary', { cycle: null, tiers: [tier('0', 1, { rate: '1' })] })).toBe('contract.rate.invalid');
    expect(termsProblem('realTimeSalary', { cycle: null, tiers: [tier('0', 1, { winRate: '0.1', lossRate: '0.3' })] })).toBeNull();
    // Tiers rise: the second asks more in one condition and less in none.
    expect(termsProblem('dailySalary', { cycle: null, tiers: [tier('100', 2, { rate: '1' }), tier('200', 1, { rate: '2' })] })).toBe('contract.tier.order');
    expect(termsProblem('dailySalary', { cycle: null, tiers: [tier('100', 1, { rate: '1' }), tier('100', 1, { rate: '2' })] })).toBe('contract.tier.order');
    expect(termsProblem('dailySalary', { cycle: null, tiers: [tier('100', 1, { rate: '1' }), tier('100', 2, { rate: '2' })] })).toBeNull();
  });

  it('pays the best tier met, by kind, rounding down to the cent', () => {
    const daily = terms({ cycle: null, tiers: [tier('100', 1, { rate: '1.5' }), tier('1000', 3, { rate: '2' })] });
    expect(rewardOf('dailySalary', daily, figures(9_999, 0, 5))).toEqual({ tier: null, reward: 0n });
    expect(rewardOf('dailySalary', daily, figures(10_001, 0, 1))).toEqual({ tier: 1, reward: 150n });
    expect(rewardOf('dailySalary', daily, figures(100_000, 0, 2))).toEqual({ tier: 1, reward: 1_500n });
    expect(rewardOf('dailySalary', daily, figures(100_000, -5_000, 3))).toEqual({ tier: 2, reward: 2_000n });
    const fixed = terms({ cycle: null, tiers: [tier('100', 1, { rateType: 'F', rate: '25.50' })] });
    expect(rewardOf('hourlySalary', fixed, figures(10_000, 0, 1))).toEqual({ tier: 1, reward: 2_550n });
    // A loss condition asks for that net loss; a dividend pays nothing on a period the team won.
    const dividend = terms({ cycle: 'weekly', tiers: [tier('0', 1, { rate: '20' }), tier('0', 1, { rate: '30' }, '1000')] });
    expect(rewardOf('dividend', dividend, figures(500_000, 99_999, 4))).toEqual({ tier: 1, reward: 19_999n });
    expect(rewardOf('dividend', dividend, figures(500_000, 100_000, 4))).toEqual({ tier: 2, reward: 30_000n });
    expect(rewardOf('dividend', dividend, figures(500_000, -100, 4))).toEqual({ tier: 1, reward: 0n });
    const realTime = terms({ cycle: null, tiers: [tier('0', 1, { winRate: '0.2', lossRate: '0.5' })] });
    expect(rewardOf('realTimeSalary', realTime, figures(100_000, 1, 1)).reward).toBe(500n);
    expect(rewardOf('realTimeSalary', realTime, figures(100_000, 0, 1)).reward).toBe(200n);
    expect(rewardOf('realTimeSalary', realTime, figures(100_000, -1, 1)).reward).toBe(200n);
  });

  it('keeps every tier offered within a tier of the upline that asks no more and pays no less', () => {
    const upline = terms({ cycle: null, tiers: [tier('100', 1, { rate: '1' }), tier('1000', 5, { rate: '2' })] });
    const ok = terms({ cycle: null, tiers: [tier('100', 1, { rate: '1' }), tier('5000', 5, { rate: '1.8' })] });
    expect(withinUpline('dailySalary', ok, upline)).toBe(true);
    expect(withinUpline('dailySalary', terms({ cycle: null, tiers: [tier('999', 4, { rate: '1.01' })] }), upline)).toBe(false);
    expect(withinUpline('dailySalary', terms({ cycle: null, tiers: [tier('99', 1, { rate: '0.1' })] }), upline)).toBe(false);
    // A fixed amount stands only on a fixed amount at least as large.
    expect(withinUpline('dailySalary', terms({ cycle: null, tiers: [tier('100', 1, { rateType: 'F', rate: '1' })] }), upline)).toBe(false);
    const fixed = terms({ cycle: null, tiers: [tier('100', 1, { rateType: 'F', rate: '30' })] });
    expect(withinUpline('dailySalary', terms({ cycle: null, tiers: [tier('200', 1, { rateType: 'F', rate: '30' })] }), fixed)).toBe(true);
    expect(withinUpline('dailySalary', terms({ cycle: null, tiers: [tier('200', 1, { rateType: 'F', rate: '30.01' })] }), fixed)).toBe(false);
    const rt = terms({ cycle: null, tiers: [tier('0', 1, { winRate: '0.2', lossRate: '0.5' })] });
    expect(withinUpline('realTimeSalary', terms({ cycle: null, tiers: [tier('0', 1, { winRate: '0.2', lossRate: '0.6' })] }), rt)).toBe(false);
    expect(withinUpline('realTimeSalary', terms({ cycle: null, tiers: [tier('0', 2, { winRate: '0.1', lossRate: '0.5' })] }), rt)).toBe(true);
  });

  it('pays each holder its reward less its direct downlines’, never below zero', () => {
    const at = (rate: string) => terms({ cycle: 'monthly', tiers: [tier('0', 1, { rate })] });
    const chain = [
      { contractId: 1, holderId: 10, uplineId: null, version: 1, terms: at('30') },
      { contractId: 2, holderId: 20, uplineId: 10, version: 1, terms: at('20') },
      { contractId: 3, holderId: 30, uplineId: 20, version: 1, terms: at('10') },
    ];
    const losses: Record<number, Figures> = { 10: figures(0, 100_000, 9), 20: figures(0, 60_000, 5), 30: figures(0, 50_000, 2) };
    const rows = periodPayouts('dividend', chain, (id) => losses[id]!);
    expect(rows.map((r) => [r.reward, r.passedDown, r.payout])).toEqual([
      [30_000n, 12_000n, 18_000n],
      [12_000n, 5_000n, 7_000n],
      [5_000n, 0n, 5_000n],
    ]);
    // The payouts add up to the top holder's reward.
    expect(rows.reduce((sum, r) => sum + r.payout, 0n)).toBe(30_000n);
    // When the rest of A's team won, A's reward is below what it passed down: A is paid nothing.
    const floored = periodPayouts('dividend', chain, (id) => (id === 10 ? figures(0, 10_000, 9) : losses[id]!));
    expect(floored[0]).toMatchObject({ reward: 3_000n, passedDown: 12_000n, payout: 0n });
  });
});

describe('settlement periods', () => {
  const at = (iso: string) => new Date(iso);
  const iso = (p: { from: Date; to: Date }) => [p.from.toISOString(), p.to.toISOString()];

  it('cuts UTC time into each kind’s periods', () => {
    const t = at('2027-03-17T13:42:10Z'); // a Wednesday
    expect(iso(periodAt({ kind: 'realTimeSalary' }, t))).toEqual(['2027-03-17T13:40:00.000Z', '2027-03-17T13:45:00.000Z']);
    expect(iso(periodAt({ kind: 'hourlySalary' }, t))).toEqual(['2027-03-17T13:00:00.000Z', '2027-03-17T14:00:00.000Z']);
    expect(iso(periodAt({ kind: 'dailySalary' }, t))).toEqual(['2027-03-17T00:00:00.000Z', '2027-03-18T00:00:00.000Z']);
    expect(iso(periodAt({ kind: 'dividend', cycle: 'weekly' }, t))).toEqual(['2027-03-15T00:00:00.000Z', '2027-03-22T00:00:00.000Z']);
    expect(iso(periodAt({ kind: 'dividend', cycle: 'weekly' }, at('2027-03-21T23:59:59Z')))).toEqual(['2027-03-15T00:00:00.000Z', '2027-03-22T00:00:00.000Z']);
    expect(iso(periodAt({ kind: 'dividend', cycle: 'semimonthly' }, t))).toEqual(['2027-03-16T00:00:00.000Z', '2027-04-01T00:00:00.000Z']);
    expect(iso(periodAt({ kind: 'dividend', cycle: 'semimonthly' }, at('2027-02-15T23:00:00Z')))).toEqual([
      '2027-02-01T00:00:00.000Z',
      '2027-02-16T00:00:00.000Z',
    ]);
    expect(iso(periodAt({ kind: 'dividend', cycle: 'monthly' }, at('2027-12-31T23:00:00Z')))).toEqual(['2027-12-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z']);
  });

  it('lists the periods that ended, up to a limit', () => {
    const periods = endedPeriods({ kind: 'hourlySalary' }, at('2027-03-17T10:30:00Z'), at('2027-03-17T13:59:59Z'), 10);
    expect(periods.map((p) => p.from.toISOString())).toEqual(['2027-03-17T10:00:00.000Z', '2027-03-17T11:00:00.000Z', '2027-03-17T12:00:00.000Z']);
    expect(endedPeriods({ kind: 'realTimeSalary' }, at('2027-03-17T00:00:00Z'), at('2027-03-18T00:00:00Z'), 5)).toHaveLength(5);
  });
});
