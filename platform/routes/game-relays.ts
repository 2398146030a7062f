import { Hono, type Context } from 'hono';
import {
  gameListQuerySchema,
  hotGamesQuerySchema,
  jackpotRequestSchema,
  rankListQuerySchema,
  vendorLanesQuerySchema,
} from '../../contract/games.ts';
import { isShippedLanguage, toShippedLanguage, type ShippedLanguage } from '../../contract/languages.ts';
import type { AppEnv } from '../context.ts';
import { ok, readJson, readQuery } from '../lib/http.ts';
import { vassGameTypes, vendorLanes } from '../services/games-lanes.ts';
import { hotGames, listGames } from '../services/games-list.ts';
import { readJackpot } from '../services/jackpot.ts';
import { rankList } from '../services/winners.ts';

/** The answer's language: the `language` query parameter when it names a shipped language, else the header's. */
export const answerLanguage = (c: Context<AppEnv>, language: string | undefined): ShippedLanguage =>
  isShippedLanguage(language) ? toShippedLanguage(language) : c.var.lang;

/** Catalogue, winner board and jackpot relays (CONTRACT.md 1.5 "Games", 4.4). None needs a session. */
export const gameRelaysRoutes = () =>
  new Hono<AppEnv>()
    .get('/GCSGAME_newGameVendor', async (c) => {
      const q = readQuery(c, vendorLanesQuerySchema);
      return ok(c, { data: { lanes: await vendorLanes(c.var.platform, answerLanguage(c, q.language)) } });
    })
    .get('/GCSGAME_getVassGameType', async (c) => ok(c, { content: await vassGameTypes(c.var.platform) }))
    .get('/GCSGAME_hotGamesV2', async (c) => {
      const q = readQuery(c, hotGamesQuerySchema);
      return ok(c, { list: await hotGames(c.var.platform, answerLanguage(c, q.language), q.vassalage) });
    })
    .get('/GCSGAME_gameList', async (c) => {
      const q = readQuery(c, gameListQuerySchema);
      return ok(c, await listGames(c.var.platform, q, answerLanguage(c, q.language)));
    })
    .get('/GCSGAME_getRankList', async (c) => {
      const q = readQuery(c, rankListQuerySchema);
      return ok(c, await rankList(c.var.platform, q.gameCategory, q.limitNum, answerLanguage(c, q.language)));
    })
    // POST with `{ merchant_code, currency }` as the real client sends it; GET with the same query too.
    .get('/VIS_getJackpot', async (c) => {
      readQuery(c, jackpotRequestSchema);
      return ok(c, await readJackpot(c.var.platform));
    })
    .post('/VIS_getJackpot', async (c) => {
      await readJson(c, jackpotRequestSchema);
      return ok(c, await readJackpot(c.var.platform));
    });
