import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { ok, readQuery } from '../lib/http.ts';
import { requireRealAccount, requireSession } from '../middleware/auth.ts';
import { LEADERBOARD_LIMIT, missionLeaderboard, missionSummary } from '../services/lottery-missions.ts';

/** The client sends its query data as it likes; only the leaderboard's length is read. */
const leaderboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_LIMIT.max).default(LEADERBOARD_LIMIT.default),
});

/** Lottery missions (CONTRACT.md 1.5, 4.9): the member's lottery day, and today's top winners. */
export const lotteryRelaysRoutes = () =>
  new Hono<AppEnv>()
    .get('/MCSFE_getMissionSummaryDetails', requireSession, requireRealAccount, async (c) =>
      ok(c, await missionSummary(c.var.platform, c.var.member.memberId)),
    )
    .get('/MCSFE_getMissionLeaderboard', async (c) => {
      const q = readQuery(c, leaderboardQuerySchema);
      return ok(c, await missionLeaderboard(c.var.platform, q.limit));
    });
