import { z } from 'zod';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { favouriteIdsSchema, favouriteListSchema, FAVOURITES_PAGE_SIZE, recentGamesSchema, RECENT_PAGE_SIZE } from '../../contract/game-play.ts';
import { gameListSchema } from '../../contract/games.ts';
import { CLIENT_TYPE } from '../../contract/limits.ts';
import { $language } from '../stores/language.ts';
import { callApi } from './client.ts';

/*
 * The game lists (CONTRACT.md 4.4): one page of the catalogue, and the member's favourites and
 * recent games. The member calls travel with the session cookie; a trial account is refused
 * with `in_need_true_account`.
 */

type Query = Record<string, string | number>;

/** One page of GCSGAME_gameList; the query is built by src/lib/lobby-scope.ts `gameListQuery`. */
export const fetchGameList = (query: Query, signal?: AbortSignal) => callApi(ENDPOINTS.gameList, gameListSchema, { query, ...(signal ? { signal } : {}) });

/** The node ids of the member's favourites. */
export const fetchFavouriteIds = () => callApi(ENDPOINTS.favouriteIds, favouriteIdsSchema);

/** Every favourite of the member (page size 999), of one category when `gameType` is given. */
export const fetchFavouriteGames = async (gameType?: string, signal?: AbortSignal) =>
  (
    await callApi(ENDPOINTS.favouriteList, favouriteListSchema, {
      query: { clientType: CLIENT_TYPE, platform: 'flash', language: $language.get(), pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE, ...(gameType ? { gameType } : {}) },
      ...(signal ? { signal } : {}),
    })
  ).content;

/** The member's last 20 launched games, the latest first. */
export const fetchRecentGames = async (gameType?: string, signal?: AbortSignal) =>
  (
    await callApi(ENDPOINTS.recentGames, recentGamesSchema, {
      query: { clientType: CLIENT_TYPE, language: $language.get(), pageNo: 1, pageSize: RECENT_PAGE_SIZE, ...(gameType ? { gameType } : {}) },
      ...(signal ? { signal } : {}),
    })
  ).list;

/** The add and remove calls answer only `success`; their value is not read. */
const anyValue = z.unknown();

export interface FavouriteRequest {
  nodeId: number;
  vendor: string;
  gameType: string;
}

export const addFavourite = (game: FavouriteRequest) =>
  callApi(ENDPOINTS.addFavourite, anyValue, { body: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType } }).then(() => undefined);

/** DELETE with a JSON body, as the real client sends it (CONTRACT.md 1.4 `del`). */
export const removeFavourite = (nodeId: number) => callApi(ENDPOINTS.removeFavourite, anyValue, { body: { nodeId } }).then(() => undefined);
