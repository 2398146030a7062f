import { toShippedLanguage } from '../../contract/languages.ts';
import type { BootedPlatform } from '../../platform/boot.ts';
import { embeddedPlatform } from '../../platform/runtime.ts';
import { serverEnv } from './server-env.ts';
import { failureResponse } from './failure.ts';

/**
 * How this server reaches the platform: the request is already cleaned by the gateway (contract
 * headers, credential, X-Forwarded-For); `clientIp` is the caller's address as this server resolved it.
 */
export type PlatformAccess = (request: Request, clientIp: string) => Promise<Response>;

/** A platform running in this process; the socket address goes in as the app's binding. */
export const embeddedAccessTo =
  (booted: Promise<Pick<BootedPlatform, 'app'>>): PlatformAccess =>
  async (request, clientIp) =>
    (await booted).app.fetch(request, { clientIp });

/** The platform embedded in this process, booted on first use (not before: proxy mode never boots it). */
const embeddedAccess: PlatformAccess = async (request, clientIp) => embeddedAccessTo(embeddedPlatform())(request, clientIp);

/** Same contract as the real client uses; a platform that does not answer in time counts as down. */
const UPSTREAM_TIMEOUT_MS = 20_000;

const TRANSFER_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length'];

/**
 * An upstream platform at `baseUrl` (its path prefix kept). A connection failure or time-out
 * becomes the envelope `upstream.unavailable` (HTTP 502), never a raw network error.
 */
export const proxyAccess =
  (baseUrl: string, timeoutMs = UPSTREAM_TIMEOUT_MS): PlatformAccess =>
  async (request) => {
    const incoming = new URL(request.url);
    const target = new URL(baseUrl);
    target.pathname = `${target.pathname.replace(/\/+$/, '')}${incoming.pathname}`;
    target.search = incoming.search;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    try {
      const upstream = await fetch(target, {
        method: request.method,
        headers: request.headers,
        body: hasBody ? await request.arrayBuffer() : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // fetch() answers with immutable headers and an already decoded body: copy the headers,
      // without those that described the transfer from the upstream.
      const headers = new Headers(upstream.headers);
      for (const name of TRANSFER_HEADERS) headers.delete(name);
      return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
    } catch {
      return failureResponse('upstream.unavailable', toShippedLanguage(request.headers.get('language')));
    }
  };

let chosen: PlatformAccess | undefined;

/** Proxy mode when PLATFORM_API_URL is set (the embedded platform then never boots), else embedded. */
export const platformAccess = (): PlatformAccess => {
  const { PLATFORM_API_URL } = serverEnv();
  chosen ??= PLATFORM_API_URL ? proxyAccess(PLATFORM_API_URL) : embeddedAccess;
  return chosen;
};
