import type { APIContext, MiddlewareHandler } from 'astro';
import { STATUS_CACHE_MS } from '../../contract/limits.ts';
import { marketLocale, statusCode, systemStatusSchema, type SystemStatus } from '../../contract/system.ts';
import { resolveClientIp } from '../gateway/astro-endpoint.ts';
import { readPlatform } from '../gateway/platform-client.ts';
import { serviceLinksOf } from '../gateway/service-links.ts';
import { secondsUntil } from '../lib/dates.ts';
import { skipsPageGuards, LANGUAGE_ENDPOINT, SCREEN_PATHS } from '../routes.ts';
import { withHeaders } from './security-headers.ts';

/** What the site shows instead of any page while the platform is closed to the visitor. */
export type SystemScreen =
  | { kind: 'maintenance'; endsAt: number | null; message: string | null; customerServiceUrl: string | null }
  | {
      kind: 'blocked';
      /** `ip`: the caller's address is blocked; `region`: its location is (or the platform did not say which). */
      by: 'ip' | 'region';
      ip: string;
      customerServiceUrl: string | null;
    };

export const screenOf = (status: SystemStatus): SystemScreen | null => {
  const customerServiceUrl = () => serviceLinksOf(status.info.customerService)[0]?.url ?? null;
  switch (statusCode(status)) {
    case 1:
      return {
        kind: 'maintenance',
        endsAt: status.maintenanceEnd,
        message: status.maintenanceMessage,
        customerServiceUrl: customerServiceUrl(),
      };
    case 2:
      return {
        kind: 'blocked',
        by: status.location.blockedBy === 'ip' ? 'ip' : 'region',
        ip: status.location.ip,
        customerServiceUrl: customerServiceUrl(),
      };
    default:
      return null;
  }
};

export interface SystemStatusOptions {
  /** The status for a caller, or null when the platform cannot say (the site then stays open). */
  readStatus(clientIp: string, context: APIContext): Promise<SystemStatus | null>;
  resolveIp(context: APIContext): string;
  now(): number;
  ttlMs: number;
}

/** The status depends on the caller's address (region rules), so it is cached per address. */
const MAX_CACHED_ADDRESSES = 10_000;

export const createSystemStatus = (options: SystemStatusOptions): MiddlewareHandler => {
  const cache = new Map<string, { expires: number; status: Promise<SystemStatus | null> }>();
  const cachedStatus = (ip: string, context: APIContext) => {
    const now = options.now();
    const hit = cache.get(ip);
    if (hit && hit.expires > now) return hit.status;
    if (cache.size >= MAX_CACHED_ADDRESSES) cache.delete(cache.keys().next().value!);
    const status = options.readStatus(ip, context);
    cache.set(ip, { expires: now + options.ttlMs, status });
    // An unknown status is not remembered: the next page asks again.
    void status.then((s) => s ?? cache.delete(ip));
    return status;
  };

  return async (context, next) => {
    context.locals.clientIp = options.resolveIp(context);
    context.locals.screen = null;
    context.locals.status = null;
    context.locals.locale = marketLocale(null, context.locals.lang);
    context.locals.serviceLinks = [];
    const path = context.url.pathname;
    if (skipsPageGuards(path) || path === LANGUAGE_ENDPOINT) return next();
    const status = await cachedStatus(context.locals.clientIp, context);
    // Pages read the site's settings (flags, contacts, app links) from the same cached answer.
    context.locals.status = status;
    context.locals.locale = marketLocale(status, context.locals.lang);
    context.locals.serviceLinks = status ? serviceLinksOf(status.info.customerService) : [];
    const screen = status ? screenOf(status) : null;
    if (!screen) return next();
    context.locals.screen = screen;
    const response = await next(SCREEN_PATHS[screen.kind]);
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (screen.kind === 'maintenance' && screen.endsAt !== null) headers['Retry-After'] = String(secondsUntil(screen.endsAt, options.now()));
    const rendered = new Response(response.body, { status: screen.kind === 'maintenance' ? 503 : 403, headers: response.headers });
    return withHeaders(rendered, headers);
  };
};

/*
 * The platform caches its status for STATUS_CACHE_MS too; a short cache here spares the page
 * path a platform call per request while an operator's change still shows within seconds.
 */
export const systemStatus = createSystemStatus({
  readStatus: async (clientIp, context) => {
    const read = await readPlatform('/wps/system/status', systemStatusSchema, { clientIp, lang: context.locals.lang });
    return read.ok ? read.value : null;
  },
  resolveIp: (context) => resolveClientIp(context.clientAddress, context.request.headers.get('x-forwarded-for')),
  now: Date.now,
  ttlMs: Math.min(STATUS_CACHE_MS, 2_000),
});
