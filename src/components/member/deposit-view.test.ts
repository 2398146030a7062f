import { describe, expect, it } from 'vitest';
import { depositHref, historyQuery, limitParams, readDepositView } from './deposit-view.ts';

const read = (query: string, zone?: string) => readDepositView(new URLSearchParams(query), zone);

describe('the deposit section’s address', () => {
  it('reads its own parameters only, leaving out what the platform would not take', () => {
    const view = read(
      'depMethod=oxxo&depTask=42&depStatus=paid&depStart=2026-11-01&depEnd=2026-11-24&depBefore=90&type=deposit&startDate=2026-01-01',
      'America/Mexico_City',
    );
    expect(view).toMatchObject({
      method: 'oxxo',
      task: '42',
      filter: { status: 'paid', startDate: '2026-11-01', endDate: '2026-11-24' },
      page: { before: '90' },
      invalid: false,
    });
    expect(historyQuery(view)).toEqual({ status: 'paid', startDate: '2026-11-01', endDate: '2026-11-24', before: '90', timeZone: 'America/Mexico_City' });
    expect(read('depMethod=cash&depTask=0&depStatus=lost&depStart=yesterday&depBefore=-1', 'Mars/Base')).toMatchObject({
      method: undefined,
      task: undefined,
      filter: { status: undefined, startDate: undefined },
      page: {},
      timeZone: 'UTC',
    });
  });

  it('says when the days do not hold together', () => {
    expect(read('depStart=2026-11-10&depEnd=2026-11-09').invalid).toBe(true);
  });

  it('reads back a refusal: a field of the form, a known error code, or nothing', () => {
    expect(read('depError=amount&depAmount=12.5').problem).toEqual({ kind: 'field', field: 'amount' });
    expect(read('depError=amount&depAmount=12.5').amount).toBe('12.5');
    expect(read('depError=deposit.daily.limit').problem).toEqual({ kind: 'code', code: 'deposit.daily.limit' });
    expect(read('depError=<script>&depAmount=1e9').problem).toBeNull();
    expect(read('depAmount=1e9').amount).toBe('');
  });

  it('carries the member’s own deposit limit back with its refusal: what is left and when it starts again', () => {
    const params = limitParams({ period: 'day', remaining: '150.00', resetsAt: 1_795_500_000_000 });
    expect(params).toEqual({ depLimit: 'day', depLeft: '150.00', depResets: '1795500000000' });
    const query = new URLSearchParams({ depError: 'rg.deposit.limit', ...params }).toString();
    expect(read(query).limit).toEqual({ period: 'day', remaining: '150.00', resetsAt: 1_795_500_000_000 });
    // Only with that refusal, and only values that hold.
    expect(read(new URLSearchParams({ depError: 'deposit.daily.limit', ...params }).toString()).limit).toBeNull();
    expect(read('depError=rg.deposit.limit&depLimit=year&depLeft=150.00&depResets=1').limit).toBeNull();
    expect(read('depError=rg.deposit.limit&depLimit=day&depLeft=1e3&depResets=1').limit).toBeNull();
    expect(limitParams({ period: 'day', remaining: '150', resetsAt: 1 })).toEqual({});
    expect(limitParams(null)).toEqual({});
  });

  it('writes links that keep the method and the filter, with the section’s hash last', () => {
    const view = read('depMethod=spei&depStatus=pending');
    expect(depositHref(view, { depAfter: '7' })).toBe('/member?section=deposit&depMethod=spei&depStatus=pending&depAfter=7#deposit');
    expect(depositHref({ method: undefined, filter: {} })).toBe('/member?section=deposit#deposit');
  });
});
