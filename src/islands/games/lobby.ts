import { isMemberFilter, lobbyHref, parseLobbyState, sameLobbyState, SEARCH_MAX_LENGTH, withChange, type LobbyState } from '../../lib/lobby-state.ts';
import { requireRealAccount } from '../../stores/account-gate.ts';
import { $favourites } from '../../stores/favourites.ts';
import { $language } from '../../stores/language.ts';
import { $session } from '../../stores/session.ts';
import { readLobbyData, type LobbyData } from './lobby-data.ts';
import type * as LobbyLoadModule from './lobby-load.ts';
import { lobbyParts, renderControls, renderResults, setLoading, type LobbyParts } from './lobby-render.ts';

/*
 * A game list page without reloads (progressive enhancement of src/components/games/LobbyPage.astro):
 * its links and search change the view in place, from the platform's JSON, and the address
 * follows (history.pushState), so a link, a reload or the back button shows the same view.
 * Choosing the member's lists as a visitor opens the login pop-up instead, and as a trial account
 * the real-account warning. A new page of results takes the focus to the list's heading; a
 * filter keeps it on the filter.
 */

type LobbyLoad = typeof LobbyLoadModule;

interface Move {
  push: boolean;
  focusHeading: boolean;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const bindLobby = (root: HTMLElement, data: LobbyData, parts: LobbyParts) => {
  const { config } = data;
  let current: LobbyState = parseLobbyState(new URLSearchParams(location.search), config);
  let loading: AbortController | null = null;

  const show = async (next: LobbyState, move: Move) => {
    const same = sameLobbyState(next, current);
    if (same && !move.focusHeading) return;
    if (move.push && isMemberFilter(next.filter) && !requireRealAccount()) return;
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    if (move.push && !same) history.pushState({ lobby: lobbyHref(config.path, next) }, '', lobbyHref(config.path, next));
    current = next;
    renderControls(parts, data, next);
    setLoading(parts, data.words);
    let load: LobbyLoad;
    try {
      load = await import('./lobby-load.ts');
    } catch {
      // The script that reads lists did not arrive: the server renders the same view.
      location.assign(lobbyHref(config.path, next));
      return;
    }
    const results = await load.loadLobbyResults(config, next, $session.get(), $language.get(), controller.signal);
    if (!results || loading !== controller) return;
    loading = null;
    renderResults(parts, data, next, results, $favourites.get());
    if (move.focusHeading) parts.heading.focus();
  };

  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || !plainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('a[href]');
    if (!link || !root.contains(link) || link.dataset.accountOpen !== undefined) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname !== config.path) return;
    event.preventDefault();
    // A filter, sub-category or vendor stays where it is; a page or an empty state's way out is replaced.
    void show(parseLobbyState(url.searchParams, config), { push: true, focusHeading: link.dataset.lobbyLink === undefined });
  });

  root.querySelector<HTMLFormElement>('form[data-lobby-search]')?.addEventListener('submit', (event) => {
    event.preventDefault();
    const search = (parts.search?.value ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
    void show(withChange(current, { search }), { push: true, focusHeading: false });
  });

  addEventListener('popstate', () => {
    void show(parseLobbyState(new URLSearchParams(location.search), config), { push: false, focusHeading: false });
  });
};

const root = document.querySelector<HTMLElement>('[data-lobby]');
const data = root ? readLobbyData(root) : null;
const parts = root ? lobbyParts(root) : null;
if (root && data && parts) bindLobby(root, data, parts);
