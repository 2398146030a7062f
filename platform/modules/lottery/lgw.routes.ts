import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { answerLanguage, ok, readQuery } from '../../core/http.ts';
import { requireSession } from '../identity/index.ts';
import { lotteryMenus } from '../catalogue/index.ts';
import { recentLotteryMenu, vnLotteryMenus } from './menus.ts';
import { openedNumbers } from './results.ts';

/** `/lgw`: the lottery gateway (CONTRACT.md 1.5 "Lottery gateway", 4.6). */
export const lotteryGatewayRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.lotteryMenus, async (c) => {
      const q = readQuery(c, S.lotteryMenus.query);
      return ok(c, await lotteryMenus(c.var.platform, q.prizeMode, answerLanguage(c, q.language)));
    })
    .on(ENDPOINTS.vnLotteryMenu, async (c) => {
      const q = readQuery(c, S.vnLotteryMenu.query);
      return ok(c, await vnLotteryMenus(c.var.platform, q.prizeMode, answerLanguage(c, q.language)));
    })
    // Without a prize mode the recent menu lists both.
    .on(ENDPOINTS.vnLotteryRecent, requireSession, async (c) => {
      const q = readQuery(c, S.vnLotteryRecent.query);
      return ok(c, await recentLotteryMenu(c.var.platform, c.var.member.memberId, answerLanguage(c, q.language), q.prizeMode));
    })
    .on(ENDPOINTS.vnOpenedNumbers, async (c) => {
      const q = readQuery(c, S.vnOpenedNumbers.query);
      return ok(c, await openedNumbers(c.var.platform, q, answerLanguage(c, q.language)));
    }).app;
