import { describe, expect, it } from 'vitest';
import { forgetCookies, readRemembered, REMEMBER_COOKIES, rememberCookies } from './remember-me.ts';

/** What a browser would send back after these assignments (name=value of the live ones). */
const jar = (assignments: string[], before: Record<string, string> = {}) => {
  const cookies = new Map(Object.entries(before));
  for (const assignment of assignments) {
    const [pair] = assignment.split('; ');
    const [name, value] = pair!.split('=') as [string, string];
    if (/Max-Age=0(;|$)/.test(assignment)) cookies.delete(name);
    else cookies.set(name, value);
  }
  return [...cookies].map(([n, v]) => `${n}=${v}`).join('; ');
};

describe('remember me', () => {
  it('keeps the username for one day, Lax, on the whole site, and never a password', () => {
    const set = rememberCookies({ username: ' player01 ' }, { secure: false });
    expect(set).toEqual(['loginRemember=1; Path=/; Max-Age=86400; SameSite=Lax', 'betplay-login=player01; Path=/; Max-Age=86400; SameSite=Lax']);
    expect(readRemembered(jar(set))).toEqual({ on: true, username: 'player01', sms: null });
    expect(set.join(' ')).not.toMatch(/password/i);
  });

  it('keeps the SMS number and country code beside a remembered username', () => {
    const first = jar(rememberCookies({ username: 'player01' }, { secure: true }));
    const set = rememberCookies({ sms: { mobileNum: '5510000002', countryDialingCode: '52' } }, { secure: true });
    expect(set.every((c) => c.endsWith('; Secure'))).toBe(true);
    const both = jar(set, Object.fromEntries(first.split('; ').map((p) => p.split('=') as [string, string])));
    expect(readRemembered(both)).toEqual({ on: true, username: 'player01', sms: { mobileNum: '5510000002', countryDialingCode: '52' } });
  });

  it('forgets everything when the box is unticked', () => {
    const remembered = jar([
      ...rememberCookies({ username: 'player01' }, { secure: false }),
      ...rememberCookies({ sms: { mobileNum: '5510000002', countryDialingCode: '52' } }, { secure: false }),
    ]);
    const forget = forgetCookies({ secure: false });
    expect(forget.map((c) => c.split('=')[0])).toEqual(Object.values(REMEMBER_COOKIES));
    const after = jar(forget, Object.fromEntries(remembered.split('; ').map((p) => p.split('=') as [string, string])));
    expect(readRemembered(after)).toEqual({ on: false, username: null, sms: null });
  });

  it('reads tampered or foreign cookies as nothing remembered', () => {
    expect(readRemembered('')).toEqual({ on: false, username: null, sms: null });
    expect(readRemembered('loginTypeSms=%7Bbroken; betplay-login=%E0%A4%A; loginRemember=yes')).toEqual({
      on: false,
      username: null,
      sms: null,
    });
    expect(readRemembered(`loginTypeSms=${encodeURIComponent('{"mobileNum":"abc","countryDialingCode":"52"}')}; betplay-login=${'x'.repeat(65)}`)).toEqual({
      on: false,
      username: null,
      sms: null,
    });
    expect(readRemembered(`other=1; loginTypeSms=${encodeURIComponent('{"mobileNum":"55 1000 0002","countryDialingCode":"+52"}')}`).sms).toEqual({
      mobileNum: '5510000002',
      countryDialingCode: '52',
    });
  });
});
