import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { Endpoint } from '../../../contract/endpoints.ts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { answerLanguage, ok, readQuery } from '../../core/http.ts';
import { resolveSession, tokenOf } from '../identity/index.ts';
import { requireModule } from '../system/index.ts';
import { chatUrlFor } from './chat.ts';
import { findLiveTable, liveTableList } from './tables.ts';

/** The live centre's calls answer only while the site offers them (module CBS3). */
const moduleOf =
  (endpoint: Endpoint): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (endpoint.modId) await requireModule(c.var.platform, endpoint.modId);
    await next();
  };

/** `CBS_modelList` and `CBS_launchChat` (CONTRACT.md 1.5): the live tables and the address of a table's chat. */
export const liveRelaysRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.liveModels, moduleOf(ENDPOINTS.liveModels), async (c) => {
      const q = readQuery(c, S.liveModels.query);
      return ok(c, { list: await liveTableList(c.var.platform, answerLanguage(c, q.language)) });
    })
    .on(ENDPOINTS.launchChat, moduleOf(ENDPOINTS.launchChat), async (c) => {
      const q = readQuery(c, S.launchChat.query);
      const lang = answerLanguage(c, q.language);
      const table = await findLiveTable(c.var.platform, q.tableId, lang);
      // Open to visitors (they read); a member's session, when there is one, makes the page post as them.
      const member = await resolveSession(c.var.platform, tokenOf(c.req.header('authorization')));
      return ok(c, { chatUrl: await chatUrlFor(c.var.platform, table.tableId, member, lang) });
    }).app;
