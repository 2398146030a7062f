import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { LOTTERY_VIEWS, lotteryTicketRequestSchema } from '../../contract/game-play.ts';
import { formatMinor } from '../../contract/wallet.ts';
import type { AppEnv } from '../context.ts';
import { fail, PlatformError } from '../errors.ts';
import { errorMessage, languageOf } from '../i18n.ts';
import { ok, readJson, readQuery } from '../lib/http.ts';
import { catalogueSnapshot } from '../services/games-snapshot.ts';
import { pageCsp, renderError, renderGame, renderLobby } from '../services/lottery-page.ts';
import { LOTTERY_PAGE_SCRIPT } from '../services/lottery-page-script.ts';
import { LOTTERY_PAGE_STYLE } from '../services/lottery-page-style.ts';
import { gameOfPlay, resolveLotteryPlay } from '../services/lottery-session.ts';
import { gameState, lobbyState, PAGE_TICKETS_LIMIT } from '../services/lottery-state.ts';
import { buyTicket, memberTickets } from '../services/lottery-tickets.ts';
import { recordLaunch } from '../services/recent-games.ts';

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
const imageOrigins = async (c: Context<AppEnv>) =>
  (await catalogueSnapshot(c.var.platform)).imageCdns.flatMap((cdn) => {
    try {
      return /^https?:\/\//i.test(cdn) ? [new URL(cdn).origin] : [];
    } catch {
      return [];
    }
  });

const htmlPage = async (c: Context<AppEnv>, html: string, status: ContentfulStatusCode = 200) =>
  c.html(html, status, {
    'Content-Security-Policy': pageCsp(await imageOrigins(c)),
    // The page's address carries its launch token: no request from it names the page.
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
  });

const asset = (body: string, type: string) => (c: Context<AppEnv>) => c.body(body, 200, { 'Content-Type': `${type}; charset=utf-8` });

/**
 * `/gs/lottery`: the house lottery's page (HTML) and its JSON API, named by the launch token.
 * Nothing here answers 401: a dead token is `game.session.invalid` (404) or `.expired` (410), and
 * the page shows it as an HTML page, since a 401 through the gateway would sign the site out.
 */
export const lotteryServerRoutes = () =>
  new Hono<AppEnv>()
    .get('/assets/lottery.js', asset(LOTTERY_PAGE_SCRIPT, 'text/javascript'))
    .get('/assets/lottery.css', asset(LOTTERY_PAGE_STYLE, 'text/css'))
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
    .post('/api/:token/tickets', async (c) => {
      const play = await playOf(c);
      const q = readQuery(c, apiQuerySchema);
      const game = (await gameOfPlay(c.var.platform, play, q.game)) ?? fail('game.not.found');
      const req = await readJson(c, lotteryTicketRequestSchema);
      const bought = await buyTicket(c.var.platform, { memberId: play.memberId, type: play.type }, game, req);
      return ok(c, { ticket: bought.ticket, balance: formatMinor(bought.balance) });
    })
    .get('/:token', async (c) => {
      const p = c.var.platform;
      // Until the launch is known, the visitor's site language (the cookie travels with the frame).
      let lang = languageOf(getCookie(c, 'lang') ?? c.req.header('language'));
      try {
        const play = await playOf(c);
        lang = play.language;
        const q = pageQuerySchema.parse(c.req.query());
        const game = q.view === 'lobby' ? null : await gameOfPlay(p, play, q.game);
        if (!game || (play.options.view === 'lobby' && !q.game && q.view !== 'betting')) {
          return htmlPage(c, renderLobby(play, await lobbyState(p, play)));
        }
        // A game picked in the lobby counts as launched.
        if (q.game) await recordLaunch(p.db, play.memberId, game.id, p.now());
        return htmlPage(c, renderGame(play, await gameState(p, play, game)));
      } catch (err) {
        if (!(err instanceof PlatformError) || err.status >= 500) throw err;
        return htmlPage(c, renderError(lang, errorMessage(err.code, lang)), err.status);
      }
    });
