import { getCookie, setCookie } from 'hono/cookie';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok } from '../../core/http.ts';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, issueCaptcha } from './captcha.ts';
import { issueHumanChallenge } from './human-check.ts';

export const captchaRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.captcha, async (c) => {
      const p = c.var.platform;
      const { id, png } = await issueCaptcha(p, getCookie(c, CAPTCHA_COOKIE), c.var.ip);
      setCookie(c, CAPTCHA_COOKIE, id, {
        httpOnly: true,
        secure: p.env.secureCookies,
        sameSite: 'Lax',
        path: '/',
        maxAge: CAPTCHA_TTL_MS / 1000,
      });
      // The client prefixes `data:image/png;base64,` itself (CONTRACT.md 4.1).
      return ok(c, png.toString('base64'));
    })
    // The proof-of-work challenge of the human verification (`{challenge, difficulty, expiresAt}`).
    .on(ENDPOINTS.humanChallenge, async (c) => ok(c, await issueHumanChallenge(c.var.platform, c.var.ip))).app;
