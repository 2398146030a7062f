import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_DIALING_CODE } from '../../../contract/accounts.ts';
import { registerPlan } from '../../../contract/register-plan.ts';
import { registerSchema } from '../../../contract/register-rules.ts';
import { MEMBER_TYPE } from '../../../contract/limits.ts';
import type { LoginResult } from '../../../contract/session.ts';
import type { SocialSignupInfo } from '../../../contract/social.ts';
import type { RegisterRules } from '../../../contract/system.ts';
import type { Platform } from '../../context.ts';
import { socialLinks } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { fieldErrors } from '../../core/http.ts';
import { consume, ipSubject } from '../../core/rate-limit.ts';
import { isModuleEnabled, siteSnapshot } from '../system/index.ts';
import { startSession, type LoginOrigin } from './auth.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, newToken } from './sessions.ts';
import { accountTaken, admitRegistration, insertMember, placementFor, REGISTER_LIMIT, violatedConstraint } from './registration.ts';
import { enabledProvider } from './social-providers.ts';

/*
 * The sign-up of an identity a provider verified and no member holds yet. It waits in the shared
 * store, under a ticket in this browser's cookie, with the invitation codes the sign-in was started
 * with; the form then asks what the site's sign-up rules require.
 */

export const SIGNUP_TTL_MS = 15 * 60_000;

/**
 * The invitation codes of the page a sign-in started on (a referral link, an affiliate domain),
 * kept with the sign-in's state on the platform: the callback's query never names them.
 */
export const linkCodesSchema = z.object({ affiliateCode: z.string().optional(), referralCode: z.string().optional() });
export type LinkCodes = z.infer<typeof linkCodesSchema>;

/** The codes given, trimmed, without the empty ones: as the normal sign-up reads them. */
export const givenCodes = (codes: LinkCodes): LinkCodes =>
  Object.fromEntries(Object.entries(codes).flatMap(([name, code]) => (code?.trim() ? [[name, code.trim()]] : [])));

const identitySchema = z.object({ provider: z.string(), subject: z.string(), email: z.string(), name: z.string(), codes: linkCodesSchema.default({}) });
type NewIdentity = z.infer<typeof identitySchema>;

const signupKey = (ticket: string) => `social-signup:${hashToken(ticket)}`;

/** Keeps a verified identity for its sign-up; the answer is the ticket for the browser's cookie. */
export const holdSignup = async (p: Platform, identity: NewIdentity): Promise<string> => {
  const ticket = newToken();
  await p.kv.set(signupKey(ticket), JSON.stringify(identity), SIGNUP_TTL_MS);
  return ticket;
};

/** The fields a social sign-up asks for: the username method's plan, without what the provider stands in for. */
const signupRules = async (p: Platform): Promise<{ rules: RegisterRules; required: string[] }> => {
  const [snapshot, smsVerification] = await Promise.all([siteSnapshot(p), isModuleEnabled(p, 'REGMOBVERF3')]);
  const plan = registerPlan('username', snapshot.info.register, { smsVerification });
  // An SMS code or a payment password needs the site's own sign-up form: the provider proves neither.
  if (plan.smsCode || plan.rules.paymentPassword) throw new PlatformError('merchant.acct.setup.err');
  const rules: RegisterRules = {};
  for (const [field, rule] of Object.entries(plan.rules) as [keyof RegisterRules, NonNullable<RegisterRules[keyof RegisterRules]>][]) {
    if (field === 'password' || field === 'captcha') continue;
    if (field === 'username' || rule.required || plan.alsoRequired.includes(field)) rules[field] = { ...rule, enabled: true };
  }
  return { rules, required: plan.alsoRequired.filter((f) => f !== 'password') };
};

const pendingIdentity = async (p: Platform, ticket: string | undefined): Promise<NewIdentity> => {
  const stored = ticket ? await p.kv.get(signupKey(ticket)) : null;
  const identity = stored ? identitySchema.safeParse(JSON.parse(stored)) : null;
  if (!identity?.success) throw new PlatformError('bind_customer_required');
  return identity.data;
};

/** A username the rules may accept, from the token's name or address; the member can change it. */
const suggestion = (identity: NewIdentity) => {
  const base = (identity.email.split('@')[0] || identity.name).replace(/[^A-Za-z0-9]/g, '');
  return /^[A-Za-z]/.test(base) ? base.slice(0, 16) : '';
};

export const socialSignupInfo = async (p: Platform, ticket: string | undefined): Promise<SocialSignupInfo> => {
  const identity = await pendingIdentity(p, ticket);
  const provider = await enabledProvider(p, identity.provider);
  const { rules } = await signupRules(p);
  return { provider: provider.displayName, username: suggestion(identity), email: identity.email, rules };
};

/**
 * Creates the member of a verified identity under the site's sign-up rules (gates, field rules,
 * limits per address), links the identity in the same transaction, and logs it in.
 */
export const completeSocialSignup = async (
  p: Platform,
  ticket: string | undefined,
  body: Record<string, string>,
  caller: LoginOrigin & { lang: string },
): Promise<LoginResult> => {
  await admitRegistration(p, 'username', caller.ip);
  const identity = await pendingIdentity(p, ticket);
  await enabledProvider(p, identity.provider);
  const { rules, required } = await signupRules(p);
  const result = registerSchema(rules, { alsoRequired: required as never }).safeParse({ ...(identity.email ? { email: identity.email } : {}), ...body });
  if (!result.success) throw new PlatformError('request_param_err', { fields: fieldErrors(result.error) });
  const fields = result.data as Record<string, string | undefined>;
  // The normal sign-up's rule: a typed affiliate code where the rules ask for one, else the link's.
  const affiliateCode = rules.affiliateCode ? fields.affiliateCode : identity.codes.affiliateCode;
  const placement = await placementFor(p, affiliateCode?.trim() || undefined, identity.codes.referralCode);
  const account = fields.username!.toLowerCase();
  if (await accountTaken(p, account)) throw new PlatformError('member.account.exists');
  // Spent here: two tabs finishing the same sign-up make one account.
  if (!(await p.kv.take(signupKey(ticket!)))) throw new PlatformError('bind_customer_required');
  await consume(p, REGISTER_LIMIT, ipSubject(caller.ip));
  const snapshot = await siteSnapshot(p);
  const now = p.now();
  const currency = snapshot.settings.currency.code;
  // No password: the provider proves this member. A password can be set later through "forgot password".
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const member = await insertMember(
    p,
    'username',
    {
      account,
      nickname: fields.username!,
      type: MEMBER_TYPE,
      passwordHash,
      passwordChangedAt: now,
      ...placement,
      mobileNum: fields.mobileNum || null,
      countryDialingCode: fields.mobileNum ? DEFAULT_DIALING_CODE : null,
      email: fields.email || null,
      payeeName: fields.payeeName || null,
      paymentPasswordHash: null,
      profile: {},
      registerUrl: null,
      registerIp: caller.ip,
      language: caller.lang,
      currency,
      createdAt: now,
    },
    currency,
    async (tx, memberId) => {
      await tx.insert(socialLinks).values({ providerKey: identity.provider, subject: identity.subject, memberId, createdAt: now });
    },
  ).catch((error: unknown) => {
    if (violatedConstraint(error) === 'social_links_pkey') throw new PlatformError('merchant.acct.setup.err');
    throw error;
  });
  return startSession(p, member, { loginType: 'social', origin: caller, passwordIsDefault: false });
};
