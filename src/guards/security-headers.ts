import type { MiddlewareHandler } from 'astro';
import { PERMISSIONS_POLICY } from '../../contract/permissions-policy.ts';
import { serverEnv } from '../gateway/server-env.ts';

const HSTS = 'max-age=31536000; includeSubDomains';
const FRAME_ANCESTORS = "frame-ancestors 'self'";

/**
 * The page's CSP comes from Astro (directives from the config, hashes of the bundled scripts and
 * styles); `frame-ancestors` is added to it, or stands alone on responses without one (API, redirects).
 */
export const withFrameAncestors = (policy: string | null): string =>
  !policy ? FRAME_ANCESTORS : /(^|;)\s*frame-ancestors\s/i.test(policy) ? policy : `${policy.replace(/;\s*$/, '')}; ${FRAME_ANCESTORS}`;

/** The origins of the status's image CDNs that are other hosts (`https://img2.example.com/cdn`); paths of this site need none. */
export const imageOriginsOf = (cdns: readonly string[] | undefined): string[] => {
  const origins = new Set<string>();
  for (const cdn of cdns ?? []) {
    if (cdn.startsWith('/')) continue;
    try {
      const url = new URL(cdn);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not an address: browsers are never sent to it (src/islands/shell/cdn-choice.ts skips it too).
    }
  }
  return [...origins];
};

/**
 * The page's policy with the image CDNs of the site's settings allowed in `img-src`: browsers
 * load art from the host they picked (CONTRACT.md 4.2), which the built policy cannot know.
 */
export const withImageOrigins = (policy: string | null, origins: readonly string[]): string | null => {
  if (!policy || origins.length === 0) return policy;
  return policy.replace(/(^|;)(\s*img-src\s)([^;]*)/i, (_all, start: string, name: string, sources: string) => {
    const known = new Set(sources.trim().split(/\s+/));
    const added = origins.filter((origin) => !known.has(origin));
    return `${start}${name}${[sources.trim(), ...added].join(' ')}`;
  });
};

const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The policies that tell other sites no more than the site's own: a response may choose one of these. */
const AS_STRICT = new Set(['no-referrer', 'same-origin', 'strict-origin', REFERRER_POLICY]);

/**
 * The site's Referrer-Policy, unless the response chose a stricter one: the game pages under /gs
 * carry their launch token in their address and send `no-referrer`, which must stay. A header
 * with fallbacks takes effect as its last known value, so that one decides.
 */
const referrerPolicyFor = (sent: string | null): string => {
  const effective = sent?.split(',').at(-1)?.trim().toLowerCase();
  return effective && AS_STRICT.has(effective) ? effective : REFERRER_POLICY;
};

/** Headers for every response, pages and API alike. */
export const securityHeadersFor = (production: boolean, policy: string | null, referrerPolicy: string | null = null): Record<string, string> => ({
  'Content-Security-Policy': withFrameAncestors(policy),
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': referrerPolicyFor(referrerPolicy),
  'Permissions-Policy': PERMISSIONS_POLICY,
  ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
});

/** Sets headers, copying the response first when its headers are immutable (e.g. from fetch()). */
export const withHeaders = (response: Response, values: Record<string, string>): Response => {
  try {
    for (const [name, value] of Object.entries(values)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(values)) copy.headers.set(name, value);
    return copy;
  }
};

export const createSecurityHeaders =
  (production: () => boolean): MiddlewareHandler =>
  async (context, next) => {
    const response = await next();
    const { headers } = response;
    const policy = withImageOrigins(headers.get('content-security-policy'), imageOriginsOf(context.locals.status?.info.imageCDNs));
    return withHeaders(response, securityHeadersFor(production(), policy, headers.get('referrer-policy')));
  };

/** HSTS in production only: a developer's plain-HTTP localhost must not be pinned to HTTPS. */
export const securityHeaders = createSecurityHeaders(() => serverEnv().NODE_ENV === 'production');
