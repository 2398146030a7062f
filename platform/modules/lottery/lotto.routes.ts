import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { answerLanguage, ok, readQuery } from '../../core/http.ts';
import { requireSession } from '../identity/index.ts';
import { memberLotteryGameIds, openedNumbers } from './results.ts';

/** `/lotto/lgw`: the lottery gateway behind the `/lotto` prefix (CONTRACT.md 1.5). */
export const lottoGatewayRoutes = () =>
  endpointRouter().on(ENDPOINTS.openedNumbers, requireSession, async (c) => {
    // The member's own games: those they ever held a ticket in (none yet, no list).
    const q = readQuery(c, S.openedNumbers.query);
    const gameIds = await memberLotteryGameIds(c.var.platform, c.var.member.memberId);
    return ok(c, await openedNumbers(c.var.platform, { ...q, gameIds }, answerLanguage(c, q.language)));
  }).app;
