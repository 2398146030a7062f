import { Hono } from 'hono';
import { handoffRedeemSchema } from '../../contract/handoff.ts';
import type { AppEnv } from '../context.ts';
import { ok, readJson } from '../lib/http.ts';
import { requireSession } from '../middleware/auth.ts';
import { createHandoff, redeemHandoff } from '../services/handoff.ts';

/** `/wps/session/handoff`: a single-use code for the app (POST), and its redeem for a new session. */
export const handoffRoutes = () =>
  new Hono<AppEnv>()
    .post('/', requireSession, async (c) => ok(c, await createHandoff(c.var.platform, c.var.member)))
    .post('/redeem', async (c) => {
      const { code } = await readJson(c, handoffRedeemSchema);
      return ok(c, await redeemHandoff(c.var.platform, code, { ip: c.var.ip, userAgent: c.req.header('user-agent'), captchaId: null }));
    });
