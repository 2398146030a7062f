import { gzipSync } from 'node:zlib';
import type { APIContext, MiddlewareHandler } from 'astro';
import { SIDE_MENU_COOKIE, sideMenuFromCookie } from '../lib/side-menu-cookie.ts';
import { isApiPath, routeForPath } from '../routes.ts';

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now(): number;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** Compressed once when stored: a shell is sent many times for each time it is rendered. */
  gzip: Uint8Array;
}

const acceptsGzip = (request: Request) => /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');

const responseOf = (entry: Entry, request: Request) => {
  const headers = new Headers(entry.headers);
  headers.set('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request)) return new Response(entry.body.slice(), { status: entry.status, headers });
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(entry.gzip.byteLength));
  return new Response(entry.gzip.slice(), { status: entry.status, headers });
};

/** Only a visitor's view of a public page may be shared; anything tied to a person never is. */
const cacheable = (context: APIContext) =>
  context.request.method === 'GET' &&
  context.locals.member === null &&
  context.locals.screen === null &&
  !context.request.headers.get('cookie')?.includes('session=') &&
  !isApiPath(context.url.pathname) &&
  context.url.search.length <= 128 &&
  routeForPath(context.url.pathname)?.requiresAuth === false;

const shareable = (response: Response) =>
  response.status === 200 && !response.headers.has('set-cookie') && !/private|no-store/.test(response.headers.get('cache-control') ?? '');

/**
 * Anonymous page shells, kept for a few seconds per language and query (ARCHITECTURE.md
 * "Request path of a page"). It runs after the status, session and role guards, so a closed site,
 * a blocked visitor or a redirect is decided before any cached page could be served.
 */
export const createPageCache = (options: PageCacheOptions): MiddlewareHandler => {
  const entries = new Map<string, Entry>();
  return async (context, next) => {
    if (options.ttlMs <= 0 || !cacheable(context)) return next();
    // The shell also differs by the reader's side-menu choice, which the server renders.
    const sideMenu = sideMenuFromCookie(context.cookies.get(SIDE_MENU_COOKIE)?.value);
    const key = `${context.locals.lang} ${sideMenu} ${context.url.pathname}${context.url.search}`;
    const now = options.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return responseOf(hit, context.request);
    const response = await next();
    if (!shareable(response)) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    const entry: Entry = {
      expires: now + options.ttlMs,
      status: response.status,
      headers: [...response.headers],
      body,
      gzip: gzipSync(body),
    };
    entries.set(key, entry);
    return responseOf(entry, context.request);
  };
};

const seconds = Number(process.env.PAGE_CACHE_SECONDS ?? '2');

export const pageCache = createPageCache({
  ttlMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0,
  maxEntries: 500,
  now: Date.now,
});
