import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { PlatformError } from '../../core/errors.ts';
import { answerLanguage, ok, readQuery } from '../../core/http.ts';
import { requireSession } from '../identity/index.ts';
import { launchGame } from './launch.ts';

/** The verbs the real platform refuses on launchGame with #459 rather than "not found". */
const REFUSED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** /wps/game: launchGame (CONTRACT.md 4.5). Only GET launches; the real platform refuses POST with #459. */
export const gameLaunchRoutes = () => {
  const routes = endpointRouter().on(ENDPOINTS.launchGame, requireSession, async (c) => {
    const q = readQuery(c, S.launchGame.query);
    return ok(c, await launchGame(c.var.platform, c.var.member, q, answerLanguage(c, q.language)));
  }).app;
  // A guard on the path rather than routes of their own: the call has one method, the registry's.
  routes.use(ENDPOINTS.launchGame.path, async (c, next) => {
    if (REFUSED_METHODS.has(c.req.method)) throw new PlatformError('http_method_not_support');
    await next();
  });
  return routes;
};
