import { describe, expect, it } from 'vitest';
import { readWithdrawView, withdrawHistoryHref } from './withdraw-view.ts';

describe('withdraw view', () => {
  it('reads its own page cursor and the zone, ignoring anything malformed', () => {
    expect(readWithdrawView(new URLSearchParams('wBefore=42&timeZone=America/Mexico_City'), undefined)).toEqual({
      timeZone: 'America/Mexico_City',
      before: '42',
    });
    expect(readWithdrawView(new URLSearchParams('wBefore=0x1&before=9'), 'Europe/Madrid')).toEqual({ timeZone: 'Europe/Madrid', before: undefined });
    expect(readWithdrawView(new URLSearchParams('timeZone=Mars/Base'), undefined).timeZone).toBe('UTC');
  });

  it('links history pages back to the section', () => {
    expect(withdrawHistoryHref({ timeZone: 'UTC' })).toBe('/member?section=withdraw&timeZone=UTC#withdraw');
    expect(withdrawHistoryHref({ timeZone: 'UTC' }, '17')).toBe('/member?section=withdraw&timeZone=UTC&wBefore=17#withdraw');
  });
});
