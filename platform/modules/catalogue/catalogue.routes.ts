import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { answerLanguage, ok, readJson, readQuery } from '../../core/http.ts';
import { vassGameTypes, vendorLanes } from './lanes.ts';
import { hotGames, listGames } from './list.ts';
import { readJackpot } from './jackpot.ts';
import { rankList } from './winners.ts';

/** Catalogue, winner board and jackpot relays (CONTRACT.md 1.5 "Games", 4.4). None needs a session. */
export const gameRelaysRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.vendorLanes, async (c) => {
      const q = readQuery(c, S.vendorLanes.query);
      return ok(c, { data: { lanes: await vendorLanes(c.var.platform, answerLanguage(c, q.language)) } });
    })
    .on(ENDPOINTS.vassGameTypes, async (c) => ok(c, { content: await vassGameTypes(c.var.platform) }))
    .on(ENDPOINTS.hotGames, async (c) => {
      const q = readQuery(c, S.hotGames.query);
      return ok(c, { list: await hotGames(c.var.platform, answerLanguage(c, q.language), q.vassalage) });
    })
    .on(ENDPOINTS.gameList, async (c) => {
      const q = readQuery(c, S.gameList.query);
      return ok(c, await listGames(c.var.platform, q, answerLanguage(c, q.language)));
    })
    .on(ENDPOINTS.rankList, async (c) => {
      const q = readQuery(c, S.rankList.query);
      return ok(c, await rankList(c.var.platform, q.gameCategory, q.limitNum, answerLanguage(c, q.language)));
    })
    // POST with `{ merchant_code, currency }` as the real client sends it; GET with the same query too.
    .on(ENDPOINTS.jackpot, async (c) => {
      readQuery(c, S.jackpot.query);
      return ok(c, await readJackpot(c.var.platform));
    })
    .on(ENDPOINTS.jackpotByBody, async (c) => {
      await readJson(c, S.jackpotByBody.body);
      return ok(c, await readJackpot(c.var.platform));
    }).app;
