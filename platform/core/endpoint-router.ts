import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../contract/endpoints.ts';
import type { AppEnv } from '../context.ts';

/** Guards first (a session, a real account…), the answering handler last. */
type Handlers = [...MiddlewareHandler<AppEnv>[], Handler<AppEnv>];

/** A module's routes, each declared by its registry entry (contract/endpoints.ts). */
export interface EndpointRouter {
  /** Answers `endpoint` at the entry's own method and full path. */
  on(endpoint: Endpoint, ...handlers: Handlers): EndpointRouter;
  /** The routes as a Hono sub-app; the paths are full, so it is mounted at `/`. */
  readonly app: Hono<AppEnv>;
}

/**
 * The one way a module declares a platform call: the path and method come from the registry, so
 * the client, the gateway, the OpenAPI document and the routes cannot drift apart.
 */
export const endpointRouter = (): EndpointRouter => {
  const app = new Hono<AppEnv>();
  const router: EndpointRouter = {
    app,
    on(endpoint, ...handlers) {
      app.on(endpoint.method, [endpoint.path], ...handlers);
      return router;
    },
  };
  return router;
};
