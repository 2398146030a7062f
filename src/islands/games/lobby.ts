import { bindImageFallbacks } from '../ui/image-fallback.ts';
import { requireRealAccount } from '../../stores/account-gate.ts';
import { isMemberFilter, LOBBY_PARAMS, parseLobbyState, SEARCH_MAX_LENGTH } from './lobby-state.ts';
import { lobbyParts, showFailure, showLoading, showView, type LobbyParts } from './lobby-swap.ts';
import { followStars } from './tiles.ts';

/*
 * A game list page without reloads (progressive enhancement of src/components/games/LobbyPage.astro):
 * its links and search change the view in place, with the view the server renders for that
 * address (a fragment from `data-lobby-partial`), and the address follows (history.pushState),
 * so a link, a reload or the back button shows the same view. Choosing the member's lists as a
 * visitor opens the login pop-up instead, and as a trial account the real-account warning. A
 * new page of results takes the focus to the list's heading; a filter keeps it on the filter.
 */

interface Move {
  push: boolean;
  focusHeading: boolean;
}

interface Lobby {
  root: HTMLElement;
  parts: LobbyParts;
  failed: HTMLTemplateElement;
  /** The page's path (/rng) and where its views come from (/partials/lobby/rng). */
  path: string;
  partial: string;
}

/** The fragment for a query, null when a newer view was asked for first, `closed` when the site shows a screen instead. */
type Fetched = LobbyParts | 'failed' | 'closed' | null;

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const ANY_SCOPE = { vendors: [], classifies: [] };
const asksMemberList = (query: string) => isMemberFilter(parseLobbyState(new URLSearchParams(query), ANY_SCOPE).filter);

/** The search form's address, as the page's links write it: the fields kept, the name trimmed, the first page. */
const searchQuery = (form: HTMLFormElement) => {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    const text = typeof value === 'string' ? value.trim() : '';
    const kept = name === LOBBY_PARAMS.search ? text.slice(0, SEARCH_MAX_LENGTH).trim() : text;
    if (kept) params.set(name, kept);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
};

const fetchView = async (url: string, signal: AbortSignal): Promise<Fetched> => {
  try {
    const response = await fetch(url, { signal, headers: { Accept: 'text/html' } });
    // Maintenance or a region block: the page itself shows why.
    if (response.status === 503 || response.status === 403) return 'closed';
    if (!response.ok) return 'failed';
    return lobbyParts(new DOMParser().parseFromString(await response.text(), 'text/html')) ?? 'failed';
  } catch {
    return signal.aborted ? null : 'failed';
  }
};

const bindLobby = ({ root, parts, failed, path, partial }: Lobby) => {
  let current = root.querySelector<HTMLElement>('[data-lobby-view]')?.dataset.lobbyHref ?? `${path}${location.search}`;
  let loading: AbortController | null = null;

  const show = async (query: string, move: Move) => {
    const href = `${path}${query}`;
    const same = href === current;
    if (same && !move.focusHeading) return;
    if (move.push && asksMemberList(query) && !requireRealAccount()) return;
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    if (move.push && !same) history.pushState({ lobby: href }, '', href);
    current = href;
    showLoading(parts);
    const view = await fetchView(`${partial}${query}`, controller.signal);
    if (!view || loading !== controller) return;
    loading = null;
    if (view === 'closed') {
      location.assign(href);
      return;
    }
    if (view === 'failed') showFailure(parts, failed, href);
    else showView(parts, view);
    bindImageFallbacks(parts.body);
    followStars(parts.body);
    if (move.focusHeading) parts.heading.focus();
  };

  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || !plainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('a[href]');
    if (!link || !root.contains(link) || link.dataset.accountOpen !== undefined) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname !== path) return;
    event.preventDefault();
    // A filter, sub-category or vendor stays where it is; a page or an empty state's way out is replaced.
    void show(url.search, { push: true, focusHeading: link.dataset.lobbyLink === undefined });
  });

  root.addEventListener('submit', (event) => {
    if (!(event.target instanceof HTMLFormElement) || !event.target.matches('form[data-lobby-search]')) return;
    event.preventDefault();
    void show(searchQuery(event.target), { push: true, focusHeading: false });
  });

  addEventListener('popstate', () => {
    void show(location.search, { push: false, focusHeading: false });
  });
};

const start = () => {
  const root = document.querySelector<HTMLElement>('[data-lobby]');
  const parts = root && lobbyParts(root);
  const failed = root?.querySelector<HTMLTemplateElement>('template[data-lobby-failed]');
  const { lobbyPath: path, lobbyPartial: partial } = root?.dataset ?? {};
  if (root && parts && failed && path && partial) bindLobby({ root, parts, failed, path, partial });
};

start();
