import { fetchFavouriteGames, fetchGameList, fetchRecentGames } from '../../api-client/games.ts';
import { gameListQuery, memberListPage, type LobbyConfig } from '../../lib/lobby-scope.ts';
import { isMemberFilter, type LobbyState } from '../../lib/lobby-state.ts';
import type { LobbyResults } from '../../lib/lobby-view.ts';
import type { SessionKind } from '../../stores/session.ts';

/**
 * A view's results, read in the browser as the server reads them (src/lib/lobby-reads.ts
 * `readLobbyResults`); null when the read was abandoned for a newer one.
 */
export const loadLobbyResults = async (config: LobbyConfig, state: LobbyState, session: SessionKind, language: string, signal: AbortSignal): Promise<LobbyResults | null> => {
  try {
    if (isMemberFilter(state.filter)) {
      if (session === 'visitor') return { kind: 'login' };
      if (session === 'trial') return { kind: 'real-account' };
      const games = await (state.filter === 'FAV' ? fetchFavouriteGames : fetchRecentGames)(config.memberGameType, signal);
      return { kind: 'games', page: memberListPage(games, config, state) };
    }
    const list = await fetchGameList(gameListQuery(config, state, language), signal);
    return { kind: 'games', page: { games: list.games, totalCount: list.totalCount, totalPages: list.totalPages, page: state.page } };
  } catch {
    return signal.aborted ? null : { kind: 'failed' };
  }
};
