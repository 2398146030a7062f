import { ENDPOINTS, type Endpoint } from '../../contract/endpoints.ts';
import { toShippedLanguage } from '../../contract/languages.ts';
import { UPLOADS_MAX_BODY_BYTES } from '../../contract/uploads.ts';
import { serverEnv } from './server-env.ts';
import { failureResponse } from './failure.ts';
import { platformAccess, type PlatformAccess } from './platform-access.ts';
import { refusalOf } from './request-policy.ts';
import { accountOf, forgetAccount, forgetSession } from './session-reads.ts';
import {
  clearSessionCookie,
  cookiesWithoutSession,
  parseCookies,
  sessionCookieName,
  sessionTokenIn,
  setLanguageCookie,
  setSessionCookie,
} from './session-cookie.ts';
import { takeToken } from './token-handoff.ts';

export interface GatewayOptions {
  access: PlatformAccess;
  secureCookies: boolean;
}

/** Who is calling, as this server resolved it (socket address, or the trusted proxy hop). */
export interface GatewayCall {
  clientIp: string;
}

export type Gateway = (request: Request, call: GatewayCall) => Promise<Response>;

/** Request headers of the contract (CONTRACT.md 1.2) and of plain HTTP; nothing else reaches the platform. */
const FORWARDED_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'merchant',
  'language',
  'device',
  'x-gateway-version',
  'encryption',
  'x-digest',
  'x-rsa',
  'x-timestamp',
  'x-real-ua',
  'idempotency-key',
  'user-agent',
  // A load balancer's request id reaches the platform's logs and error envelopes unchanged.
  'x-request-id',
];

const callOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** Calls whose success carries `value.token` (the registry's `credential`): the gateway keeps it, the browser never sees it. */
const CREDENTIAL_CALLS: ReadonlySet<string> = new Set(
  Object.values(ENDPOINTS)
    .filter((e) => e.credential)
    .map(callOf),
);
const LOGOUT_CALL = callOf(ENDPOINTS.logout);
/** A new password may end the account's other sessions: the site forgets what it read with any of them (session-reads.ts). */
const PASSWORD_CALL = callOf(ENDPOINTS.changePassword);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Uploads are the largest bodies the site sends: a withdrawal's proofs or an application's screenshots, 3 images of 5 MB as base64. */
export const GATEWAY_MAX_BODY_BYTES = UPLOADS_MAX_BODY_BYTES;

/**
 * The body, counted as it streams: undefined as soon as it passes `maxBytes`, and the rest is never
 * pulled, so a chunked upload with no Content-Length costs at most the limit. The stream is left
 * as it is rather than cancelled: cancelling would close the connection before the 413 is sent.
 */
const readWithin = async (body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body) {
    const reader = body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxBytes) return undefined;
      chunks.push(read.value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
};

const isJson = (response: Response) => /^application\/json\b/i.test(response.headers.get('content-type') ?? '');

/**
 * The platform gateway behind /wps, /lgw and /lotto. It owns the browser's credential: the session
 * cookie becomes `Authorization` on the way in, and a token in a login answer becomes the cookie
 * on the way out.
 */
export const createGateway =
  ({ access, secureCookies }: GatewayOptions): Gateway =>
  async (request, { clientIp }) => {
    const url = new URL(request.url);
    const lang = toShippedLanguage(request.headers.get('language'));
    const cookies = parseCookies(request.headers.get('cookie'));
    const hasSessionCookie = cookies.has(sessionCookieName(secureCookies));

    const refusal = refusalOf(request, url.pathname, hasSessionCookie);
    if (refusal) return failureResponse(refusal, lang);
    if (Number(request.headers.get('content-length') ?? 0) > GATEWAY_MAX_BODY_BYTES) return failureResponse('request.too.large', lang);

    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const token = sessionTokenIn(cookies, secureCookies);
    if (token) headers.set('authorization', token);
    const otherCookies = cookiesWithoutSession(cookies, secureCookies);
    if (otherCookies) headers.set('cookie', otherCookies);
    headers.set('x-forwarded-for', clientIp);
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
    headers.set('x-forwarded-host', url.host);

    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const body = hasBody ? await readWithin(request.body, GATEWAY_MAX_BODY_BYTES) : null;
    if (body === undefined) return failureResponse('request.too.large', lang);

    const call = `${request.method} ${url.pathname}`;
    // A session's change shows on its next page: what the site read with it is forgotten, before
    // the call and again after it, so that a page read while the change was made is not kept.
    const account = token && call === PASSWORD_CALL ? accountOf(token) : undefined;
    const forget = () => {
      if (!token) return;
      if (call === PASSWORD_CALL) forgetAccount(token, account);
      else if (!READ_METHODS.has(request.method)) forgetSession(token);
    };
    forget();
    const response = await access(new Request(url, { method: request.method, headers, body }), clientIp);
    forget();
    // The platform no longer knows the session.
    if (token && response.status === 401) forgetSession(token);
    return finish(call, response, hasSessionCookie, secureCookies);
  };

/**
 * The platform's answer as the browser gets it. Most answers pass as they are; only one that sets
 * the session cookie, ends the session or carries a credential is rewritten.
 */
const finish = async (call: string, response: Response, hadSession: boolean, secure: boolean): Promise<Response> => {
  // Only the gateway decides the session cookie; the platform's other cookies pass through.
  const name = sessionCookieName(secure);
  const platformCookies = response.headers.getSetCookie();
  const cookies = platformCookies.filter((c) => !c.trimStart().startsWith(`${name}=`));
  const credential = CREDENTIAL_CALLS.has(call) && isJson(response);
  const ends = call === LOGOUT_CALL || (response.status === 401 && hadSession);
  if (!credential && !ends && cookies.length === platformCookies.length) return response;

  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const c of cookies) headers.append('set-cookie', c);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (credential) {
    const handoff = takeToken(await response.text());
    if (handoff.token) {
      headers.append('set-cookie', setSessionCookie(handoff.token, secure));
      // The language the member chose follows it to this browser.
      if (handoff.language) headers.append('set-cookie', setLanguageCookie(handoff.language, secure));
      headers.set('cache-control', 'no-store');
    }
    headers.delete('content-length');
    return new Response(handoff.body, init);
  }
  if (ends) headers.append('set-cookie', clearSessionCookie(secure));
  return new Response(response.body, init);
};

let defaultGateway: Gateway | undefined;

/** The gateway of this server, configured from the environment. */
export const handleGateway: Gateway = (request, call) => {
  defaultGateway ??= createGateway({ access: platformAccess(), secureCookies: serverEnv().secureCookies });
  return defaultGateway(request, call);
};
