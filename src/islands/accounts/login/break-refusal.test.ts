import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../api-client/errors.ts';
import { formatZonedDateTime } from '../../../lib/dates.ts';
import { breakNoticeOf } from './break-notice.ts';
import { breakEndWording, breakRefusalOf } from './break-refusal.ts';

const UNTIL = Date.parse('2026-11-25T18:00:00Z');

describe('a login refused during a break', () => {
  it('is told apart from other refusals, with its kind and its end', () => {
    expect(breakRefusalOf(new ApiError('rg.timed.out', 403, { kind: 'timeout', until: UNTIL }))).toEqual({ kind: 'timeout', until: UNTIL });
    expect(breakRefusalOf(new ApiError('rg.self.excluded', 403, { kind: 'exclusion', until: null }))).toEqual({ kind: 'exclusion', until: null });
    expect(breakRefusalOf(new ApiError('rg.self.excluded', 403, null))).toEqual({ kind: 'exclusion', until: null });
    expect(breakRefusalOf(new ApiError('login.password.invalid', 401, { captcha: true }))).toBeNull();
    expect(breakRefusalOf(new NetworkError('offline'))).toBeNull();
  });

  it('says when it ends: a time-out, an exclusion still running or past its end, a permanent one', () => {
    const now = Date.parse('2026-11-24T18:00:00Z');
    expect(breakEndWording({ kind: 'timeout', until: UNTIL }, now)).toBe('timeout');
    expect(breakEndWording({ kind: 'exclusion', until: UNTIL }, now)).toBe('exclusion');
    expect(breakEndWording({ kind: 'exclusion', until: now - 1 }, now)).toBe('exclusionOver');
    expect(breakEndWording({ kind: 'exclusion', until: null }, now)).toBe('permanent');
  });

  it('writes the end in the visitor’s zone, with its machine-readable instant', () => {
    const notice = breakNoticeOf({ kind: 'timeout', until: UNTIL }, Date.parse('2026-11-24T18:00:00Z'));
    expect(notice).toMatchObject({ kind: 'timeout', wording: 'timeout', service: null });
    expect(notice.until).toEqual({ text: formatZonedDateTime(UNTIL, ''), iso: '2026-11-25T18:00:00.000Z' });
    expect(breakNoticeOf({ kind: 'exclusion', until: null }).until).toBeNull();
  });
});
