import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_DIALING_CODE } from '../../../contract/accounts.ts';
import { registerPlan } from '../../../contract/register-plan.ts';
import { registerSchema } from '../../../contract/register-rules.ts';
import { MEMBER_TYPE } from '../../../contract/limits.ts';
import type { LoginResult } from '../../../contract/session.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { socialCallbackQuerySchema, type SocialOutcome, type SocialSignupInfo } from '../../../contract/social.ts';
import type { RegisterRules } from '../../../contract/system.ts';
import type { Platform } from '../../context.ts';
import { members, socialLinks } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { fieldErrors } from '../../core/http.ts';
import { consume, ipSubject } from '../../core/rate-limit.ts';
import { SealedSecretError } from '../../core/sealed-secret.ts';
import { isModuleEnabled, siteSnapshot } from '../system/index.ts';
import { startSession, type LoginOrigin } from './auth.ts';
import { createLoginHandoff } from './handoff.ts';
import { discover, exchangeCode, OidcRefusal, verifyIdToken, type ProviderFetch } from './oidc-client.ts';
import { hashPassword } from './passwords.ts';
import { accountTaken, admitRegistration, insertMember, REGISTER_LIMIT, violatedConstraint } from './registration.ts';
import { clientSecretOf, enabledProvider } from './social-providers.ts';

/*
 * One-click social sign-in with OpenID Connect's code flow (PKCE S256, state, nonce). The state
 * rides in a cookie of this browser and in the shared store, so a callback counts only in the
 * browser that started it, once. A verified subject already linked logs its member in through a
 * single-use sign-in code; a new one waits, in the same way, for the sign-up form.
 */

export const STATE_COOKIE = 'social_state';
export const SIGNUP_COOKIE = 'social_signup';
/** The sign-in's cookies are read only by the social calls. */
export const SOCIAL_COOKIE_PATH = '/wps/social';
export const STATE_TTL_MS = 10 * 60_000;
/** Sign-ins an address may start: each keeps a state in the shared store for STATE_TTL_MS. */
export const SOCIAL_START_LIMIT = { name: 'social-start-ip', limit: 20, windowMs: 5 * 60_000 };
export const SIGNUP_TTL_MS = 15 * 60_000;

const pendingSchema = z.object({ provider: z.string(), nonce: z.string(), verifier: z.string(), redirectUri: z.string() });
const identitySchema = z.object({ provider: z.string(), subject: z.string(), email: z.string(), name: z.string() });
type NewIdentity = z.infer<typeof identitySchema>;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');
const stateKey = (state: string) => `social-state:${digest(state)}`;
const signupKey = (ticket: string) => `social-signup:${digest(ticket)}`;
const random = () => randomBytes(32).toString('base64url');

/** Where the provider sends the browser back: this site's callback, as registered with the provider. */
export const redirectUriOf = (requestUrl: string) => `${new URL(requestUrl).origin}${ENDPOINTS.socialCallback.path}`;

/** Starts a sign-in: the provider's authorisation address, and the state for this browser's cookie. */
export const startSocialSignIn = async (p: Platform, fetcher: ProviderFetch, key: string, redirectUri: string, ip: string) => {
  const provider = await enabledProvider(p, key);
  await consume(p, SOCIAL_START_LIMIT, ipSubject(ip));
  const metadata = await discover(fetcher, provider.issuer).catch((error: unknown) => {
    p.log.warn({ err: error, provider: key }, 'social provider discovery failed');
    throw new PlatformError('upstream.unavailable');
  });
  const state = random();
  const nonce = random();
  const verifier = random();
  await p.kv.set(stateKey(state), JSON.stringify({ provider: key, nonce, verifier, redirectUri }), STATE_TTL_MS);
  const url = new URL(metadata.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.toString(), state };
};

export type CallbackResult = { kind: 'login'; code: string } | { kind: 'signup'; ticket: string } | { kind: 'refused'; outcome: SocialOutcome };

/** The provider's answer: every check of the code flow, then the member it proves, or the sign-up it calls for. */
export const finishSocialSignIn = async (p: Platform, fetcher: ProviderFetch, query: unknown, cookieState: string | undefined): Promise<CallbackResult> => {
  const refused = (outcome: SocialOutcome = 'social.signin.failed'): CallbackResult => ({ kind: 'refused', outcome });
  const parsed = socialCallbackQuerySchema.safeParse(query);
  // The state must be this browser's: a callback carried to another browser proves nothing.
  if (!parsed.success || !cookieState || cookieState !== parsed.data.state) return refused();
  const stored = await p.kv.take(stateKey(parsed.data.state));
  const pending = stored ? pendingSchema.safeParse(JSON.parse(stored)) : null;
  if (!pending?.success || parsed.data.error || !parsed.data.code) return refused();
  const { provider: key, nonce, verifier, redirectUri } = pending.data;
  let provider;
  try {
    provider = await enabledProvider(p, key);
  } catch {
    return refused('social.provider.unknown');
  }
  let claims;
  try {
    const clientSecret = await clientSecretOf(p, provider);
    const metadata = await discover(fetcher, provider.issuer);
    const idToken = await exchangeCode(fetcher, {
      metadata,
      clientId: provider.clientId,
      clientSecret,
      code: parsed.data.code,
      redirectUri,
      codeVerifier: verifier,
    });
    claims = await verifyIdToken(fetcher, metadata, idToken, { issuer: provider.issuer, clientId: provider.clientId, nonce, now: p.now() });
  } catch (error) {
    // The operator's to fix (the key changed): said in the log, while the member reads a failed sign-in.
    if (error instanceof SealedSecretError) {
      p.log.error({ provider: key, err: error }, 'social sign-in cannot open the client secret');
      return refused();
    }
    if (!(error instanceof OidcRefusal)) throw error;
    p.log.warn({ provider: key, reason: error.message }, 'social sign-in refused');
    return refused();
  }
  const [linked] = await p.db
    .select({ member: members })
    .from(socialLinks)
    .innerJoin(members, eq(members.id, socialLinks.memberId))
    .where(and(eq(socialLinks.providerKey, key), eq(socialLinks.subject, claims.sub)))
    .limit(1);
  if (linked) {
    if (linked.member.type !== MEMBER_TYPE || linked.member.status !== 'active') return refused('merchant.acct.setup.err');
    return { kind: 'login', code: await createLoginHandoff(p, linked.member.id) };
  }
  const identity: NewIdentity = { provider: key, subject: claims.sub, email: claims.email_verified ? (claims.email ?? '') : '', name: claims.name ?? '' };
  const ticket = random();
  await p.kv.set(signupKey(ticket), JSON.stringify(identity), SIGNUP_TTL_MS);
  return { kind: 'signup', ticket };
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
      parentId: null,
      referredBy: null,
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
