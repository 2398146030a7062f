import { Hono } from 'hono';
import { z } from 'zod';
import { openedNumbersQuerySchema } from '../../contract/game-play.ts';
import { LOTTERY_PRIZE_MODES, lotteryMenusQuerySchema } from '../../contract/games.ts';
import type { AppEnv } from '../context.ts';
import { ok, readQuery } from '../lib/http.ts';
import { requireSession } from '../middleware/auth.ts';
import { lotteryMenus } from '../services/games-lottery.ts';
import { recentLotteryMenu, vnLotteryMenus } from '../services/lottery-menus.ts';
import { openedNumbers } from '../services/lottery-results.ts';
import { answerLanguage } from './game-relays.ts';

/** The recent menu takes an optional prize mode; without one it lists both. */
const recentMenuQuerySchema = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
  device: z.string().max(16).optional(),
  language: z.string().max(8).optional(),
});

/** `/lgw`: the lottery gateway (CONTRACT.md 1.5 "Lottery gateway", 4.6). */
export const lotteryGatewayRoutes = () =>
  new Hono<AppEnv>()
    .get('/games/game_menus', async (c) => {
      const q = readQuery(c, lotteryMenusQuerySchema);
      return ok(c, await lotteryMenus(c.var.platform, q.prizeMode, answerLanguage(c, q.language)));
    })
    .get('/vn/games/game_menu', async (c) => {
      const q = readQuery(c, lotteryMenusQuerySchema);
      return ok(c, await vnLotteryMenus(c.var.platform, q.prizeMode, answerLanguage(c, q.language)));
    })
    .get('/vn/games/game_menu/recent', requireSession, async (c) => {
      const q = readQuery(c, recentMenuQuerySchema);
      return ok(c, await recentLotteryMenu(c.var.platform, c.var.member.memberId, answerLanguage(c, q.language), q.prizeMode));
    })
    .get('/vn/numeros/opened/game', async (c) => {
      const q = readQuery(c, openedNumbersQuerySchema);
      return ok(c, await openedNumbers(c.var.platform, q, answerLanguage(c, q.language)));
    });
