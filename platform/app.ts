import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ENDPOINTS } from '../contract/endpoints.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Platform } from './context.ts';
import { PlatformError } from './core/errors.ts';
import { languageOf } from './core/i18n.ts';
import { clientIp } from './core/client-ip.ts';
import { OPENAPI_PATH, openApiDocument } from './core/openapi.ts';
import { failure, urlControlCharacterFields } from './core/http.ts';
import { limitBody } from './core/body-limit.ts';
import { MAX_JSON_BODY_BYTES } from '../contract/limits.ts';
import { requestLog, withRequestId } from './core/request-log.ts';
import { captchaRoutes } from './modules/identity/index.ts';
import { feedbackRoutes } from './modules/feedback/index.ts';
import { gameLaunchRoutes } from './modules/launch/index.ts';
import { gameServerRoutes } from './game-server/slot.routes.ts';
import { lotteryGatewayRoutes } from './modules/lottery/index.ts';
import { lotteryServerRoutes } from './game-server/lottery.routes.ts';
import { chatServerRoutes } from './game-server/chat.routes.ts';
import { dealerArtRoutes } from './modules/live/index.ts';
import { lottoGatewayRoutes } from './modules/lottery/index.ts';
import { memberRoutes } from './modules/identity/index.ts';
import { agentRoutes } from './modules/identity/index.ts';
import { registerRoutes } from './modules/identity/index.ts';
import { verificationRoutes } from './modules/identity/index.ts';
import { transactionPasswordRoutes } from './modules/identity/index.ts';
import { avatarImageRoutes, bodyLimitOf, securityRoutes } from './modules/identity/index.ts';
import { relayRoutes } from './relays.ts';
import { sessionRoutes } from './modules/identity/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { downlineTransferRoutes } from './modules/agent/index.ts';
import { contractRoutes } from './modules/contracts/index.ts';
import { responsibleRoutes } from './modules/responsible/index.ts';
import { moneyOutRoutes, walletRoutes } from './modules/member/index.ts';
import { sendErrorPage } from './game-server/pages/ErrorPage.tsx';
import { gateStatus } from './modules/system/index.ts';
import { gameArtRoutes } from './modules/catalogue/index.ts';
import { contentArtRoutes } from './modules/content/index.ts';
import { DEPOSIT_TASK_MAX_BODY_BYTES } from '../contract/deposits.ts';
import { UPLOADS_MAX_BODY_BYTES } from '../contract/uploads.ts';
import { cardNotificationRoutes } from './modules/deposit/index.ts';
import { paymentProviderRoutes } from './payment-provider/index.ts';
import { socialRoutes } from './modules/identity/index.ts';
import { oidcProviderRoutes, OIDC_PROVIDER_PREFIX } from './oidc-provider/index.ts';

/** Calls that must answer during maintenance or a region block: the screens are built from them. */
// The payment provider's notification too: the player has paid, whatever the site's state (or its server's address).
const UNGATED = new Set([ENDPOINTS.systemStatus.path, ENDPOINTS.domainRoute.path, ENDPOINTS.cardNotification.path]);

/** The site's images answer whatever the site's state: they carry no data and the screens may show them. */
const isArt = (path: string) => path.startsWith('/cdn/');

/** The game server's pages (a slot, a lottery): they sit in the site's frame, so a closed site answers them with a page. */
const GAME_PAGE = /^\/gs\/(?:slot|lottery|chat)\/[^/]+$/;

const NOSNIFF: readonly (readonly [string, string])[] = [['X-Content-Type-Options', 'nosniff']];
const NO_STORE_NOSNIFF: readonly (readonly [string, string])[] = [['Cache-Control', 'no-store'], ...NOSNIFF];

/**
 * Headers on a finished answer. They are set on it in place: `c.header()` would rebuild the
 * answer around its body stream each time. An answer whose headers cannot change (one fetched
 * from elsewhere) is rebuilt once, by Hono.
 */
const withAnswerHeaders = (c: Context<AppEnv>, values: readonly (readonly [string, string])[]) => {
  try {
    for (const [name, value] of values) c.res.headers.set(name, value);
  } catch {
    for (const [name, value] of values) c.header(name, value);
  }
};

