import { describe, expect, it } from 'vitest';
import { breakChoiceOf, breakRequestOf, breakWording, requestOf, validMinutes } from './responsible-checks.ts';

describe('the responsible-gambling forms’ values', () => {
  it('sets a money limit from a typed amount, a comma read as a point', () => {
    expect(requestOf('limit', { kind: 'deposit', period: 'day', amount: ' 150,5 ' })).toEqual({
      ok: true,
      value: { call: 'limit', body: { kind: 'deposit', period: 'day', amount: '150.5' } },
    });
    for (const amount of ['', '0', '0.00', '12.345', '-5', '1e3', 'diez']) {
      expect(requestOf('limit', { kind: 'loss', period: 'week', amount })).toEqual({ ok: false, problem: 'amount' });
    }
    expect(requestOf('limit', { kind: 'bonus', period: 'week', amount: '10' })).toEqual({ ok: false, problem: 'amount' });
  });

  it('takes a daily time limit in whole minutes, from 1 to a day', () => {
    expect(requestOf('time', { minutes: '090' })).toEqual({ ok: true, value: { call: 'limit', body: { kind: 'time', period: 'day', amount: '90' } } });
    expect(['1', '1440'].map(validMinutes)).toEqual([true, true]);
    expect(['0', '1441', '1.5', '', '12345', 'una hora'].map(validMinutes)).toEqual([false, false, false, false, false, false]);
    expect(requestOf('time', { minutes: '0' })).toEqual({ ok: false, problem: 'minutes' });
  });

  it('removes a limit with no amount, and answers a waiting change by its kind and period', () => {
    expect(requestOf('remove', { kind: 'time', period: 'day' })).toEqual({
      ok: true,
      value: { call: 'limit', body: { kind: 'time', period: 'day', amount: null } },
    });
    expect(requestOf('confirm', { kind: 'wager', period: 'month' })).toEqual({
      ok: true,
      value: { call: 'confirm', body: { kind: 'wager', period: 'month' } },
    });
    expect(requestOf('cancel', { kind: 'deposit', period: 'week' })).toEqual({
      ok: true,
      value: { call: 'cancel', body: { kind: 'deposit', period: 'week' } },
    });
    expect(requestOf('cancel', { kind: 'deposit', period: 'year' })).toEqual({ ok: false, problem: 'choice' });
    expect(requestOf('reality', { minutes: '30' })).toEqual({ ok: true, value: { call: 'reality', body: { minutes: 30 } } });
  });

  it('reads a break’s type and length from the list, and needs the login password', () => {
    expect(breakChoiceOf('timeout:24h')).toEqual({ type: 'timeout', length: '24h' });
    expect(breakChoiceOf('exclusion:permanent')).toEqual({ type: 'exclusion', length: 'permanent' });
    for (const value of ['timeout:6m', 'exclusion:24h', 'timeout', '', undefined, 'pause:7d']) expect(breakChoiceOf(value)).toBeNull();
    expect(breakRequestOf({ choice: 'timeout:7d', password: '' })).toEqual({ ok: false, problem: 'password' });
    expect(breakRequestOf({ choice: 'nothing', password: 'Secret1' })).toEqual({ ok: false, problem: 'choice' });
    expect(breakRequestOf({ choice: 'timeout:7d', password: ' Secret1' })).toEqual({
      ok: true,
      value: { type: 'timeout', length: '7d', password: ' Secret1' },
    });
  });

  it('tells a break by its end: a time-out, a self-exclusion until a date, or one for ever', () => {
    const now = new Date('2026-11-24T18:00:00Z');
    expect(breakWording({ type: 'timeout', length: '24h' }, now)).toEqual({ words: 'timeout', until: Date.parse('2026-11-25T18:00:00Z') });
    expect(breakWording({ type: 'timeout', length: '6w' }, now)).toEqual({ words: 'timeout', until: Date.parse('2027-01-05T18:00:00Z') });
    expect(breakWording({ type: 'exclusion', length: '1y' }, now)).toEqual({ words: 'exclusion', until: Date.parse('2027-11-24T18:00:00Z') });
    expect(breakWording({ type: 'exclusion', length: 'permanent' }, now)).toEqual({ words: 'permanent', until: null });
  });
});
