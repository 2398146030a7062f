import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '../lib/language-cookie.ts';
import { z } from 'zod';

/*
 * The browser's credential: the platform's session token in an HttpOnly cookie that only the
 * gateway reads and writes. With Secure cookies the `__Host-` prefix also pins it to this host
 * and path, so no sibling domain can plant or read it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-session' : 'session');

/** An opaque token as the platform issues it; anything else in the cookie is ignored. */
export const sessionTokenSchema = z.string().regex(/^[A-Za-z0-9._~+/=-]{16,512}$/);

export const sessionCookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure }) as const;

/** All cookies of a `Cookie` header, by name; the first one wins, as browsers send the most specific first. */
export const parseCookies = (header: string | null): Map<string, string> => {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
};

/** The session token among a request's cookies (parseCookies), or null when there is none or it is malformed. */
export const sessionTokenIn = (cookies: ReadonlyMap<string, string>, secure: boolean): string | null => {
  const parsed = sessionTokenSchema.safeParse(cookies.get(sessionCookieName(secure)));
  return parsed.success ? parsed.data : null;
};

/** The session token of a request, or null when there is none or it is malformed. */
export const sessionTokenOf = (cookieHeader: string | null, secure: boolean): string | null => sessionTokenIn(parseCookies(cookieHeader), secure);

/** The cookies of a request (parseCookies) without the session cookie: the platform's own cookies (e.g. captcha) pass on. */
export const cookiesWithoutSession = (cookies: ReadonlyMap<string, string>, secure: boolean): string | null => {
  const name = sessionCookieName(secure);
  const kept = [...cookies].filter(([n]) => n !== name).map(([n, v]) => `${n}=${v}`);
  return kept.length ? kept.join('; ') : null;
};

/** A session-lifetime cookie: it ends with the browser, as the original client's tab storage did. */
export const setSessionCookie = (token: string, secure: boolean): string =>
  `${sessionCookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export const clearSessionCookie = (secure: boolean): string =>
  `${sessionCookieName(secure)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The site's `lang` cookie, as the language form writes it (src/lib/language-cookie.ts), for a member's saved choice. */
export const setLanguageCookie = (language: string, secure: boolean): string =>
  `${LANG_COOKIE}=${language}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