/** The embedded platform API: one Hono app, one error handler, the real envelope. */
export const createApp = (platform: Platform) => {
  const app = new Hono<AppEnv>();

  app.use(withRequestId(), requestLog(platform.log), async (c, next) => {
    c.set('platform', platform);
    c.set('lang', languageOf(c.req.header('language')));
    c.set('ip', clientIp(c.env?.clientIp, c.req.header('x-forwarded-for'), platform.env.TRUST_PROXY));
    await next();
    // Answers are never stored, unless a route says otherwise (the game server's content-hashed assets).
    withAnswerHeaders(c, c.res.headers.has('Cache-Control') ? NOSNIFF : NO_STORE_NOSNIFF);
  });

  // No text of a request holds a control character: the URL is checked here, a body where it is read (core/http.ts).
  app.use(async (c, next) => {
    const fields = urlControlCharacterFields(c);
    if (!fields) return next();
    if (c.req.method === 'GET' && GAME_PAGE.test(c.req.path)) return sendErrorPage(c, 'request_param_err');
    throw new PlatformError('request_param_err', { fields });
  });

  app.use(async (c, next) => {
    if (!UNGATED.has(c.req.path) && !isArt(c.req.path)) {
      const gate = await gateStatus(platform, c.var.ip);
      if (gate !== 'open' && c.req.method === 'GET' && GAME_PAGE.test(c.req.path)) {
        return sendErrorPage(c, gate === 'maintenance' ? 'system.maintenance' : 'system.region.restricted');
      }
      if (gate === 'maintenance') throw new PlatformError('system.maintenance');
      if (gate === 'region') throw new PlatformError('system.region.restricted', { ip: c.var.ip });
    }
    return next();
  });

  // No call takes a body larger than this (a picture upload its own); a longer one, chunked or not, is not read past it.
  app.use(
    limitBody((c) =>
      // A deposit request may carry its receipt (5 MB, as base64), a withdrawal's confirmation or a promotion application its images (three).
      c.req.path === ENDPOINTS.createDepositTask.path
        ? DEPOSIT_TASK_MAX_BODY_BYTES
        : c.req.path === ENDPOINTS.confirmPayment.path || c.req.path === ENDPOINTS.applyPromotion.path
          ? UPLOADS_MAX_BODY_BYTES
          : bodyLimitOf(c.req.method, c.req.path, MAX_JSON_BODY_BYTES),
    ),
  );

  // The platform calls carry their full paths from the endpoint registry (contract/endpoints.ts).
  const routes = app
    .route('/', sessionRoutes())
    .route('/', registerRoutes())
    .route('/', memberRoutes())
    .route('/', transactionPasswordRoutes())
    .route('/', securityRoutes())
    .route('/', verificationRoutes())
    .route('/', agentRoutes())
    .route('/', systemRoutes())
    .route('/', walletRoutes())
    .route('/', moneyOutRoutes())
    .route('/', downlineTransferRoutes())
    .route('/', contractRoutes())
    .route('/', responsibleRoutes())
    .route('/', captchaRoutes())
    .route('/', feedbackRoutes())
    .route('/', relayRoutes())
    .route('/', cardNotificationRoutes())
    .route('/', gameLaunchRoutes())
    .route('/', lotteryGatewayRoutes())
    .route('/', lottoGatewayRoutes())
    .route('/gs/lottery', lotteryServerRoutes())
    .route('/gs/chat', chatServerRoutes())
    .route('/gs', gameServerRoutes())
    // The embedded payment provider calls the platform back over HTTP, in process: the same call a real provider makes.
    .route(
      '/pay',
      paymentProviderRoutes((request) => Promise.resolve(app.fetch(request, { clientIp: '127.0.0.1' }))),
    )
    // Social sign-in reaches the embedded OpenID Connect stand-in in process, by the same HTTP calls a real provider takes.
    .route(
      '/',
      socialRoutes((request) => Promise.resolve(app.fetch(request, { clientIp: '127.0.0.1' }))),
    )
    .route(OIDC_PROVIDER_PREFIX, oidcProviderRoutes())
    .route('/cdn/games', gameArtRoutes())
    .route('/cdn/live', dealerArtRoutes())
    .route('/cdn', avatarImageRoutes())
    .route('/cdn', contentArtRoutes());
  // The document of those calls, for developers; a production server does not describe itself.
  if (platform.env.NODE_ENV !== 'production') routes.get(OPENAPI_PATH, (c) => c.json(openApiDocument()));

  app.notFound((c) => {
    throw new PlatformError('api.not.found', undefined, c.req.path);
  });

  app.onError((err, c) => {
    if (err instanceof PlatformError) return failure(c, err.code, err.value, err.status);
    // Hono's own refusals (e.g. a malformed request line); they carry no business meaning.
    if (err instanceof HTTPException && err.status < 500) return failure(c, 'request_param_err', null, err.status as ContentfulStatusCode);
    (c.var.log ?? platform.log).error({ err, method: c.req.method, path: c.req.path }, 'unexpected error');
    return failure(c, 'system.error');
  });

  return routes;
};

export type PlatformApp = ReturnType<typeof createApp>;
