import { ENDPOINTS } from '../../contract/endpoints.ts';
import type { ErrorCode } from '../../contract/error-codes.ts';
import { isSameOrigin } from '../lib/same-origin.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * The one call the real client sends form-encoded (SPEC section 7, forgot password by e-mail), and
 * the embedded OpenID Connect stand-in's page and token endpoint, form-encoded as OAuth 2.0 says.
 */
const FORM_CALLS = new Set(['POST /wps/member/password/email', 'POST /oidc-provider/authorize', 'POST /oidc-provider/token']);

/**
 * A path as a router may read it: decoded (`launch%47ame` reaches `launchGame`), in lower case,
 * without empty segments or a trailing slash. Reading more paths as the same call only makes the
 * check below apply more often.
 */
const routedPath = (pathname: string) => {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape routes to no call of the registry.
  }
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '');
};

/** GETs that change state, from the registry's `writes` flag; HEAD runs the same handler. */
const WRITING_READS = new Set(
  Object.values(ENDPOINTS)
    .filter((e) => e.writes)
    .map((e) => routedPath(e.path)),
);
const READS = new Set(['GET', 'HEAD']);

const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Whether a page of this site sent the request: the browser's `Sec-Fetch-Site` when it sends one
 * (a link followed from elsewhere, or a typed address, is not `same-origin`); from an older
 * browser, its `Origin` or else its `Referer`. Nothing at all proves nothing.
 */
const fromThisSite = (request: Request): boolean => {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return isSameOrigin(origin ?? request.headers.get('referer'), request.url);
};

/**
 * Cross-site request defences for calls that change state. A JSON body cannot be sent from another
 * site without a CORS preflight, which this origin never grants; the `Origin` check covers the
 * rest, and with a session cookie present the request must prove where it comes from. The GETs
 * that change state must always come from a page of this site.
 */
export const refusalOf = (request: Request, pathname: string, hasSession: boolean): ErrorCode | null => {
  if (READS.has(request.method)) return WRITING_READS.has(routedPath(pathname)) && !fromThisSite(request) ? 'request.origin.denied' : null;
  if (!STATE_CHANGING.has(request.method)) return null;
  const expected = FORM_CALLS.has(`${request.method} ${pathname}`) ? 'application/x-www-form-urlencoded' : 'application/json';
  if (mediaType(request.headers.get('content-type')) !== expected) return 'request.content.type';
  const origin = request.headers.get('origin');
  if (origin !== null && !isSameOrigin(origin, request.url)) return 'request.origin.denied';
  if (origin === null && hasSession) return 'request.origin.denied';
  return null;
};
