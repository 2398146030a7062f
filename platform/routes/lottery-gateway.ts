import { Hono } from 'hono';
import { lotteryMenusQuerySchema } from '../../contract/games.ts';
import type { AppEnv } from '../context.ts';
import { ok, readQuery } from '../lib/http.ts';
import { lotteryMenus } from '../services/games-lottery.ts';
import { answerLanguage } from './game-relays.ts';

/** `/lgw`: the lottery gateway (CONTRACT.md 1.5 "Lottery gateway", 4.6). */
export const lotteryGatewayRoutes = () =>
  new Hono<AppEnv>().get('/games/game_menus', async (c) => {
    const q = readQuery(c, lotteryMenusQuerySchema);
    return ok(c, await lotteryMenus(c.var.platform, q.prizeMode, answerLanguage(c, q.language)));
  });
