import type { z } from 'zod';
import { favouriteIdsSchema, favouriteListSchema, FAVOURITES_PAGE_SIZE, recentGamesSchema, RECENT_PAGE_SIZE } from '../../../contract/game-play.ts';
import { gameListSchema, type Game, type GameList } from '../../../contract/games.ts';
import { CLIENT_TYPE } from '../../../contract/limits.ts';
import { readPlatform } from '../../gateway/platform-client.ts';
import { sessionTokenOf } from '../../gateway/session-cookie.ts';
import { gameListQuery, memberListPage, type LobbyConfig } from '../../islands/games/lobby-scope.ts';
import { isMemberFilter, type LobbyState } from '../../islands/games/lobby-state.ts';
import type { LobbyResults } from './lobby-view.ts';
import { serverEnv } from '../../gateway/server-env.ts';
import { sessionFavourites } from '../../gateway/session-reads.ts';
import { markPersonal } from '../../guards/shell-holes.ts';

/*
 * What the server reads to render game lists: a page of the catalogue (the same for everyone),
 * and the member's favourites and recent games, read with the member's own session. Member
 * reads happen only for a real account; a trial account would be refused anyway.
 */

type Locals = Pick<App.Locals, 'clientIp' | 'lang' | 'member' | 'isTrial' | 'shared'>;

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** Whether the page is rendered for an account that has favourites and recent games. */
export const hasGameLists = (locals: Locals) => locals.member !== null && !locals.isTrial;

const memberRead = async <S extends z.ZodType>(locals: Locals, request: Request, path: string, schema: S): Promise<z.infer<S> | null> => {
  if (!hasGameLists(locals)) return null;
  // A page shared by members must not carry this one's lists.
  markPersonal(locals);
  const token = sessionTokenOf(request.headers.get('cookie'), serverEnv().secureCookies);
  if (!token) return null;
  const read = await readPlatform(path, schema, { clientIp: locals.clientIp, lang: locals.lang, token });
  return read.ok ? read.value : null;
};

/** One page of GCSGAME_gameList, or null when the platform could not answer. */
export const readGameListPage = async (locals: Locals, params: Record<string, string | number>): Promise<GameList | null> => {
  const read = await readPlatform(`/wps/relay/GCSGAME_gameList?${query(params)}`, gameListSchema, {
    clientIp: locals.clientIp,
    lang: locals.lang,
  });
  return read.ok ? read.value : null;
};

/** The member's favourites (page size 999), of one category when `gameType` is given. */
export const readFavouriteGames = async (locals: Locals, request: Request, gameType?: string): Promise<Game[] | null> =>
  (
    await memberRead(
      locals,
      request,
      `/wps/relay/MCSFE_getFavoriteGamesList?${query({ clientType: CLIENT_TYPE, platform: 'flash', language: locals.lang, pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE, ...(gameType ? { gameType } : {}) })}`,
      favouriteListSchema,
    )
  )?.content ?? null;

/** The member's last 20 launched games, of one category when `gameType` is given. */
export const readRecentGames = async (locals: Locals, request: Request, gameType?: string): Promise<Game[] | null> =>
  (
    await memberRead(
      locals,
      request,
      `/wps/relay/GCS_recentGame?${query({ clientType: CLIENT_TYPE, language: locals.lang, pageNo: 1, pageSize: RECENT_PAGE_SIZE, ...(gameType ? { gameType } : {}) })}`,
      recentGamesSchema,
    )
  )?.list ?? null;

const favouriteIds = new WeakMap<object, Promise<ReadonlySet<number> | null>>();
const NONE: ReadonlySet<number> = new Set();

/**
 * The member's favourite node ids, read once per page however many tiles ask (the request's
 * `locals` is the key); null for visitors, trial accounts and a failed read.
 */
export const readFavouriteIds = (locals: Locals, request: Request): Promise<ReadonlySet<number> | null> => {
  if (!hasGameLists(locals)) return Promise.resolve(null);
  let ids = favouriteIds.get(locals);
  if (!ids) {
    ids = keptOrRead(locals, request);
    favouriteIds.set(locals, ids);
  }
  return ids;
};

/** The session's favourites as this process read them within the last second (src/gateway/session-reads.ts), or asked now. */
const keptOrRead = async (locals: Locals, request: Request): Promise<ReadonlySet<number> | null> => {
  const token = sessionTokenOf(request.headers.get('cookie'), serverEnv().secureCookies);
  const kept = token ? sessionFavourites.get(token, Date.now()) : undefined;
  if (kept) {
    // Read for this member all the same: a page shared by members must not carry it.
    markPersonal(locals);
    return kept;
  }
  const mark = sessionFavourites.mark;
  const list = await memberRead(locals, request, '/wps/relay/MCSFE_getFavoriteGames', favouriteIdsSchema);
  const ids = list ? new Set(list) : null;
  if (ids && token) sessionFavourites.set(token, ids, Date.now(), mark);
  return ids;
};

/** The same ids for a tile's star: none pressed when they are not known. */
export const favouriteIdsFor = async (locals: Locals, request: Request): Promise<ReadonlySet<number>> => (await readFavouriteIds(locals, request)) ?? NONE;

/**
 * What a game list page shows for a state: a page of the catalogue, or of the member's own list
 * filtered to the page; a visitor or a trial account choosing a member's list is told why not.
 */
export const readLobbyResults = async (locals: Locals, request: Request, config: LobbyConfig, state: LobbyState): Promise<LobbyResults> => {
  if (isMemberFilter(state.filter)) {
    if (!locals.member) return { kind: 'login' };
    if (locals.isTrial) return { kind: 'real-account' };
    const read = state.filter === 'FAV' ? readFavouriteGames : readRecentGames;
    const games = await read(locals, request, config.memberGameType);
    return games ? { kind: 'games', page: memberListPage(games, config, state) } : { kind: 'failed' };
  }
  const list = await readGameListPage(locals, gameListQuery(config, state, locals.lang));
  return list ? { kind: 'games', page: { games: list.games, totalCount: list.totalCount, totalPages: list.totalPages, page: state.page } } : { kind: 'failed' };
};
