import { describe, expect, it } from 'vitest';
import type { LimitView } from '../../../contract/responsible-gambling.ts';
import { BREAK_CHOICES, dayLabel, monthLabel, moneyLimits, timeLimit, zoneOffsetLabel } from './responsible-view.ts';

const limit = (kind: LimitView['kind'], period: LimitView['period']): LimitView => ({
  kind,
  period,
  amount: null,
  used: '0',
  remaining: null,
  resetsAt: 0,
  pending: null,
});

describe('the responsible-gambling section’s view', () => {
  it('keeps the money limits in the platform’s order and the time limit apart', () => {
    const limits = [limit('deposit', 'day'), limit('deposit', 'week'), limit('loss', 'month'), limit('time', 'day')];
    expect(moneyLimits({ limits }).map((l) => `${l.kind}-${l.period}`)).toEqual(['deposit-day', 'deposit-week', 'loss-month']);
    expect(timeLimit({ limits })?.kind).toBe('time');
    expect(timeLimit({ limits: [] })).toBeUndefined();
  });

  it('offers every time-out and self-exclusion length, named by type and length', () => {
    expect(BREAK_CHOICES.flatMap((group) => group.options.map((option) => option.value))).toEqual([
      'timeout:24h',
      'timeout:7d',
      'timeout:30d',
      'timeout:6w',
      'exclusion:6m',
      'exclusion:1y',
      'exclusion:2y',
      'exclusion:5y',
      'exclusion:permanent',
    ]);
  });

  it('writes the statement’s months and days in the market’s locale, whatever the server’s zone', () => {
    expect(monthLabel('2026-11', 'es-MX')).toBe('noviembre de 2026');
    expect(monthLabel('2026-01', 'en-US')).toBe('January 2026');
    expect(dayLabel('2026-11-01', 'en-US')).toBe('Nov 1, 2026');
    expect(monthLabel('not a month', 'en-US')).toBe('not a month');
  });

  it('names a zone’s offset as the other sections’ captions do', () => {
    const at = Date.parse('2026-11-24T12:00:00Z');
    expect(zoneOffsetLabel('America/Mexico_City', at)).toBe('GMT-06:00');
    expect(zoneOffsetLabel('Asia/Kolkata', at)).toBe('GMT+05:30');
    expect(zoneOffsetLabel('UTC', at)).toBe('GMT+00:00');
  });
});
