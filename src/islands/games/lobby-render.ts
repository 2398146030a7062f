import { bindImageFallbacks } from '../../lib/image-fallback.ts';
import { lobbyHref, withChange, type LobbyFilter, type LobbyState } from '../../lib/lobby-state.ts';
import { lobbyEmpty, lobbyHeading, lobbyStatus, pagerItems, type LobbyEmpty, type LobbyResults, type PagerItem } from '../../lib/lobby-view.ts';
import type { LobbyData } from './lobby-data.ts';
import { fillTile } from './tile-fill.ts';

/*
 * Draws a view of a game list page in place: the controls' links and the search's hidden fields
 * follow the state, and the results are built as the server builds them
 * (src/components/games/LobbyPage.astro), tiles from the page's own pattern.
 */

export interface LobbyParts {
  heading: HTMLElement;
  status: HTMLElement;
  body: HTMLElement;
  pager: HTMLElement;
  pattern: HTMLTemplateElement;
  links: HTMLAnchorElement[];
  search: HTMLInputElement | null;
  kept: HTMLInputElement[];
}

export const lobbyParts = (root: HTMLElement): LobbyParts | null => {
  const heading = root.querySelector<HTMLElement>('[data-lobby-heading]');
  const status = root.querySelector<HTMLElement>('[data-lobby-status]');
  const body = root.querySelector<HTMLElement>('[data-lobby-body]');
  const pager = root.querySelector<HTMLElement>('[data-lobby-pager]');
  const pattern = root.querySelector<HTMLTemplateElement>('template[data-lobby-tile]');
  if (!heading || !status || !body || !pager || !pattern) return null;
  return {
    heading,
    status,
    body,
    pager,
    pattern,
    links: [...root.querySelectorAll<HTMLAnchorElement>('a[data-lobby-link]')],
    search: root.querySelector<HTMLInputElement>('form[data-lobby-search] input[type="search"]'),
    kept: [...root.querySelectorAll<HTMLInputElement>('input[data-lobby-kept]')],
  };
};

type Part = 'filter' | 'classify' | 'vendor';

const changed = (state: LobbyState, part: Part, value: string | null): LobbyState =>
  part === 'filter' ? withChange(state, { filter: (value ?? 'ALL') as LobbyFilter }) : part === 'classify' ? withChange(state, { classify: value }) : withChange(state, { vendor: value });

/** The filter, sub-category and vendor links, and the search's fields, for `state`. */
export const renderControls = (parts: LobbyParts, data: LobbyData, state: LobbyState) => {
  for (const link of parts.links) {
    const part = link.dataset.lobbyLink as Part;
    const value = link.dataset.value || null;
    link.href = lobbyHref(data.config.path, changed(state, part, value));
    if ((state[part] ?? null) === value) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  for (const input of parts.kept) {
    const part = input.dataset.lobbyKept as Part;
    const value = state[part];
    input.value = value ?? '';
    input.disabled = part === 'filter' ? value === 'ALL' : !value;
  }
  if (parts.search && parts.search.value.trim() !== state.search) parts.search.value = state.search;
};

/** While a view loads, the list dims and the status says so; its count then always reads as news, even when unchanged. */
export const setLoading = (parts: LobbyParts, words: LobbyData['words']) => {
  parts.body.setAttribute('aria-busy', 'true');
  parts.status.textContent = words.loading;
};

const emptyBox = (empty: { message: string; link: (LobbyEmpty['link'] & { login?: boolean }) | null }) => {
  const box = document.createElement('div');
  box.className = 'games-empty';
  const message = document.createElement('p');
  message.textContent = empty.message;
  box.append(message);
  if (empty.link) {
    const link = document.createElement('a');
    link.className = 'button';
    link.href = empty.link.href;
    link.textContent = empty.link.text;
    if (empty.link.login) link.dataset.accountOpen = 'login';
    box.append(link);
  }
  return box;
};

const pagerItem = (item: PagerItem) => {
  const li = document.createElement('li');
  if (item.kind === 'gap') {
    li.className = 'gap';
    li.setAttribute('aria-hidden', 'true');
    li.textContent = '…';
    return li;
  }
  const link = document.createElement('a');
  link.href = item.href;
  link.dataset.lobbyPage = String(item.page);
  if (item.kind === 'step') {
    link.rel = item.rel;
    link.textContent = item.text;
  } else {
    link.textContent = String(item.page);
    link.setAttribute('aria-label', item.label);
    if (item.current) link.setAttribute('aria-current', 'page');
  }
  li.append(link);
  return li;
};

/** The heading, the announced count, the tiles (or why there are none) and the pager of a view. */
export const renderResults = (parts: LobbyParts, data: LobbyData, state: LobbyState, results: LobbyResults, favourites: ReadonlySet<number>) => {
  const { config, words } = data;
  parts.heading.textContent = lobbyHeading(words, state);
  const content: HTMLElement[] = [];
  let items: PagerItem[] = [];
  if (results.kind === 'games') {
    const { page } = results;
    if (page.games.length) {
      const grid = document.createElement('ul');
      grid.className = 'games-grid';
      grid.setAttribute('role', 'list');
      for (const game of page.games) {
        const li = document.createElement('li');
        li.append(fillTile(parts.pattern, game, favourites.has(game.nodeId)));
        grid.append(li);
      }
      content.push(grid);
    }
    const empty = lobbyEmpty(words, config, state, page);
    if (empty) content.push(emptyBox(empty));
    items = pagerItems(words, config.path, state, page.totalPages);
    parts.status.textContent = lobbyStatus(words, page);
  } else {
    parts.status.textContent = results.kind === 'failed' ? words.failed : '';
    if (results.kind === 'login') content.push(emptyBox({ message: words.login, link: { href: '/login', text: words.loginLink, login: true } }));
    if (results.kind === 'real-account') content.push(emptyBox({ message: words.realAccount, link: null }));
    if (results.kind === 'failed') content.push(emptyBox({ message: words.failed, link: { href: lobbyHref(config.path, state), text: words.retry } }));
  }
  parts.body.replaceChildren(...content);
  parts.body.removeAttribute('aria-busy');
  bindImageFallbacks(parts.body);
  const list = document.createElement('ul');
  list.setAttribute('role', 'list');
  list.append(...items.map(pagerItem));
  parts.pager.replaceChildren(list);
  parts.pager.hidden = items.length === 0;
};
