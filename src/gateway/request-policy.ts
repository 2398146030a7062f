import type { ErrorCode } from '../../contract/error-codes.ts';
import { isSameOrigin } from '../lib/same-origin.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** The one call the real client sends form-encoded (SPEC section 7, forgot password by e-mail). */
const FORM_CALLS = new Set(['POST /wps/member/password/email']);

const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Cross-site request defences for calls that change state. A JSON body cannot be sent from another
 * site without a CORS preflight, which this origin never grants; the `Origin` check covers the
 * rest, and with a session cookie present the request must prove where it comes from.
 */
export const refusalOf = (request: Request, pathname: string, hasSession: boolean): ErrorCode | null => {
  if (!STATE_CHANGING.has(request.method)) return null;
  const expected = FORM_CALLS.has(`${request.method} ${pathname}`) ? 'application/x-www-form-urlencoded' : 'application/json';
  if (mediaType(request.headers.get('content-type')) !== expected) return 'request.content.type';
  const origin = request.headers.get('origin');
  if (origin !== null && !isSameOrigin(origin, request.url)) return 'request.origin.denied';
  if (origin === null && hasSession) return 'request.origin.denied';
  return null;
};
