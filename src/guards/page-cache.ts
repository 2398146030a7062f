import type { APIContext, MiddlewareHandler } from 'astro';
import { avatarUrl } from '../components/shell/header/member-menu.ts';
import { readFavouriteIds } from '../components/games/lobby-reads.ts';
import { SIDE_MENU_COOKIE, sideMenuFromCookie } from '../lib/side-menu-cookie.ts';
import { isApiPath, routeForPath } from '../routes.ts';
import { sessionKindOf } from '../stores/session.ts';
import { composeShell, shellBytesOf, type ShellBytes } from './shell-bytes.ts';
import type { MemberFilling } from './shell-holes.ts';

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now(): number;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  shell: ShellBytes;
}

const acceptsGzip = (request: Request) => /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');

/**
 * A public page, as every guard let it through. A visitor's view is shared whole; a member's is
 * shared with its holes, which are filled for each member. Anything else is never kept: a closed
 * site's screen, a page behind a login, a query too long to be a link, and a request with a
 * session cookie the session guard could not resolve to a member.
 */
const cacheable = (context: APIContext) =>
  context.request.method === 'GET' &&
  context.locals.screen === null &&
  (context.locals.member !== null || !context.request.headers.get('cookie')?.includes('session=')) &&
  !isApiPath(context.url.pathname) &&
  context.url.search.length <= 128 &&
  routeForPath(context.url.pathname)?.requiresAuth === false;

const shareable = (response: Response) =>
  response.status === 200 && !response.headers.has('set-cookie') && !/private|no-store/.test(response.headers.get('cache-control') ?? '');

/** The member's own parts of the page: account, picture and favourites (read only when the page has stars). */
const fillingFor = async (context: APIContext, shell: ShellBytes): Promise<MemberFilling | null> => {
  const { member, status } = context.locals;
  if (!member) return null;
  return {
    account: member.account,
    avatar: avatarUrl(member, status),
    favourites: shell.needsFavourites ? await readFavouriteIds(context.locals, context.request) : null,
  };
};

const responseOf = async (entry: Entry, context: APIContext) => {
  const headers = new Headers(entry.headers);
  headers.set('Vary', 'Accept-Encoding');
  const gzip = acceptsGzip(context.request);
  const body = composeShell(entry.shell, await fillingFor(context, entry.shell), gzip);
  if (gzip) headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(body.byteLength));
  return new Response(new Uint8Array(body), { status: entry.status, headers });
};

/**
 * Public pages, kept for a few seconds per language, side-menu state, reader and query
 * (ARCHITECTURE.md "Request path of a page"). It runs after the status, session and role guards,
 * so a closed site, a blocked visitor or a redirect is decided before any kept page is served.
 * A page past its time is rendered again by one request while the others are still served the
 * kept one, for at most one more lifetime.
 */
export const createPageCache = (options: PageCacheOptions): MiddlewareHandler => {
  const entries = new Map<string, Entry>();
  const renewing = new Set<string>();
  return async (context, next) => {
    if (options.ttlMs <= 0 || !cacheable(context)) return next();
    const { locals } = context;
    // The shell also differs by the reader's side-menu choice, which the server renders, and by
    // the kind of account: the header and the page show each kind different things.
    const sideMenu = sideMenuFromCookie(context.cookies.get(SIDE_MENU_COOKIE)?.value);
    const key = `${locals.lang} ${sideMenu} ${sessionKindOf(locals)} ${context.url.pathname}${context.url.search}`;
    const now = options.now();
    const kept = entries.get(key);
    if (kept && (kept.expires > now || (renewing.has(key) && kept.expires + options.ttlMs > now))) return responseOf(kept, context);
    renewing.add(key);
    try {
      const shared = locals.member ? { holes: [], personal: false } : null;
      let response: Response;
      let html: string | null = null;
      locals.shared = shared;
      try {
        response = await next();
        // The page streams: its later parts render while the body is read, and must still leave holes.
        if (shared) html = await response.text();
      } finally {
        locals.shared = null;
      }
      const keep = shareable(response) && !shared?.personal;
      if (!shared && !keep) return response;
      // A member's render is always sent through its holes, filled for them, whether it is kept or not.
      const entry: Entry = {
        expires: now + options.ttlMs,
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'content-length' && name !== 'content-encoding'),
        shell: shellBytesOf(html ?? (await response.text()), shared?.holes ?? [], keep),
      };
      if (keep) {
        if (!entries.has(key) && entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      return responseOf(entry, context);
    } finally {
      renewing.delete(key);
    }
  };
};

const seconds = Number(process.env.PAGE_CACHE_SECONDS ?? '2');

export const pageCache = createPageCache({
  ttlMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0,
  maxEntries: 500,
  now: Date.now,
});
