import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { toShippedLanguage } from '../../../contract/languages.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readQuery } from '../../core/http.ts';
import { helpCenter } from '../content/index.ts';
import { siteSnapshot, systemStatusEnvelope } from './status.ts';

/** Boot-time site configuration (CONTRACT.md 1.5 "System"), all served from the status cache. */
export const systemRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.systemStatus, async (c) => c.body(await systemStatusEnvelope(c.var.platform, c.var.ip), 200, { 'Content-Type': 'application/json' }))
    .on(ENDPOINTS.whitelabel, async (c) => ok(c, (await siteSnapshot(c.var.platform)).info.whitelabel))
    .on(ENDPOINTS.registerSettings, async (c) => ok(c, (await siteSnapshot(c.var.platform)).info.register))
    .on(ENDPOINTS.domainRoute, async (c) => ok(c, (await siteSnapshot(c.var.platform)).info.domainRoute))
    .on(ENDPOINTS.helpCenter, async (c) => {
      const { lang } = readQuery(c, S.helpCenter.query);
      return ok(c, await helpCenter(c.var.platform, lang ? toShippedLanguage(lang) : c.var.lang));
    }).app;
