import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { PlatformError } from './errors.ts';

/**
 * Refuses a request body longer than the limit with `request.too.large` (413, the usual
 * envelope). A declared Content-Length is judged before anything is read; a chunked body is
 * counted as it streams and the read stops at the first chunk past the limit, so an endless
 * upload costs the server at most the limit. Mounted once per app, before any route, so every
 * route that reads a body reads at most this much. The limit may depend on the call (`c`).
 */
export const limitBody = (maxBytes: number | ((c: Context<AppEnv>) => number)): MiddlewareHandler<AppEnv> => {
  const tooLarge = (): never => {
    throw new PlatformError('request.too.large');
  };
  if (typeof maxBytes === 'number') return bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  // A request without a body (every GET) has nothing to limit.
  return (c, next) => (c.req.raw.body ? bodyLimit({ maxSize: maxBytes(c), onError: tooLarge })(c, next) : next());
};
