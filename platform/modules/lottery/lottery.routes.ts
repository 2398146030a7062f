import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readQuery } from '../../core/http.ts';
import { requireRealAccount, requireSession } from '../identity/index.ts';
import { missionLeaderboard, missionSummary } from './missions.ts';

/** Lottery missions (CONTRACT.md 1.5, 4.9): the member's lottery day, and today's top winners. */
export const lotteryRelaysRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.missionSummary, requireSession, requireRealAccount, async (c) =>
      ok(c, await missionSummary(c.var.platform, c.var.member.memberId, c.var.lang)),
    )
    .on(ENDPOINTS.missionLeaderboard, async (c) => {
      const q = readQuery(c, S.missionLeaderboard.query);
      return ok(c, await missionLeaderboard(c.var.platform, q.limit));
    }).app;
