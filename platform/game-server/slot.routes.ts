import { Hono } from 'hono';
import { GAME_SERVER_PREFIX, slotRoundRequestSchema } from '../../contract/game-play.ts';
import type { AppEnv } from '../context.ts';
import { PlatformError } from '../core/errors.ts';
import { ok, readJson } from '../core/http.ts';
import { continueSlot, openSlot, playRound, slotClock, slotView } from '../modules/play/index.ts';
import { marketLocaleOf } from '../modules/system/index.ts';
import { gameAssets, IMMUTABLE_CACHE } from './assets/game-assets.ts';
import { sendErrorPage } from './pages/ErrorPage.tsx';
import { originsOf, sendPage } from './pages/page-response.ts';
import { SlotPage } from './slot/SlotPage.tsx';

const apiPath = (token: string) => `${GAME_SERVER_PREFIX}/api/slot/${encodeURIComponent(token)}`;

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
        const assets = await gameAssets();
        const urls = {
          roundUrl: `${apiPath(token)}/round`,
          viewUrl: apiPath(token),
          pingUrl: `${apiPath(token)}/ping`,
          realityUrl: `${apiPath(token)}/reality`,
        };
        const page = SlotPage({
          view,
          lang: slot.language,
          locale: await marketLocaleOf(c.var.platform, slot.language),
          assets,
          serverNow: c.var.platform.now().getTime(),
          ...urls,
        });
        return sendPage(c, page, 200, originsOf([view.iconUrl]));
      } catch (err) {
        // The page sits in the site's frame: every failure is a page in the visitor's words, never JSON.
        if (!(err instanceof PlatformError)) c.var.log.error({ err }, 'game page failed');
        return sendErrorPage(c, err instanceof PlatformError ? err.code : 'system.error');
      }
    })
    .get('/api/slot/:token', async (c) => {
      const slot = await openSlot(c.var.platform, c.req.param('token'));
      return ok(c, await slotView(c.var.platform, slot));
    })
    // While the page is open it pings: playing time counts, and it learns of a reality check or the day's time limit.
    .post('/api/slot/:token/ping', async (c) => ok(c, await slotClock(c.var.platform, await openSlot(c.var.platform, c.req.param('token')))))
    .post('/api/slot/:token/reality', async (c) => ok(c, await continueSlot(c.var.platform, await openSlot(c.var.platform, c.req.param('token')))))
    .post('/api/slot/:token/round', async (c) => {
      const body = await readJson(c, slotRoundRequestSchema);
      return ok(c, await playRound(c.var.platform, c.req.param('token'), body));
    })
    // The pages' scripts and stylesheets, by names that carry their content's hash.
    .get('/assets/:name', async (c) => {
      const asset = (await gameAssets()).byName.get(c.req.param('name'));
      if (!asset) throw new PlatformError('api.not.found', undefined, c.req.path);
      return c.body(asset.body, 200, { 'Content-Type': asset.contentType, 'Cache-Control': IMMUTABLE_CACHE });
    });
