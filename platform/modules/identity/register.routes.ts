import { type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { RegisterMethod } from '../../../contract/accounts.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { AppEnv } from '../../context.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok } from '../../core/http.ts';
import { CAPTCHA_COOKIE } from './captcha.ts';
import { readEncrypted } from '../../core/sealed-body.ts';
import { admitRegistration, register, registerPayloadSchema } from './registration.ts';

/** Gate first, so a switched-off method costs no decryption; the answer is the login result. */
const registerBy = async (c: Context<AppEnv>, method: RegisterMethod) => {
  const p = c.var.platform;
  await admitRegistration(p, method, c.var.ip);
  const request = await readEncrypted(c, registerPayloadSchema);
  const caller = { ip: c.var.ip, userAgent: c.req.header('user-agent'), captchaId: getCookie(c, CAPTCHA_COOKIE) ?? null, lang: c.var.lang };
  return ok(c, await register(p, method, request, caller));
};

/** `PUT /wps/member/register` (USERNAMEREG3) and `PUT /wps/member/register/mobile` (MOBILENUMREG3), both encrypted. */
export const registerRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.register, (c) => registerBy(c, 'username'))
    .on(ENDPOINTS.registerMobile, (c) => registerBy(c, 'mobile')).app;
