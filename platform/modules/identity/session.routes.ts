import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { AppEnv } from '../../context.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readJson } from '../../core/http.ts';
import { requireSession } from './require-session.ts';
import { login, loginWithVerification, sendLoginVerificationSms, type LoginOrigin } from './auth.ts';
import { CAPTCHA_COOKIE } from './captcha.ts';
import { platformKey, readEncrypted } from '../../core/sealed-body.ts';
import { freeplayLogin } from './freeplay.ts';
import { revokeSession } from './sessions.ts';
import { handoffRoutes } from './handoff.routes.ts';

const originOf = (c: Context<AppEnv>): LoginOrigin => ({
  ip: c.var.ip,
  userAgent: c.req.header('user-agent'),
  captchaId: getCookie(c, CAPTCHA_COOKIE) ?? null,
});

export const sessionRoutes = () =>
  endpointRouter()
    // The RSA modulus as hex text (contract/hybrid-crypto.ts), the real platform's key path.
    .on(ENDPOINTS.rsaKey, async (c) => ok(c, (await platformKey(c.var.platform)).modulusHex))
    .on(ENDPOINTS.login, async (c) => {
      const request = await readEncrypted(c, S.login.body);
      return ok(c, await login(c.var.platform, request, originOf(c)));
    })
    // A login from a new address, with the second factor `login_verify_required` offered.
    .on(ENDPOINTS.loginVerification, async (c) => {
      const request = await readEncrypted(c, S.loginVerification.body);
      return ok(c, await loginWithVerification(c.var.platform, request, originOf(c)));
    })
    .on(ENDPOINTS.loginVerificationSms, async (c) => {
      const request = await readJson(c, S.loginVerificationSms.body);
      return ok(c, await sendLoginVerificationSms(c.var.platform, request, originOf(c), c.var.lang));
    })
    .on(ENDPOINTS.freeplayLogin, async (c) => {
      await readJson(c, S.freeplayLogin.body);
      return ok(c, await freeplayLogin(c.var.platform, originOf(c), c.var.lang));
    })
    .on(ENDPOINTS.logout, requireSession, async (c) => {
      await revokeSession(c.var.platform, c.var.member.sessionId);
      return ok(c, null);
    })
    .app.route('/', handoffRoutes());
