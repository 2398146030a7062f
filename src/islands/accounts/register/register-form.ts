import { REGISTER_METHODS, type RegisterMethod, type RegisterRequest, type HumanProof } from '../../../../contract/accounts.ts';
import { registerPlan } from '../../../../contract/register-plan.ts';
import { REQUIRED_KEY, registerSchema } from '../../../../contract/register-rules.ts';
import type { RegisterField, RegisterRule, RegisterRules } from '../../../../contract/system.ts';
import type { Invitation } from './affiliate-code.ts';

/*
 * What the register form asks for and how it checks it, with no UI: the fields of a method
 * under the site's rules and flags, their checks (the contract's rule engine, as the platform
 * uses it), and the request they make. Its plan is the platform's own (contract/register-plan.ts),
 * so what passes here passes there.
 */

/** The site flags the form depends on (whitelabel modules). */
export interface RegisterFlags {
  /** USERNAMEREG3 */
  username: boolean;
  /** MOBILENUMREG3 */
  mobile: boolean;
  /** REGMOBVERF3: the mobile number is proven with an SMS code. */
  smsVerification: boolean;
  /** Whether mobile registration asks for a password (MOBILENUMPASSREG3, see `mobilePasswordAsked`). */
  mobilePassword: boolean;
  /** AFFMAN3: invitation codes can be checked before registering. */
  affiliateCheck: boolean;
}

/** Every input of the form: the site's register fields, the confirmation and the SMS code. */
export type FormField = RegisterField | 'confirmPassword' | 'verificationCode';
export type FormValues = Partial<Record<FormField | 'countryDialingCode', string>>;
/** Field → translation key of its problem (`register.pattern.1`, `errors.member.account.exists`…). */
export type Problems = Partial<Record<FormField, string>>;

export interface FormPlan {
  method: RegisterMethod;
  /** The rules of the fields shown, as the rule engine takes them. */
  rules: RegisterRules;
  /** Fields this method needs whatever the site says. */
  alsoRequired: RegisterField[];
  /** The inputs, in the order shown. */
  fields: FormField[];
  smsCode: boolean;
}

/** The registration methods the site offers, in tab order. */
export const methodsOf = (flags: Pick<RegisterFlags, 'username' | 'mobile'>): RegisterMethod[] => REGISTER_METHODS.filter((m) => flags[m]);

// The invitation-code field shown after a refused link code, where the site has no rule for it.
const ANY_VALUE: RegisterRule = { enabled: true, required: true, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 128 };

/** Display order; the method's identity comes first. */
const ORDER: readonly FormField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

/**
 * The form of one method. `showAffiliate` shows the invitation-code field even where the site
 * has no rule for it: after a code from the link was refused (CONTRACT.md 5.1).
 */
export const formPlan = (method: RegisterMethod, siteRules: RegisterRules, flags: RegisterFlags, showAffiliate = false): FormPlan => {
  // The same plan as the platform's (contract/register-plan.ts); the form only adds what it shows.
  const { rules, alsoRequired: needed, smsCode } = registerPlan(method, siteRules, flags);
  if (showAffiliate && !rules.affiliateCode) {
    rules.affiliateCode = { ...(siteRules.affiliateCode ?? ANY_VALUE), enabled: true, required: false, maxLength: 32 };
  }
  const shown = new Set<FormField>(Object.keys(rules) as RegisterField[]);
  if (rules.password) shown.add('confirmPassword');
  if (smsCode) shown.add('verificationCode');
  return { method, rules, alsoRequired: needed, fields: ORDER.filter((f) => shown.has(f)), smsCode };
};

const schemaCache = new WeakMap<FormPlan, ReturnType<typeof registerSchema>>();
const schemaOf = (plan: FormPlan) => {
  let schema = schemaCache.get(plan);
  if (!schema) schemaCache.set(plan, (schema = registerSchema(plan.rules, { alsoRequired: plan.alsoRequired, confirmPassword: true })));
  return schema;
};

/** Every problem of the values, by field (the first of each field). */
export const checkValues = (values: FormValues, plan: FormPlan): Problems => {
  const problems: Problems = {};
  const result = schemaOf(plan).safeParse(values);
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as FormField;
    problems[field] ??= issue.message;
  }
  if (plan.smsCode && !values.verificationCode?.trim()) problems.verificationCode = REQUIRED_KEY;
  return problems;
};

/** The problem of one field, for a check on blur; the confirmation is checked with the password. */
export const checkField = (values: FormValues, plan: FormPlan, field: FormField): string | null => checkValues(values, plan)[field] ?? null;

/** A rule's bounds, for the `{{min}}`/`{{max}}` of its pattern message. */
export const boundsOf = (plan: FormPlan, field: string): { min: number; max: number } | null => {
  const rule = plan.rules[field as RegisterField];
  return rule ? { min: rule.minLength, max: rule.maxLength } : null;
};

export interface RequestContext {
  /** The codes of the link or host still in force (a refused one is dropped). */
  invitation: Invitation;
  registerUrl: string;
  domain: string;
  human: HumanProof;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** The registration request of checked values (SPEC section 3, CONTRACT.md 5.1 "Registration"). */
export const requestOf = (values: FormValues, plan: FormPlan, context: RequestContext): RegisterRequest => {
  const request: Record<string, unknown> = {};
  for (const field of plan.fields) {
    const value = trimmed(values[field]);
    if (value !== undefined) request[field] = value;
  }
  if (plan.rules.mobileNum) request.countryDialingCode = trimmed(values.countryDialingCode);
  if (plan.method === 'mobile') request.username = request.mobileNum;
  // A shown invitation field holds the code; otherwise the link's code goes as it came.
  if (!plan.rules.affiliateCode && context.invitation.affiliateCode) request.affiliateCode = context.invitation.affiliateCode;
  if (context.invitation.referralCode) request.referralCode = context.invitation.referralCode;
  return {
    ...(request as Omit<RegisterRequest, 'password' | 'confirmPassword' | 'agreeTerms' | 'human'>),
    // Without a password (mobile registration, MOBILENUMPASSREG3 off) neither is sent.
    ...(plan.rules.password ? { password: String(request.password ?? ''), confirmPassword: String(request.confirmPassword ?? '') } : {}),
    registerUrl: context.registerUrl,
    domain: context.domain,
    registerMethod: 'WEB',
    login: true,
    agreeTerms: true,
    human: context.human,
  };
};
