import { describe, expect, it } from 'vitest';
import { periodsOf, periodStart } from './periods.ts';

describe('personal-loss periods', () => {
  it('starts weeks on Monday and half-months on the 1st and the 16th', () => {
    // 2026-11-24 is a Tuesday; 2026-11-01 a Sunday.
    expect(periodStart('weekly', '2026-11-24')).toBe('2026-11-23');
    expect(periodStart('weekly', '2026-11-23')).toBe('2026-11-23');
    expect(periodStart('weekly', '2026-11-01')).toBe('2026-10-26');
    expect(periodStart('semimonthly', '2026-11-15')).toBe('2026-11-01');
    expect(periodStart('semimonthly', '2026-11-16')).toBe('2026-11-16');
    expect(periodStart('monthly', '2026-02-28')).toBe('2026-02-01');
    expect(periodStart('daily', '2026-02-28')).toBe('2026-02-28');
  });

  it('covers the range with whole periods, the first and the last cut to it', () => {
    expect(periodsOf('weekly', '2026-11-01', '2026-11-24')).toEqual([
      { startDate: '2026-11-01', endDate: '2026-11-01' },
      { startDate: '2026-11-02', endDate: '2026-11-08' },
      { startDate: '2026-11-09', endDate: '2026-11-15' },
      { startDate: '2026-11-16', endDate: '2026-11-22' },
      { startDate: '2026-11-23', endDate: '2026-11-24' },
    ]);
    expect(periodsOf('semimonthly', '2026-01-10', '2026-03-01')).toEqual([
      { startDate: '2026-01-10', endDate: '2026-01-15' },
      { startDate: '2026-01-16', endDate: '2026-01-31' },
      { startDate: '2026-02-01', endDate: '2026-02-15' },
      { startDate: '2026-02-16', endDate: '2026-02-28' },
      { startDate: '2026-03-01', endDate: '2026-03-01' },
    ]);
    expect(periodsOf('monthly', '2024-02-10', '2024-03-31')).toEqual([
      { startDate: '2024-02-10', endDate: '2024-02-29' },
      { startDate: '2024-03-01', endDate: '2024-03-31' },
    ]);
    expect(periodsOf('daily', '2026-12-31', '2027-01-01')).toEqual([
      { startDate: '2026-12-31', endDate: '2026-12-31' },
      { startDate: '2027-01-01', endDate: '2027-01-01' },
    ]);
    expect(periodsOf('daily', '2026-01-01', '2026-12-31')).toHaveLength(365);
  });
});
