import type { MiddlewareHandler } from 'astro';
import { HANDOFF_CODE_PATTERN } from '../../contract/handoff.ts';
import { loginResultSchema } from '../../contract/session.ts';
import { readPlatform, type PlatformReadOptions } from '../gateway/platform-client.ts';
import { serverEnv } from '../gateway/server-env.ts';
import { setLanguageCookie, setSessionCookie } from '../gateway/session-cookie.ts';
import { skipsPageGuards } from '../routes.ts';

/** The query parameter a sign-in link carries (SPEC section 4): a single-use hand-off code. */
export const TOKEN_PARAM = 'token';

/** Where a link whose code no longer works lands: the login page, which says why. */
export const SPENT_LINK_TARGET = '/login?link=spent';

type Redeem = (code: string, options: Pick<PlatformReadOptions, 'clientIp' | 'lang'>) => Promise<{ token: string; language: string | null } | null>;

/** The platform's single-use hand-off: the session it opens, or null when the code does not work. */
const redeemHandoff: Redeem = async (code, options) => {
  const read = await readPlatform('/wps/session/handoff/redeem', loginResultSchema, { ...options, body: { code } });
  return read.ok ? { token: read.value.token, language: read.value.language ?? null } : null;
};

/**
 * A page opened with `?token=` on a normal start: the code is traded once for a session cookie,
 * through the hand-off the app uses, and the browser is sent at once to the same address without
 * it. The code never reaches a rendered page, so it stays out of the address bar, the history and
 * the `Referer` of anything the page loads; the redirect itself sends no referrer and is never
 * stored. A code that does not work (used, expired, unknown) leads to the login page, which says so.
 */
export const createTokenAdoption =
  (redeem: Redeem = redeemHandoff, secureCookies = () => serverEnv().secureCookies): MiddlewareHandler =>
  async (context, next) => {
    const { url, request, locals } = context;
    if (!url.searchParams.has(TOKEN_PARAM) || locals.screen || skipsPageGuards(url.pathname)) return next();
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const clean = new URL(url);
    clean.searchParams.delete(TOKEN_PARAM);
    const headers = new Headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    const codes = url.searchParams.getAll(TOKEN_PARAM);
    const code = codes.length === 1 && HANDOFF_CODE_PATTERN.test(codes[0]!) ? codes[0]! : null;
    const session = code ? await redeem(code, { clientIp: locals.clientIp, lang: locals.lang }) : null;
    if (session) {
      const secure = secureCookies();
      headers.append('Set-Cookie', setSessionCookie(session.token, secure));
      if (session.language) headers.append('Set-Cookie', setLanguageCookie(session.language, secure));
      headers.set('Location', `${clean.pathname}${clean.search}`);
    } else {
      headers.set('Location', SPENT_LINK_TARGET);
    }
    return new Response(null, { status: 303, headers });
  };

export const tokenAdoption = createTokenAdoption();
