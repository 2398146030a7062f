import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readJson } from '../../core/http.ts';
import { requireSession } from './require-session.ts';
import { createHandoff, redeemHandoff } from './handoff.ts';

/** `/wps/session/handoff`: a single-use code for the app (POST), and its redeem for a new session. */
export const handoffRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.handoff, requireSession, async (c) => ok(c, await createHandoff(c.var.platform, c.var.member)))
    .on(ENDPOINTS.handoffRedeem, async (c) => {
      const { code } = await readJson(c, S.handoffRedeem.body);
      return ok(c, await redeemHandoff(c.var.platform, code, { ip: c.var.ip, userAgent: c.req.header('user-agent'), captchaId: null }));
    }).app;
