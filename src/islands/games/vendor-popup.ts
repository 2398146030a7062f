import '../ui/dialog.css';
import './vendor-popup.css';
import { loadText } from '../../i18n/client.ts';
import type { Text } from '../../i18n/text.ts';
import { bindImageFallbacks } from '../ui/image-fallback.ts';
import { launchGame } from './game-launch.ts';
import { SEARCH_MAX_LENGTH } from './lobby-state.ts';
import { fetchVendorGames, type LaneVendor, type VendorGame, type VendorGamesPage } from './vendor-games.ts';

/*
 * A vendor's games over the page (CONTRACT.md 4.5: a VASSALAGE card opens a pop-up of the
 * vendor's games), ten a page, with a name search and the pages. Each game launches through the
 * site's launch flow (src/islands/games/game-launch.ts): the pop-up closes first, so the login
 * pop-up, the real-account warning or the game page come in its place. Built on the native modal
 * dialog, like the help pop-up: the page behind is inert, Esc, the close button and the backdrop
 * close it, and the focus goes back to the link that opened it.
 */

export interface PopupVendor extends LaneVendor {
  /** The vendor's name, as its link shows it. */
  name: string;
}

type Words = Text<'games'>;

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const hidden = (text: string) => element('span', 'visually-hidden', text);

const launchButton = (words: string, game: VendorGame, free: boolean, dialog: HTMLDialogElement) => {
  const button = element('button', free ? 'vendor-games__trial' : 'vendor-games__play', words);
  button.type = 'button';
  button.append(hidden(` ${game.gameName}`));
  button.addEventListener('click', () => {
    // Closed inside the click, so a game's own window is still opened by it (popup blockers).
    dialog.close();
    launchGame(
      {
        gameId: game.gameId,
        nodeId: game.nodeId,
        vendor: game.vassalage,
        gameType: game.gameType,
        platform: game.platform || 'html5-desktop',
        newWindow: game.appNewWindow === 1 || game.appNewWindow === 2,
        name: game.gameName,
      },
      { free },
    );
  });
  return button;
};

const gameItem = (t: Words, game: VendorGame, dialog: HTMLDialogElement) => {
  const item = element('li', 'vendor-games__game');
  const art = element('img', '');
  art.src = game.iconUrl;
  art.alt = '';
  art.loading = 'lazy';
  art.dataset.fallback = 'game';
  const name = element('h3', 'vendor-games__name', game.gameName);
  const actions = element('div', 'vendor-games__actions');
  actions.append(launchButton(t('games.tile.play'), game, false, dialog));
  if (game.freeplay === 1) actions.append(launchButton(t('games.tile.trial'), game, true, dialog));
  item.append(art, name, actions);
  return item;
};

interface Parts {
  dialog: HTMLDialogElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  status: HTMLParagraphElement;
  list: HTMLUListElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  place: HTMLSpanElement;
}

const build = (t: Words, vendor: PopupVendor, href: string): Parts => {
  const dialog = element('dialog', 'ui-dialog ui-dialog--wide vendor-games');
  dialog.setAttribute('aria-labelledby', 'vendor-games-title');
  const head = element('div', 'ui-modal__head');
  const title = element('h2', 'ui-modal__title', t('games.vendorPopup.title', { vendor: vendor.name }));
  title.id = 'vendor-games-title';
  const close = element('button', 'ui-icon-button vendor-games__close');
  close.type = 'button';
  close.setAttribute('aria-label', t('games.vendorPopup.close'));
  close.dataset.close = '';
  const cross = element('span', 'vendor-games__cross', '×');
  cross.setAttribute('aria-hidden', 'true');
  close.append(cross);
  head.append(title, close);

  const form = element('form', 'vendor-games__search');
  form.setAttribute('role', 'search');
  const label = element('label', '', t('games.search.label'));
  label.htmlFor = 'vendor-games-q';
  const input = element('input', '');
  input.type = 'search';
  input.id = 'vendor-games-q';
  input.name = 'q';
  input.maxLength = SEARCH_MAX_LENGTH;
  input.autocomplete = 'off';
  const submit = element('button', 'vendor-games__submit', t('games.search.submit'));
  submit.type = 'submit';
  form.append(label, input, submit);

  const status = element('p', 'vendor-games__status');
  status.setAttribute('role', 'status');
  const list = element('ul', 'vendor-games__list');
  list.setAttribute('role', 'list');

  const pager = element('nav', 'vendor-games__pager');
  pager.setAttribute('aria-label', t('games.pager.label'));
  const previous = element('button', '', t('games.pager.previous'));
  const next = element('button', '', t('games.pager.next'));
  previous.type = next.type = 'button';
  const place = element('span', 'vendor-games__place');
  pager.append(previous, place, next);

  const all = element('a', 'vendor-games__all', t('games.vendorPopup.all', { vendor: vendor.name }));
  all.href = href;
  dialog.append(head, form, status, list, pager, all);
  return { dialog, form, input, status, list, previous, next, place };
};

