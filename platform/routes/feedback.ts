import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { feedbackRequestSchema } from '../../contract/feedback.ts';
import type { AppEnv } from '../context.ts';
import { ok, readJson } from '../lib/http.ts';
import { tokenOf } from '../middleware/auth.ts';
import { CAPTCHA_COOKIE } from '../services/captcha.ts';
import { submitFeedback } from '../services/feedback.ts';
import { resolveSession } from '../services/sessions.ts';

/** `PUT /wps/feedback`: open to visitors; a logged-in member's message carries the account name. */
export const feedbackRoutes = () =>
  new Hono<AppEnv>().put('/', async (c) => {
    const request = await readJson(c, feedbackRequestSchema);
    const member = await resolveSession(c.var.platform, tokenOf(c.req.header('authorization')));
    await submitFeedback(c.var.platform, request, { ip: c.var.ip, captchaId: getCookie(c, CAPTCHA_COOKIE) ?? null, member, lang: c.var.lang });
    return ok(c, null);
  });
