import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv } from '../context.ts';
import type { Logger } from './logger.ts';

/** The longest caller-sent X-Request-Id kept; a longer one (or one with other than [A-Za-z0-9_=-]) is replaced. */
export const REQUEST_ID_MAX_LENGTH = 128;

/**
 * Gives the request its id: the caller's X-Request-Id when well-formed (a proxy in front of us
 * can then follow a call end to end), else a fresh random UUID. The id goes back in the answer's
 * X-Request-Id header, in every error envelope, and on every log line of the request.
 */
export const withRequestId = (): MiddlewareHandler<AppEnv> => requestId({ limitLength: REQUEST_ID_MAX_LENGTH });

/** Route parameters that are credentials (the game server's launch tokens): logged by name only. */
const SECRET_PARAM = /token|secret|password/i;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The path as logged: never the query string, and a credential in the path shows as `:token`. */
const loggedPath = (c: Context<AppEnv>): string => {
  const params: Record<string, string> = c.req.param();
  const secrets = new Map(Object.entries(params).flatMap(([name, value]) => (SECRET_PARAM.test(name) ? [[value, `:${name}`] as const] : [])));
  if (!secrets.size) return c.req.path;
  return c.req.path
    .split('/')
    .map((segment) => secrets.get(decoded(segment)) ?? segment)
    .join('/');
};

/**
 * Binds a child of `log` to the request id on `c.var.log`, then writes one line per request:
 * method, path, status and duration. Must run after `withRequestId`.
 */
export const requestLog =
  (log: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    const requestLog = log.child({ requestId: c.var.requestId });
    c.set('log', requestLog);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    requestLog.info({ method: c.req.method, path: loggedPath(c), status: c.res.status, ms }, 'request');
  };
