import { Hono } from 'hono';
import { helpCenterQuerySchema } from '../../contract/content.ts';
import { toShippedLanguage } from '../../contract/languages.ts';
import type { AppEnv } from '../context.ts';
import { ok, readQuery } from '../lib/http.ts';
import { helpCenter } from '../services/help-center.ts';
import { siteSnapshot, systemStatusEnvelope } from '../services/status.ts';

/** Boot-time site configuration (CONTRACT.md 1.5 "System"), all served from the status cache. */
export const systemRoutes = () =>
  new Hono<AppEnv>()
    .get('/status', async (c) => c.body(await systemStatusEnvelope(c.var.platform, c.var.ip), 200, { 'Content-Type': 'application/json' }))
    .get('/whitelabel', async (c) => ok(c, (await siteSnapshot(c.var.platform)).info.whitelabel))
    .get('/setting/register', async (c) => ok(c, (await siteSnapshot(c.var.platform)).info.register))
    .get('/domainRoute', async (c) => ok(c, (await siteSnapshot(c.var.platform)).info.domainRoute))
    .get('/helpCenter', async (c) => {
      const { lang } = readQuery(c, helpCenterQuerySchema);
      return ok(c, await helpCenter(c.var.platform, lang ? toShippedLanguage(lang) : c.var.lang));
    });
