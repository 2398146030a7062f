import type { Translate } from '../../i18n/i18n.ts';
import { fill } from '../../../contract/fill.ts';
import { pageWindow, type LobbyConfig, type LobbyPage } from '../../islands/games/lobby-scope.ts';
import {
  DEFAULT_LOBBY_STATE,
  isMemberFilter,
  LOBBY_FILTERS,
  lobbyHref,
  sameLobbyState,
  withChange,
  type LobbyFilter,
  type LobbyState,
} from '../../islands/games/lobby-state.ts';

/*
 * The words of a game list page and the texts built from them: its heading, the count it
 * announces, its empty states and its pager. Every view is rendered on the server, the first
 * with the page and later ones as a fragment (src/pages/partials/lobby/[category].astro).
 */

export interface LobbyWords {
  filters: Record<LobbyFilter, string>;
  classifies: Record<string, string>;
  vendors: Record<string, string>;
  searchQuoted: string;
  count: string;
  page: string;
  loading: string;
  failed: string;
  retry: string;
  empty: {
    list: string;
    search: string;
    page: string;
    firstPage: string;
    FAV: string;
    RECENT: string;
    showAll: string;
    clearSearch: string;
  };
  login: string;
  loginLink: string;
  realAccount: string;
  pager: { label: string; previous: string; next: string; page: string };
}

export const lobbyWords = (t: Translate, config: LobbyConfig): LobbyWords => ({
  filters: Object.fromEntries(LOBBY_FILTERS.map((f) => [f, t(`games.filter.${f}`)])) as Record<LobbyFilter, string>,
  classifies: Object.fromEntries(config.classifies.map((c) => [c, t(`games.classify.${c}`)])),
  vendors: Object.fromEntries(config.vendorChoices.map((v) => [v.code, v.name])),
  searchQuoted: t('games.results.search'),
  count: t('games.results.count'),
  page: t('games.results.page'),
  loading: t('games.results.loading'),
  failed: t('games.results.failed'),
  retry: t('games.results.retry'),
  empty: {
    list: t('games.empty.list'),
    search: t('games.empty.search'),
    page: t('games.empty.page'),
    firstPage: t('games.empty.firstPage'),
    FAV: t('games.empty.FAV'),
    RECENT: t('games.empty.RECENT'),
    showAll: t('games.empty.showAll'),
    clearSearch: t('games.search.clear'),
  },
  login: t('games.member.login'),
  loginLink: t('games.member.loginLink'),
  realAccount: t('errors.in_need_true_account'),
  pager: { label: t('games.pager.label'), previous: t('games.pager.previous'), next: t('games.pager.next'), page: t('games.pager.page') },
});

/** What the list shows, e.g. "New · PG Soft · Jackpot · “dragon”". */
export const lobbyHeading = (words: LobbyWords, state: LobbyState): string =>
  [
    words.filters[state.filter],
    state.vendor ? words.vendors[state.vendor] : null,
    state.classify ? words.classifies[state.classify] : null,
    state.search ? fill(words.searchQuoted, { search: state.search }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** The count announced when a list changes, with the page when there are several. */
export const lobbyStatus = (words: LobbyWords, page: Pick<LobbyPage, 'totalCount' | 'totalPages' | 'page'>): string => {
  const count = fill(words.count, { count: page.totalCount });
  return page.totalPages > 1 ? `${count} · ${fill(words.page, { page: page.page, pages: page.totalPages })}` : count;
};

export interface LobbyEmpty {
  message: string;
  link: { href: string; text: string } | null;
}

/** Why a list shows no game, and the way out: the first page, the search cleared, or all games. */
export const lobbyEmpty = (words: LobbyWords, config: Pick<LobbyConfig, 'path'>, state: LobbyState, page: LobbyPage): LobbyEmpty | null => {
  if (page.games.length > 0) return null;
  if (state.page > 1 && page.totalCount > 0) {
    return { message: words.empty.page, link: { href: lobbyHref(config.path, { ...state, page: 1 }), text: words.empty.firstPage } };
  }
  if (state.search) {
    return {
      message: fill(words.empty.search, { search: state.search }),
      link: { href: lobbyHref(config.path, withChange(state, { search: '' })), text: words.empty.clearSearch },
    };
  }
  const showAll = sameLobbyState(state, DEFAULT_LOBBY_STATE) ? null : { href: lobbyHref(config.path, DEFAULT_LOBBY_STATE), text: words.empty.showAll };
  return { message: isMemberFilter(state.filter) ? words.empty[state.filter] : words.empty.list, link: showAll };
};

/** What a game list page shows below its controls. */
export type LobbyResults =
  | { kind: 'games'; page: LobbyPage }
  /** A visitor chose a member's list (favourites, recent): they are asked to log in. */
  | { kind: 'login' }
  /** A trial account chose one: only a real account has them. */
  | { kind: 'real-account' }
  | { kind: 'failed' };

export type PagerItem =
  | { kind: 'page'; page: number; href: string; label: string; current: boolean }
  | { kind: 'step'; rel: 'prev' | 'next'; page: number; href: string; text: string }
  | { kind: 'gap' };

/** The pager's links: previous, the page window (src/islands/games/lobby-scope.ts), next; none for a single page. */
export const pagerItems = (words: LobbyWords, path: string, state: LobbyState, totalPages: number): PagerItem[] => {
  const window = pageWindow(state.page, totalPages);
  if (!window.length) return [];
  const at = (page: number) => lobbyHref(path, { ...state, page });
  const current = Math.min(state.page, totalPages);
  return [
    ...(current > 1 ? [{ kind: 'step', rel: 'prev', page: current - 1, href: at(current - 1), text: words.pager.previous } as const] : []),
    ...window.map((p): PagerItem =>
      p === 'gap' ? { kind: 'gap' } : { kind: 'page', page: p, href: at(p), label: fill(words.pager.page, { page: p }), current: p === state.page },
    ),
    ...(current < totalPages ? [{ kind: 'step', rel: 'next', page: current + 1, href: at(current + 1), text: words.pager.next } as const] : []),
  ];
};
