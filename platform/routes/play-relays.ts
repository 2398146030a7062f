import { Hono } from 'hono';
import {
  addFavouriteSchema,
  favouriteListQuerySchema,
  recentGamesQuerySchema,
  removeFavouriteSchema,
} from '../../contract/game-play.ts';
import type { AppEnv } from '../context.ts';
import { ok, readJson, readQuery } from '../lib/http.ts';
import { requireRealAccount, requireSession } from '../middleware/auth.ts';
import { addFavourite, favouriteList, favouriteNodeIds, removeFavourite } from '../services/favourites.ts';
import { recentGameList } from '../services/recent-games.ts';
import { answerLanguage } from './game-relays.ts';

/** A member's own game lists (CONTRACT.md 4.4, SPEC section 7): favourites and recent games, for real accounts only. */
export const playRelaysRoutes = () =>
  new Hono<AppEnv>()
    .get('/MCSFE_getFavoriteGames', requireSession, requireRealAccount, async (c) => ok(c, await favouriteNodeIds(c.var.platform, c.var.member.memberId)))
    .get('/MCSFE_getFavoriteGamesList', requireSession, requireRealAccount, async (c) => {
      const q = readQuery(c, favouriteListQuerySchema);
      return ok(c, await favouriteList(c.var.platform, c.var.member.memberId, q, answerLanguage(c, q.language)));
    })
    .post('/MCSFE_addFavoriteGameV2', requireSession, requireRealAccount, async (c) => {
      await addFavourite(c.var.platform, c.var.member.memberId, await readJson(c, addFavouriteSchema));
      return ok(c, null);
    })
    // DELETE with a JSON body, as the real client sends it.
    .delete('/MCSFE_removeFavoriteGameV2', requireSession, requireRealAccount, async (c) => {
      const { nodeId } = await readJson(c, removeFavouriteSchema);
      await removeFavourite(c.var.platform, c.var.member.memberId, nodeId);
      return ok(c, null);
    })
    .get('/GCS_recentGame', requireSession, requireRealAccount, async (c) => {
      const q = readQuery(c, recentGamesQuerySchema);
      return ok(c, await recentGameList(c.var.platform, c.var.member.memberId, q, answerLanguage(c, q.language)));
    });
