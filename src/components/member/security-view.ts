import { DIALING_CODES } from '../../../contract/accounts.ts';
import { FALLBACK_RULES } from '../../../contract/register-plan.ts';
import { PAYEE_NAME_FALLBACK_RULE, type LoginEntry, type SecurityProfile } from '../../../contract/security.ts';
import type { RegisterRules } from '../../../contract/system.ts';
import type { SecurityPageData } from '../../islands/member/security/security-params.ts';

/** The security centre (my account): the member centre's first section, its default. */
export const SECURITY_SECTION_ID = 'securityCenter';

type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** A login's device as read from its user agent: `Chrome on Windows`, one of them, or unknown. */
export const deviceText = (entry: Pick<LoginEntry, 'browser' | 'system'>, t: Translate): string => {
  if (entry.browser && entry.system) return t('security.logins.deviceName', { browser: entry.browser, system: entry.system });
  return entry.browser ?? entry.system ?? t('security.logins.unknown');
};

/** A login's state: this session, still open, or ended. */
export const loginStateKey = (entry: Pick<LoginEntry, 'current' | 'active'>) =>
  entry.current ? 'security.logins.current' : entry.active ? 'security.logins.active' : 'security.logins.ended';

/** What the forms need of the member and the site, for the section's JSON block; `<` escaped for the script element. */
export const securityPageData = (profile: SecurityProfile, rules: RegisterRules | undefined): SecurityPageData => ({
  nickname: profile.nickname,
  mobile: profile.mobile ? `+${profile.countryDialingCode ?? ''} ${profile.mobile}` : null,
  email: profile.email,
  loginPasswordSet: profile.loginPassword === 'set',
  loginRule: rules?.password ?? FALLBACK_RULES.password,
  transactionRule: rules?.paymentPassword ?? FALLBACK_RULES.paymentPassword,
  payeeRule: rules?.payeeName ?? PAYEE_NAME_FALLBACK_RULE,
  dialingCodes: DIALING_CODES,
});

export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
