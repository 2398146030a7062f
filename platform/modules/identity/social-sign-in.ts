import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MEMBER_TYPE } from '../../../contract/limits.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { socialCallbackQuerySchema, type SocialOutcome } from '../../../contract/social.ts';
import type { Platform } from '../../context.ts';
import { members, socialLinks } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { consume, ipSubject } from '../../core/rate-limit.ts';
import { SealedSecretError } from '../../core/sealed-secret.ts';
import { createLoginHandoff } from './handoff.ts';
import { loginVerificationDue } from './login-verification.ts';
import { discover, exchangeCode, OidcRefusal, verifyIdToken, type ProviderFetch } from './oidc-client.ts';
import { placementFor } from './registration.ts';
import { clientSecretOf, enabledProvider } from './social-providers.ts';
import { givenCodes, holdSignup, linkCodesSchema, type LinkCodes } from './social-signup.ts';
import { hashToken, newToken } from './sessions.ts';
import { holdVerifiedLogin } from './social-verify.ts';

/*
 * One-click social sign-in with OpenID Connect's code flow (PKCE S256, state, nonce). The state
 * rides in a cookie of this browser and in the shared store, so a callback counts only in the
 * browser that started it, once. A verified subject already linked logs its member in through a
 * single-use sign-in code, or first through the extra verification of a new address
 * (social-verify.ts); a new one waits, in the same way, for the sign-up form (social-signup.ts).
 */

export const STATE_COOKIE = 'social_state';
export const SIGNUP_COOKIE = 'social_signup';
export const VERIFY_COOKIE = 'social_verify';
/** The sign-in's cookies are read only by the social calls. */
export const SOCIAL_COOKIE_PATH = '/wps/social';
export const STATE_TTL_MS = 10 * 60_000;
/** Sign-ins an address may start: each keeps a state in the shared store for STATE_TTL_MS. */
export const SOCIAL_START_LIMIT = { name: 'social-start-ip', limit: 20, windowMs: 5 * 60_000 };

const pendingSchema = z.object({ provider: z.string(), nonce: z.string(), verifier: z.string(), redirectUri: z.string(), codes: linkCodesSchema.default({}) });

const stateKey = (state: string) => `social-state:${hashToken(state)}`;

/** Where the provider sends the browser back: this site's callback, as registered with the provider. */
export const redirectUriOf = (requestUrl: string) => `${new URL(requestUrl).origin}${ENDPOINTS.socialCallback.path}`;

/**
 * Starts a sign-in: the provider's authorisation address, and the state for this browser's cookie.
 * The page's invitation codes are checked now, as the normal sign-up checks them (an unknown one is
 * `invitation_code_error`), and kept with the state for a sign-up at the end.
 */
export const startSocialSignIn = async (p: Platform, fetcher: ProviderFetch, key: string, redirectUri: string, ip: string, given: LinkCodes = {}) => {
  const provider = await enabledProvider(p, key);
  await consume(p, SOCIAL_START_LIMIT, ipSubject(ip));
  const codes = givenCodes(given);
  await placementFor(p, codes.affiliateCode, codes.referralCode);
  const metadata = await discover(fetcher, provider.issuer).catch((error: unknown) => {
    p.log.warn({ err: error, provider: key }, 'social provider discovery failed');
    throw new PlatformError('upstream.unavailable');
  });
  const state = newToken();
  const nonce = newToken();
  const verifier = newToken();
  await p.kv.set(stateKey(state), JSON.stringify({ provider: key, nonce, verifier, redirectUri, codes }), STATE_TTL_MS);
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

export type CallbackResult =
  { kind: 'login'; code: string } | { kind: 'verify'; ticket: string } | { kind: 'signup'; ticket: string } | { kind: 'refused'; outcome: SocialOutcome };

/**
 * The provider's answer: every check of the code flow, then the member it proves (after the extra
 * verification of a new address, as a password login), or the sign-up it calls for.
 */
export const finishSocialSignIn = async (
  p: Platform,
  fetcher: ProviderFetch,
  query: unknown,
  cookieState: string | undefined,
  ip: string,
): Promise<CallbackResult> => {
  const refused = (outcome: SocialOutcome = 'social.signin.failed'): CallbackResult => ({ kind: 'refused', outcome });
  const parsed = socialCallbackQuerySchema.safeParse(query);
  // The state must be this browser's: a callback carried to another browser proves nothing.
  if (!parsed.success || !cookieState || cookieState !== parsed.data.state) return refused();
  const stored = await p.kv.take(stateKey(parsed.data.state));
  const pending = stored ? pendingSchema.safeParse(JSON.parse(stored)) : null;
  if (!pending?.success || parsed.data.error || !parsed.data.code) return refused();
  const { provider: key, nonce, verifier, redirectUri, codes } = pending.data;
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
    const due = await loginVerificationDue(p, linked.member, ip);
    if (due) return { kind: 'verify', ticket: await holdVerifiedLogin(p, linked.member.id, ip, due) };
    return { kind: 'login', code: await createLoginHandoff(p, linked.member.id) };
  }
  const email = claims.email_verified ? (claims.email ?? '') : '';
  return { kind: 'signup', ticket: await holdSignup(p, { provider: key, subject: claims.sub, email, name: claims.name ?? '', codes }) };
};
