import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isShippedLanguage, toShippedLanguage, type ShippedLanguage } from '../../../contract/languages.ts';
import type { AppEnv } from '../../context.ts';

/** The http(s) origins among image URLs or CDN bases; relative and malformed ones add nothing. */
export const originsOf = (urls: readonly string[]): string[] => {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: no origin to allow.
    }
  }
  return [...origins];
};

/**
 * The one policy of every game page: its own hashed script and stylesheet only, no inline code,
 * images from this site and the game art's CDNs, calls to this site, framed by this site only.
 */
export const gamePagePolicy = (imageOrigins: readonly string[] = []): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${["'self'", 'data:', ...imageOrigins].join(' ')}`,
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

type Page = HtmlEscapedString | Promise<HtmlEscapedString>;

/** A game page with its policy. The address carries the launch token: no request from the page names it. */
export const sendPage = (c: Context<AppEnv>, page: Page, status: ContentfulStatusCode = 200, imageOrigins: readonly string[] = []) =>
  c.html(page, status, {
    'Content-Security-Policy': gamePagePolicy(imageOrigins),
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
  });

/** A page opened from a link has no Language header: the site's language cookie says it, then the header. */
export const visitorLanguage = (c: Context<AppEnv>): ShippedLanguage => {
  const cookie = getCookie(c, 'lang');
  return isShippedLanguage(cookie) ? toShippedLanguage(cookie) : c.var.lang;
};
