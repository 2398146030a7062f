import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_STATUS } from '../contract/error-codes.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Platform } from './context.ts';
import { PlatformError } from './errors.ts';
import { errorMessage, languageOf } from './i18n.ts';
import { clientIp } from './lib/client-ip.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { gameLaunchRoutes } from './routes/game-launch.ts';
import { gameServerRoutes, html, visitorLanguage } from './routes/game-server.ts';
import { lotteryGatewayRoutes } from './routes/lottery-gateway.ts';
import { lotteryServerRoutes } from './routes/lottery-server.ts';
import { lottoGatewayRoutes } from './routes/lotto-gateway.ts';
import { memberRoutes } from './routes/member.ts';
import { agentRoutes } from './routes/agent.ts';
import { registerRoutes } from './routes/register.ts';
import { verificationRoutes } from './routes/verification.ts';
import { relayRoutes } from './routes/relay.ts';
import { sessionRoutes } from './routes/session.ts';
import { systemRoutes } from './routes/system.ts';
import { walletRoutes } from './routes/wallet.ts';
import { renderSlotErrorPage, slotPagePolicy } from './services/slot-page-html.ts';
import { gateStatus } from './services/status.ts';

/** Calls that must answer during maintenance or a region block: the screens are built from them. */
const UNGATED = new Set(['/wps/system/status', '/wps/system/domainRoute']);

/** The game server's pages (a slot, a lottery): they sit in the site's frame, so a closed site answers them with a page. */
const GAME_PAGE = /^\/gs\/(?:slot|lottery)\/[^/]+$/;

/** The embedded platform API: one Hono app, one error handler, the real envelope. */
export const createApp = (platform: Platform) => {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set('platform', platform);
    c.set('lang', languageOf(c.req.header('language')));
    c.set('ip', clientIp(c.env?.clientIp, c.req.header('x-forwarded-for'), platform.env.TRUST_PROXY));
    await next();
    // Answers are never stored, unless a route says otherwise (the game server's content-hashed assets).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });

  app.use(async (c, next) => {
    if (!UNGATED.has(c.req.path)) {
      const gate = await gateStatus(platform, c.var.ip);
      if (gate !== 'open' && c.req.method === 'GET' && GAME_PAGE.test(c.req.path)) {
        const lang = visitorLanguage(c);
        const code = gate === 'maintenance' ? 'system.maintenance' : 'system.region.restricted';
        return html(c, renderSlotErrorPage(lang, errorMessage(code, lang)), ERROR_STATUS[code], slotPagePolicy());
      }
      if (gate === 'maintenance') throw new PlatformError('system.maintenance');
      if (gate === 'region') throw new PlatformError('system.region.restricted', { ip: c.var.ip });
    }
    return next();
  });

  const routes = app
    .route('/wps/session', sessionRoutes())
    .route('/wps/member/register', registerRoutes())
    .route('/wps/member', memberRoutes())
    .route('/wps/verification', verificationRoutes())
    .route('/wps/agent', agentRoutes())
    .route('/wps/system', systemRoutes())
    .route('/wps/v2/wallets', walletRoutes())
    .route('/wps/captcha', captchaRoutes())
    .route('/wps/feedback', feedbackRoutes())
    .route('/wps/relay', relayRoutes())
    .route('/wps/game', gameLaunchRoutes())
    .route('/lgw', lotteryGatewayRoutes())
    .route('/lotto/lgw', lottoGatewayRoutes())
    .route('/gs/lottery', lotteryServerRoutes())
    .route('/gs', gameServerRoutes());

  app.notFound((c) => {
    throw new PlatformError('api.not.found', undefined, c.req.path);
  });

  app.onError((err, c) => {
    const lang = c.var.lang ?? 'ES';
    if (err instanceof PlatformError) {
      return c.json(
        { success: false, errorCode: err.code, message: errorMessage(err.code, lang), value: err.value ?? null },
        err.status,
      );
    }
    if (err instanceof HTTPException && err.status < 500) {
      // Hono's own refusals (e.g. a malformed request line); they carry no business meaning.
      return c.json(
        { success: false, errorCode: 'request_param_err', message: errorMessage('request_param_err', lang), value: null },
        err.status as ContentfulStatusCode,
      );
    }
    console.error('[platform]', c.req.method, c.req.path, err);
    return c.json({ success: false, errorCode: 'system.error', message: errorMessage('system.error', lang), value: null }, 500);
  });

  return routes;
};

export type PlatformApp = ReturnType<typeof createApp>;
