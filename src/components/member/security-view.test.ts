import { describe, expect, it } from 'vitest';
import { FALLBACK_RULES } from '../../../contract/register-plan.ts';
import type { SecurityProfile } from '../../../contract/security.ts';
import { deviceText, loginStateKey, scriptJson, securityPageData } from './security-view.ts';

const t = (key: string, values: Readonly<Record<string, string | number>> = {}) => `${key}${JSON.stringify(values)}`;

describe('the security centre view', () => {
  it('words a login’s device and state', () => {
    expect(deviceText({ browser: 'Chrome', system: 'Windows' }, t)).toBe('security.logins.deviceName{"browser":"Chrome","system":"Windows"}');
    expect(deviceText({ browser: null, system: 'Linux' }, t)).toBe('Linux');
    expect(deviceText({ browser: null, system: null }, t)).toBe('security.logins.unknown{}');
    expect(loginStateKey({ current: true, active: true })).toBe('security.logins.current');
    expect(loginStateKey({ current: false, active: false })).toBe('security.logins.ended');
  });

  it('hands the forms the member’s masked contacts and the site’s rules, safe inside a script element', () => {
    const profile = { nickname: '</script><b>', mobile: '55****5678', countryDialingCode: '52', email: null } as SecurityProfile;
    const data = securityPageData(profile, {});
    expect(data).toMatchObject({ nickname: '</script><b>', mobile: '+52 55****5678', email: null, transactionRule: FALLBACK_RULES.paymentPassword });
    expect(scriptJson(data)).not.toContain('<');
    expect(JSON.parse(scriptJson(data))).toEqual(data);
  });
});