/** Opens the pop-up of a vendor's games over the page; a failed load of its words goes to the vendor's page instead. */
export const openVendorGames = async (vendor: PopupVendor, opener: HTMLAnchorElement): Promise<void> => {
  let t: Words;
  try {
    t = await loadText(['games']);
  } catch {
    location.assign(opener.href);
    return;
  }
  document.querySelector('dialog.vendor-games')?.remove();
  const parts = build(t, vendor, opener.getAttribute('href') ?? opener.href);
  const { dialog, form, input, status, list, previous, next, place } = parts;
  let view = { pageNo: 1, gameName: '' };
  let shown: VendorGamesPage | null = null;
  let loading: AbortController | null = null;

  const render = (page: VendorGamesPage) => {
    shown = page;
    list.replaceChildren(...page.games.map((game) => gameItem(t, game, dialog)));
    bindImageFallbacks(list);
    const pages = Math.max(page.totalPages, 1);
    const where = t('games.results.page', { page: page.pageNo, pages });
    status.textContent = page.games.length
      ? `${t('games.results.count', { count: page.totalCount })} · ${where}`
      : view.gameName
        ? t('games.empty.search', { search: view.gameName })
        : t('games.empty.list');
    place.textContent = where;
    previous.disabled = page.pageNo <= 1;
    next.disabled = page.pageNo >= pages;
  };

  const show = async () => {
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    status.textContent = t('games.results.loading');
    dialog.setAttribute('aria-busy', 'true');
    try {
      const page = await fetchVendorGames({ gameType: vendor.lane, vassalage: vendor.vassalage, ...view }, controller.signal);
      if (loading === controller) render(page);
    } catch {
      if (loading !== controller) return;
      list.replaceChildren();
      status.textContent = t('games.results.failed');
      previous.disabled = next.disabled = true;
    } finally {
      if (loading === controller) {
        loading = null;
        dialog.removeAttribute('aria-busy');
      }
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    view = { pageNo: 1, gameName: input.value.trim().slice(0, SEARCH_MAX_LENGTH).trim() };
    void show();
  });
  const turn = (by: number) => () => {
    if (!shown) return;
    view = { ...view, pageNo: shown.pageNo + by };
    void show();
  };
  previous.addEventListener('click', turn(-1));
  next.addEventListener('click', turn(1));
  dialog.addEventListener('click', (event) => {
    const clicked = event.target as Element;
    // A click on the backdrop lands on the dialog element itself.
    if (clicked === dialog || clicked.closest('[data-close]')) dialog.close();
  });
  dialog.addEventListener('close', () => {
    loading?.abort();
    dialog.remove();
    // Back to the link (a launch then takes it on to its own pop-up or page). A drop menu's link
    // folded away with its menu cannot take it: its menu's own link does.
    opener.focus();
    if (document.activeElement !== opener) opener.closest('[data-hover-menu]')?.querySelector<HTMLElement>('[data-hover-trigger]')?.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  input.focus();
  await show();
};
