import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import { toShippedLanguage } from '../../contract/languages.ts';
import { logger } from '../../platform/core/logger.ts';
import { securityHeadersFor, withHeaders } from '../guards/security-headers.ts';
import { isApiPath } from '../routes.ts';
import { resolveClientIp } from './client-address.ts';
import { failureResponse } from './failure.ts';
import { handleGateway } from './gateway.ts';
import { serverEnv } from './server-env.ts';

/*
 * The platform calls straight from the Node server to the gateway. Through Astro, a call paid for
 * the page pipeline it never uses (a look for a static file on disk, route matching, the page
 * guards, which all let API paths through); here it keeps what that pipeline did for it:
 *  - the request's address and client IP, read as the Node adapter reads them (the site sets no
 *    `security.allowedDomains`, so the Host header and the socket decide, not forwarded headers);
 *  - the site's cross-site form check (Astro's `security.checkOrigin`);
 *  - the security headers of every response (src/guards/security-headers.ts).
 * Everything else a call needs (session cookie, CSRF and origin rules, body limits, rate limits,
 * the status gate) is the gateway's and the platform's, as before.
 */

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Astro's `checkOrigin`: a state-changing form post, or a body of no stated type, must come from this origin. */
export const isCrossSiteForm = (request: Request): boolean => {
  if (SAFE_METHODS.has(request.method)) return false;
  const sameOrigin = request.headers.get('origin') === new URL(request.url).origin;
  const type = request.headers.get('content-type');
  if (type === null) return !sameOrigin;
  const lower = type.toLowerCase();
  return !sameOrigin && FORM_TYPES.some((form) => lower.includes(form));
};

const secured = (response: Response): Response => {
  const { headers } = response;
  const production = serverEnv().NODE_ENV === 'production';
  return withHeaders(response, securityHeadersFor(production, headers.get('content-security-policy'), headers.get('referrer-policy')));
};

const answer = async (request: Request, incoming: IncomingMessage): Promise<Response> => {
  if (isCrossSiteForm(request)) return new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 });
  const clientIp = resolveClientIp(incoming.socket.remoteAddress ?? '', request.headers.get('x-forwarded-for'));
  try {
    return await handleGateway(request, { clientIp });
  } catch (err) {
    logger.error({ err, method: request.method, path: new URL(request.url).pathname }, 'platform call failed in the gateway');
    return failureResponse('system.error', toShippedLanguage(request.headers.get('language')));
  }
};

let listener: ReturnType<typeof getRequestListener> | undefined;

/**
 * The request target as the Node adapter reads it, when it is a platform call: a path (not an
 * absolute URL) that decodes, under one of the API prefixes. Anything else stays with Astro.
 */
const isApiTarget = (target: string | undefined): boolean => {
  if (!target?.startsWith('/') || target.startsWith('//')) return false;
  try {
    // A malformed escape throws here (the bundler drops a call whose result goes unused).
    const decoded = decodeURI(target);
    return decoded.length > 0 && isApiPath(new URL(target, 'http://site.internal').pathname);
  } catch {
    return false;
  }
};

/**
 * Answers `req` when it is a platform call and says so; false leaves it to the site's handler.
 * The lightweight Request and the direct response writing come from @hono/node-server, which the
 * platform's operator API serves with too; the process's global Request and Response stay as they are.
 */
export const serveApiCall = (req: IncomingMessage, res: ServerResponse): boolean => {
  if (!isApiTarget(req.url)) return false;
  listener ??= getRequestListener(async (request, { incoming }) => secured(await answer(request, incoming as IncomingMessage)), {
    overrideGlobalObjects: false,
    // A request that cannot be read (a malformed Host) is refused, with the site's headers too.
    errorHandler: (err) => secured(new Response(null, { status: err instanceof RequestError ? 400 : 500 })),
  });
  void listener(req, res);
  return true;
};

/** Where scripts/server.mjs finds serveApiCall: the built site's modules are not its to import. */
const API_CALLS = Symbol.for('betplay.gateway.apiCalls');

/** Hands scripts/server.mjs the platform calls; until then (the first request), they go through Astro as well. */
export const offerApiCalls = () => {
  (globalThis as Record<symbol, unknown>)[API_CALLS] = serveApiCall;
};
