import type { RegisterMethod } from './accounts.ts';
import type { RegisterField, RegisterRule, RegisterRules } from './system.ts';

/**
 * What a registration method asks for under the site's rules (SPEC section 5 "Register"): one
 * function for the register form and for the platform that checks the request, so what passes
 * one passes the other. Feed the result to `registerSchema(plan.rules, { confirmPassword: true,
 * alsoRequired: plan.alsoRequired })`.
 * - Only enabled fields are asked for, plus those the method cannot do without.
 * - Mobile: the mobile number is the account name, so the username rule is dropped. A password
 *   is asked for unless the site switches it off (`mobilePassword`, see `mobilePasswordAsked`):
 *   then the account logs in by SMS code and may set a password later in the security centre.
 * - SMS verification (REGMOBVERF3): on the mobile method always; on the username method when the
 *   site asks for the mobile, which then becomes required. A mobile registration without a
 *   password always proves the number by SMS, as the number is then the account's only key.
 * - The payment password is required whenever the site enables it.
 * - The image captcha is a challenge, not data: it is asked for (and checked) only when its rule
 *   is enabled and required.
 */
export interface RegisterPlan {
  rules: RegisterRules;
  alsoRequired: RegisterField[];
  smsCode: boolean;
  captcha: boolean;
}

type CoreField = 'username' | 'password' | 'mobileNum';

/** Used only when the site sends no rule at all for a field the method cannot do without. */
export const FALLBACK_RULES: Record<CoreField | 'paymentPassword', RegisterRule> = {
  username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 4, maxLength: 32 },
  password: { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 6, maxLength: 128 },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 6, maxLength: 15 },
  paymentPassword: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 6, maxLength: 6 },
};

export interface RegisterPlanOptions {
  /** REGMOBVERF3 */
  smsVerification: boolean;
  /** Whether the mobile method asks for a password (`mobilePasswordAsked`); true when left out. */
  mobilePassword?: boolean;
}

/**
 * Whether mobile registration asks for a password, from the site's flags: MOBILENUMPASSREG3 on,
 * or SMS login (MOBILEVERCODELOGIN3) off, as an account without a password could not log in then.
 */
export const mobilePasswordAsked = (flags: Readonly<Record<string, unknown>>): boolean =>
  flags.MOBILENUMPASSREG3 === true || flags.MOBILEVERCODELOGIN3 !== true;

export const registerPlan = (method: RegisterMethod, siteRules: RegisterRules, options: RegisterPlanOptions): RegisterPlan => {
  const rules: RegisterRules = {};
  for (const [field, rule] of Object.entries(siteRules) as [RegisterField, RegisterRule][]) if (rule.enabled) rules[field] = rule;
  const passwordless = method === 'mobile' && options.mobilePassword === false;
  if (method === 'mobile') delete rules.username;
  if (passwordless) delete rules.password;
  const needed: RegisterField[] = method === 'mobile' ? ['mobileNum'] : ['username'];
  if (!passwordless) needed.push('password');
  const smsCode = passwordless || (options.smsVerification && (method === 'mobile' || rules.mobileNum !== undefined));
  if (smsCode && method === 'username') needed.push('mobileNum');
  if (rules.paymentPassword) needed.push('paymentPassword');
  for (const field of needed) {
    const own = siteRules[field];
    rules[field] ??= own ? { ...own, enabled: true } : FALLBACK_RULES[field as keyof typeof FALLBACK_RULES];
  }
  const captcha = rules.captcha?.required === true;
  if (!captcha) delete rules.captcha;
  return { rules, alsoRequired: needed, smsCode, captcha };
};
