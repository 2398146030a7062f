import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { SOCIAL_OUTCOME_PARAM, socialSignupRequestSchema, socialStartRequestSchema } from '../../../contract/social.ts';
import type { AppEnv } from '../../context.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readJson } from '../../core/http.ts';
import { CAPTCHA_COOKIE } from './captcha.ts';
import type { ProviderFetch } from './oidc-client.ts';
import { enabledProviders } from './social-providers.ts';
import {
  finishSocialSignIn,
  redirectUriOf,
  SIGNUP_COOKIE,
  SOCIAL_COOKIE_PATH,
  startSocialSignIn,
  STATE_COOKIE,
  STATE_TTL_MS,
  VERIFY_COOKIE,
} from './social-sign-in.ts';
import { completeSocialSignup, SIGNUP_TTL_MS, socialSignupInfo } from './social-signup.ts';
import { completeSocialVerification, sendSocialVerifyCode, socialVerifyInfo, VERIFY_TTL_MS } from './social-verify.ts';

/** A provider outside this site is given 10 seconds an answer. */
const OUTSIDE_TIMEOUT_MS = 10_000;

/**
 * How the platform reaches a provider: the embedded stand-in on this site's own origin in process
 * (`local`, the same HTTP call without the network), any other over the network.
 */
const providerFetch =
  (c: Context<AppEnv>, local: ProviderFetch): ProviderFetch =>
  (request) =>
    new URL(request.url).origin === new URL(c.req.url).origin ? local(request) : fetch(request, { signal: AbortSignal.timeout(OUTSIDE_TIMEOUT_MS) });

const cookie = (c: Context<AppEnv>, name: string, value: string, ttlMs: number) =>
  setCookie(c, name, value, { httpOnly: true, secure: c.var.platform.env.secureCookies, sameSite: 'Lax', path: SOCIAL_COOKIE_PATH, maxAge: ttlMs / 1000 });

/** The browser leaves the callback for a page of the site; no referrer carries the provider's code along. */
const leave = (c: Context<AppEnv>, location: string) => {
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(location, 303);
};

/**
 * `/wps/social/…`: the login pop-up's providers, the start of a sign-in, the provider's callback,
 * the sign-up of a new identity and the verification of a sign-in from a new address.
 */
export const socialRoutes = (local: ProviderFetch) => {
  return (
    endpointRouter()
      .on(ENDPOINTS.socialProviders, async (c) => ok(c, await enabledProviders(c.var.platform)))
      .on(ENDPOINTS.socialStart, async (c) => {
        const { provider, ...codes } = await readJson(c, socialStartRequestSchema);
        const started = await startSocialSignIn(c.var.platform, providerFetch(c, local), provider, redirectUriOf(c.req.url), c.var.ip, codes);
        cookie(c, STATE_COOKIE, started.state, STATE_TTL_MS);
        return ok(c, { url: started.url });
      })
      .on(ENDPOINTS.socialSignupInfo, async (c) => ok(c, await socialSignupInfo(c.var.platform, getCookie(c, SIGNUP_COOKIE))))
      .on(ENDPOINTS.socialSignup, async (c) => {
        const body = await readJson(c, socialSignupRequestSchema);
        const caller = { ip: c.var.ip, userAgent: c.req.header('user-agent'), captchaId: getCookie(c, CAPTCHA_COOKIE) ?? null, lang: c.var.lang };
        const result = await completeSocialSignup(c.var.platform, getCookie(c, SIGNUP_COOKIE), body, caller);
        deleteCookie(c, SIGNUP_COOKIE, { path: SOCIAL_COOKIE_PATH });
        return ok(c, result);
      })
      // A linked member's sign-in from a new address: the verification a password login would ask for.
      .on(ENDPOINTS.socialVerifyInfo, async (c) => ok(c, await socialVerifyInfo(c.var.platform, getCookie(c, VERIFY_COOKIE), c.var.ip)))
      .on(ENDPOINTS.socialVerifySms, async (c) => {
        await readJson(c, S.socialVerifySms.body);
        return ok(c, await sendSocialVerifyCode(c.var.platform, getCookie(c, VERIFY_COOKIE), { ip: c.var.ip, lang: c.var.lang }));
      })
      .on(ENDPOINTS.socialVerify, async (c) => {
        const answer = await readJson(c, S.socialVerify.body);
        const origin = { ip: c.var.ip, userAgent: c.req.header('user-agent'), captchaId: getCookie(c, CAPTCHA_COOKIE) ?? null };
        const result = await completeSocialVerification(c.var.platform, getCookie(c, VERIFY_COOKIE), answer, origin);
        deleteCookie(c, VERIFY_COOKIE, { path: SOCIAL_COOKIE_PATH });
        return ok(c, result);
      })
      // The provider sends the browser here (a redirect, not a JSON call), so it answers with a redirect too.
      .on(ENDPOINTS.socialCallback, async (c) => {
        const result = await finishSocialSignIn(c.var.platform, providerFetch(c, local), c.req.query(), getCookie(c, STATE_COOKIE), c.var.ip);
        deleteCookie(c, STATE_COOKIE, { path: SOCIAL_COOKIE_PATH });
        if (result.kind === 'login') return leave(c, `/?token=${encodeURIComponent(result.code)}`);
        // The ticket rides in this browser's HttpOnly cookie, never in the address (history, logs, referrers).
        if (result.kind === 'verify') {
          cookie(c, VERIFY_COOKIE, result.ticket, VERIFY_TTL_MS);
          return leave(c, `/login?${SOCIAL_OUTCOME_PARAM}=verify`);
        }
        if (result.kind === 'signup') {
          cookie(c, SIGNUP_COOKIE, result.ticket, SIGNUP_TTL_MS);
          return leave(c, `/login?${SOCIAL_OUTCOME_PARAM}=signup`);
        }
        return leave(c, `/login?${SOCIAL_OUTCOME_PARAM}=${encodeURIComponent(result.outcome)}`);
      }).app
  );
};
