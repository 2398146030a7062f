import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { LOTTERY_VIEWS, lotteryTicketRequestSchema } from '../../contract/game-play.ts';
import { formatMinor } from '../../contract/wallet.ts';
import type { AppEnv } from '../context.ts';
import { fail, PlatformError } from '../core/errors.ts';
import { languageOf } from '../core/i18n.ts';
import { ok, readJson, readQuery } from '../core/http.ts';
import { catalogueSnapshot } from '../modules/catalogue/index.ts';
import {
  buyTicket,
  continueLottery,
  gameOfPlay,
  gameState,
  lobbyState,
  lotteryClock,
  memberTickets,
  PAGE_TICKETS_LIMIT,
  resolveLotteryPlay,
} from '../modules/lottery/index.ts';
import { recordLaunch } from '../modules/play/index.ts';
import { marketLocaleOf } from '../modules/system/index.ts';
import { gameAssets } from './assets/game-assets.ts';
import { LotteryGame } from './lottery/LotteryGame.tsx';
import { LotteryLobby } from './lottery/LotteryLobby.tsx';
import { sendErrorPage } from './pages/ErrorPage.tsx';
import { originsOf, sendPage } from './pages/page-response.ts';

const gameQuery = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(64).optional());
const pageQuerySchema = z.object({ game: gameQuery.catch(undefined), view: z.enum(LOTTERY_VIEWS).optional().catch(undefined) });
const apiQuerySchema = z.object({ game: gameQuery, limit: z.coerce.number().int().min(1).max(50).default(PAGE_TICKETS_LIMIT) });

/** The lottery page's launch, with error messages in the launch's language from here on. */
const playOf = async (c: Context<AppEnv>) => {
  const play = await resolveLotteryPlay(c.var.platform, c.req.param('token'));
  c.set('lang', play.language);
  return play;
};

/** Image sources of the page: the site's own, or the art CDNs the site settings name. */
const imageOrigins = async (c: Context<AppEnv>) => originsOf((await catalogueSnapshot(c.var.platform)).imageCdns);

/**
 * `/gs/lottery`: the house lottery's page (HTML) and its JSON API, named by the launch token; its
 * script and stylesheet are the game server's (`/gs/assets`). Nothing here answers 401: a dead
 * token is `game.session.invalid` (404) or `.expired` (410), and the page shows it as an HTML
 * page, since a 401 through the gateway would sign the site out.
 */
export const lotteryServerRoutes = () =>
  new Hono<AppEnv>()
    .get('/api/:token/state', async (c) => {
      const play = await playOf(c);
      const q = readQuery(c, apiQuerySchema);
      const game = await gameOfPlay(c.var.platform, play, q.game);
      return ok(c, game ? await gameState(c.var.platform, play, game) : await lobbyState(c.var.platform, play));
    })
    .get('/api/:token/tickets', async (c) => {
      const play = await playOf(c);
      const q = readQuery(c, apiQuerySchema);
      const game = await gameOfPlay(c.var.platform, play, q.game);
      return ok(c, { list: await memberTickets(c.var.platform, play.memberId, { ...(game ? { gameId: game.id } : {}), limit: q.limit }) });
    })
    // While the betting page is open it pings: playing time counts, and it learns of a reality check or the day's time limit.
    .post('/api/:token/ping', async (c) => ok(c, await lotteryClock(c.var.platform, await playOf(c))))
    .post('/api/:token/reality', async (c) => ok(c, await continueLottery(c.var.platform, await playOf(c))))
    .post('/api/:token/tickets', async (c) => {
      const play = await playOf(c);
      const q = readQuery(c, apiQuerySchema);
      const game = (await gameOfPlay(c.var.platform, play, q.game)) ?? fail('game.not.found');
      const req = await readJson(c, lotteryTicketRequestSchema);
      // The ticket is paid by the launch's prize mode: a ZY launch of a traditional game at ZY's odds.
      const buyer = { memberId: play.memberId, type: play.type, sessionId: play.sessionId, prizeMode: play.options.prizeMode };
      const bought = await buyTicket(c.var.platform, buyer, game, req);
      return ok(c, { ticket: bought.ticket, balance: formatMinor(bought.balance) });
    })
    .get('/:token', async (c) => {
      const p = c.var.platform;
      // Until the launch is known, the visitor's site language (the cookie travels with the frame).
      let lang = languageOf(getCookie(c, 'lang') ?? c.req.header('language'));
      try {
        const launch = await playOf(c);
        lang = launch.language;
        const play = { ...launch, locale: await marketLocaleOf(p, launch.language) };
        const q = pageQuerySchema.parse(c.req.query());
        const game = q.view === 'lobby' ? null : await gameOfPlay(p, play, q.game);
        const assets = await gameAssets();
        if (!game || (play.options.view === 'lobby' && !q.game && q.view !== 'betting')) {
          return sendPage(c, LotteryLobby({ play, state: await lobbyState(p, play), assets }), 200, await imageOrigins(c));
        }
        // A game picked in the lobby counts as launched.
        if (q.game) await recordLaunch(p.db, play.memberId, game.id, p.now());
        return sendPage(c, LotteryGame({ play, state: await gameState(p, play, game), assets }), 200, await imageOrigins(c));
      } catch (err) {
        if (!(err instanceof PlatformError) || err.status >= 500) throw err;
        return sendErrorPage(c, err.code, { game: 'lottery', lang });
      }
    });
