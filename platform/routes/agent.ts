import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { ok } from '../lib/http.ts';
import { checkAffiliateCode } from '../services/affiliate.ts';

/** Agent calls open to visitors (CONTRACT.md 1.5). Only `success` of the affiliate check is read. */
export const agentRoutes = () =>
  new Hono<AppEnv>().get('/affiliate', async (c) => {
    await checkAffiliateCode(c.var.platform, c.req.query(), c.var.ip);
    return ok(c, null);
  });
