import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { GAME_SERVER_PREFIX, slotRoundRequestSchema } from '../../contract/game-play.ts';
import { isShippedLanguage, toShippedLanguage, type ShippedLanguage } from '../../contract/languages.ts';
import type { AppEnv } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { errorMessage } from '../i18n.ts';
import { ok, readJson } from '../lib/http.ts';
import { IMMUTABLE_CACHE, slotAsset } from '../services/slot-page-assets.ts';
import { renderSlotErrorPage, renderSlotPage, slotPagePolicy } from '../services/slot-page-html.ts';
import { playRound } from '../services/slot-rounds.ts';
import { openSlot, slotView } from '../services/slot-session.ts';

const apiPath = (token: string) => `${GAME_SERVER_PREFIX}/api/slot/${encodeURIComponent(token)}`;

// A page opened from a link has no Language header: the site's language cookie says it, then the header.
export const visitorLanguage = (c: Context<AppEnv>): ShippedLanguage => {
  const cookie = getCookie(c, 'lang');
  return isShippedLanguage(cookie) ? toShippedLanguage(cookie) : c.var.lang;
};

export const html = (c: Context<AppEnv>, body: string, status: ContentfulStatusCode, policy: string) => {
  c.header('Content-Security-Policy', policy);
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(body, status);
};

/**
 * /gs: the embedded game server every launch opens (ARCHITECTURE.md "Embedded stand-ins"). The
 * launch token in the path is the only credential: nothing here needs the site's session, and
 * nothing answers 401, which the site would take for a logout.
 */
export const gameServerRoutes = () =>
  new Hono<AppEnv>()
    .get('/slot/:token', async (c) => {
      const token = c.req.param('token');
      try {
        const slot = await openSlot(c.var.platform, token);
        const view = await slotView(c.var.platform, slot);
        const page = renderSlotPage({ view, lang: slot.language, roundUrl: `${apiPath(token)}/round`, viewUrl: apiPath(token), serverNow: c.var.platform.now().getTime() });
        return html(c, page, 200, slotPagePolicy(view.iconUrl));
      } catch (err) {
        // The page sits in the site's frame: every failure is a page in the visitor's words, never JSON.
        if (!(err instanceof PlatformError)) console.error('[platform] game page', err);
        const failure = err instanceof PlatformError ? err : new PlatformError('system.error');
        const lang = visitorLanguage(c);
        return html(c, renderSlotErrorPage(lang, errorMessage(failure.code, lang)), failure.status, slotPagePolicy());
      }
    })
    .get('/api/slot/:token', async (c) => {
      const slot = await openSlot(c.var.platform, c.req.param('token'));
      return ok(c, await slotView(c.var.platform, slot));
    })
    .post('/api/slot/:token/round', async (c) => {
      const body = await readJson(c, slotRoundRequestSchema);
      return ok(c, await playRound(c.var.platform, c.req.param('token'), body));
    })
    .get('/assets/:name', (c) => {
      const asset = slotAsset(c.req.param('name'));
      if (!asset) throw new PlatformError('api.not.found', undefined, c.req.path);
      return c.body(asset.body, 200, { 'Content-Type': asset.contentType, 'Cache-Control': IMMUTABLE_CACHE });
    });
