import { Hono } from 'hono';
import { openedNumbersQuerySchema } from '../../contract/game-play.ts';
import type { AppEnv } from '../context.ts';
import { ok, readQuery } from '../lib/http.ts';
import { requireSession } from '../middleware/auth.ts';
import { memberLotteryGameIds, openedNumbers } from '../services/lottery-results.ts';
import { answerLanguage } from './game-relays.ts';

/** `/lotto/lgw`: the lottery gateway behind the `/lotto` prefix (CONTRACT.md 1.5). */
export const lottoGatewayRoutes = () =>
  new Hono<AppEnv>().get('/games/opened/numero', requireSession, async (c) => {
    // The member's own games: those they ever held a ticket in (none yet, no list).
    const q = readQuery(c, openedNumbersQuerySchema);
    const gameIds = await memberLotteryGameIds(c.var.platform, c.var.member.memberId);
    return ok(c, await openedNumbers(c.var.platform, { ...q, gameIds }, answerLanguage(c, q.language)));
  });
