import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { answerLanguage, ok, readJson, readQuery } from '../../core/http.ts';
import { requireRealAccount, requireSession } from '../identity/index.ts';
import { addFavourite, favouriteList, favouriteNodeIds, removeFavourite } from './favourites.ts';
import { recentGameList } from './recent-games.ts';

/** A member's own game lists (CONTRACT.md 4.4, SPEC section 7): favourites and recent games, for real accounts only. */
export const playRelaysRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.favouriteIds, requireSession, requireRealAccount, async (c) => ok(c, await favouriteNodeIds(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.favouriteList, requireSession, requireRealAccount, async (c) => {
      const q = readQuery(c, S.favouriteList.query);
      return ok(c, await favouriteList(c.var.platform, c.var.member.memberId, q, answerLanguage(c, q.language)));
    })
    .on(ENDPOINTS.addFavourite, requireSession, requireRealAccount, async (c) => {
      await addFavourite(c.var.platform, c.var.member.memberId, await readJson(c, S.addFavourite.body));
      return ok(c, null);
    })
    // DELETE with a JSON body, as the real client sends it.
    .on(ENDPOINTS.removeFavourite, requireSession, requireRealAccount, async (c) => {
      const { nodeId } = await readJson(c, S.removeFavourite.body);
      await removeFavourite(c.var.platform, c.var.member.memberId, nodeId);
      return ok(c, null);
    })
    .on(ENDPOINTS.recentGames, requireSession, requireRealAccount, async (c) => {
      const q = readQuery(c, S.recentGames.query);
      return ok(c, await recentGameList(c.var.platform, c.var.member.memberId, q, answerLanguage(c, q.language)));
    }).app;
