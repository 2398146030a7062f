import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { ok } from '../lib/http.ts';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, issueCaptcha } from '../services/captcha.ts';
import { issueHumanChallenge } from '../services/human-check.ts';

export const captchaRoutes = () =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
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
    .get('/human', async (c) => ok(c, await issueHumanChallenge(c.var.platform, c.var.ip)));
