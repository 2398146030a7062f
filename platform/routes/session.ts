import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { loginVerificationRequestSchema, loginVerificationSmsRequestSchema } from '../../contract/accounts.ts';
import { freeplayRequestSchema, loginRequestSchema } from '../../contract/session.ts';
import type { AppEnv } from '../context.ts';
import { ok, readJson } from '../lib/http.ts';
import { requireSession } from '../middleware/auth.ts';
import { login, loginWithVerification, sendLoginVerificationSms, type LoginOrigin } from '../services/auth.ts';
import { CAPTCHA_COOKIE } from '../services/captcha.ts';
import { platformKey, readEncrypted } from '../services/crypto.ts';
import { freeplayLogin } from '../services/freeplay.ts';
import { revokeSession } from '../services/sessions.ts';
import { handoffRoutes } from './handoff.ts';


const originOf = (c: Context<AppEnv>): LoginOrigin => ({
  ip: c.var.ip,
  userAgent: c.req.header('user-agent'),
  captchaId: getCookie(c, CAPTCHA_COOKIE) ?? null,
});

export const sessionRoutes = () =>
  new Hono<AppEnv>()
    // The RSA modulus as hex text (contract/hybrid-crypto.ts), the real platform's key path.
    .get('/key/rsa', async (c) => ok(c, (await platformKey(c.var.platform)).modulusHex))
    .post('/login', async (c) => {
      const request = await readEncrypted(c, loginRequestSchema);
      return ok(c, await login(c.var.platform, request, originOf(c)));
    })
    // A login from a new address, with the second factor `login_verify_required` offered.
    .post('/login/verification', async (c) => {
      const request = await readEncrypted(c, loginVerificationRequestSchema);
      return ok(c, await loginWithVerification(c.var.platform, request, originOf(c)));
    })
    .post('/login/verification/sms', async (c) => {
      const request = await readJson(c, loginVerificationSmsRequestSchema);
      return ok(c, await sendLoginVerificationSms(c.var.platform, request, originOf(c), c.var.lang));
    })
    .post('/login/freeplay', async (c) => {
      await readJson(c, freeplayRequestSchema);
      return ok(c, await freeplayLogin(c.var.platform, originOf(c), c.var.lang));
    })
    .delete('/logout', requireSession, async (c) => {
      await revokeSession(c.var.platform, c.var.member.sessionId);
      return ok(c, null);
    })
    .route('/handoff', handoffRoutes());
