import { getCookie } from 'hono/cookie';
import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readJson } from '../../core/http.ts';
import { tokenOf } from '../identity/index.ts';
import { CAPTCHA_COOKIE } from '../identity/index.ts';
import { submitFeedback } from './feedback.ts';
import { resolveSession } from '../identity/index.ts';

/** `PUT /wps/feedback`: open to visitors; a logged-in member's message carries the account name. */
export const feedbackRoutes = () =>
  endpointRouter().on(ENDPOINTS.feedback, async (c) => {
    const request = await readJson(c, S.feedback.body);
    const member = await resolveSession(c.var.platform, tokenOf(c.req.header('authorization')));
    await submitFeedback(c.var.platform, request, {
      ip: c.var.ip,
      captchaId: getCookie(c, CAPTCHA_COOKIE) ?? null,
      member,
      lang: c.var.lang,
    });
    return ok(c, null);
  }).app;
