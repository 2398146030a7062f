/*
 * Shows a view of a game list page that the server rendered as a fragment
 * (src/pages/partials/lobby/[category].astro) in place of the one on screen. The controls stay
 * the same elements (a link or the search box keeps the focus): only where they lead, which one
 * is current and the search's fields change. The heading, the announced count, the list and the
 * pager take the fragment's.
 */

export interface LobbyParts {
  nav: HTMLElement;
  heading: HTMLElement;
  status: HTMLElement;
  body: HTMLElement;
  pager: HTMLElement;
}

export const lobbyParts = (root: ParentNode): LobbyParts | null => {
  const nav = root.querySelector<HTMLElement>('[data-lobby-nav]');
  const heading = root.querySelector<HTMLElement>('[data-lobby-heading]');
  const status = root.querySelector<HTMLElement>('[data-lobby-status]');
  const body = root.querySelector<HTMLElement>('[data-lobby-body]');
  const pager = root.querySelector<HTMLElement>('[data-lobby-pager]');
  return nav && heading && status && body && pager ? { nav, heading, status, body, pager } : null;
};

/** A control's identity across views: which part it sets, and to what. */
const controlKey = (element: Element) =>
  element.hasAttribute('data-lobby-kept')
    ? `kept:${element.getAttribute('data-lobby-kept')}`
    : `${element.getAttribute('data-lobby-link')}:${element.getAttribute('data-value')}`;

const CONTROLS = 'a[data-lobby-link], input[data-lobby-kept]';

const copyAttribute = (from: Element, to: Element, name: string) => {
  const value = from.getAttribute(name);
  if (value === null) to.removeAttribute(name);
  else if (to.getAttribute(name) !== value) to.setAttribute(name, value);
};

/** The fragment's controls into the page's; false when they are not the same controls (the page's vendors changed). */
const syncControls = (mine: HTMLElement, fresh: HTMLElement): boolean => {
  const theirs = new Map([...fresh.querySelectorAll(CONTROLS)].map((control) => [controlKey(control), control]));
  const own = [...mine.querySelectorAll(CONTROLS)];
  if (own.length !== theirs.size || own.some((control) => !theirs.has(controlKey(control)))) return false;
  for (const control of own) {
    const source = theirs.get(controlKey(control))!;
    for (const name of ['href', 'aria-current', 'value', 'disabled']) copyAttribute(source, control, name);
    if (control instanceof HTMLInputElement && source instanceof HTMLInputElement) control.value = source.value;
  }
  const search = mine.querySelector<HTMLInputElement>('input[type="search"]');
  const searched = fresh.querySelector<HTMLInputElement>('input[type="search"]');
  // What the reader typed stays while it is what the view searched for.
  if (search && searched && search.value.trim() !== searched.value) search.value = searched.value;
  return true;
};

/** While a view loads, the list dims and the status says so; its count then always reads as news, even when unchanged. */
export const showLoading = (parts: LobbyParts) => {
  parts.body.setAttribute('aria-busy', 'true');
  parts.status.textContent = parts.status.dataset.loading ?? '';
};

const settle = (parts: LobbyParts, status: string, content: Node[], pager: HTMLElement | null) => {
  parts.status.textContent = status;
  parts.body.replaceChildren(...content);
  parts.body.removeAttribute('aria-busy');
  parts.pager.replaceChildren(...(pager?.childNodes ?? []));
  parts.pager.hidden = pager?.hidden ?? true;
};

/** The fragment's view in place of the page's; its scripts are left out (the page has them already). */
export const showView = (parts: LobbyParts, fresh: LobbyParts) => {
  for (const script of [fresh.body, fresh.pager].flatMap((part) => [...part.querySelectorAll('script')])) script.remove();
  if (!syncControls(parts.nav, fresh.nav)) {
    const focused = document.activeElement;
    const key = focused && parts.nav.contains(focused) && focused.matches(CONTROLS) ? controlKey(focused) : null;
    parts.nav.replaceWith(fresh.nav);
    parts.nav = fresh.nav;
    // The control the reader was on, where the new controls have it.
    if (key) [...fresh.nav.querySelectorAll<HTMLElement>(CONTROLS)].find((control) => controlKey(control) === key)?.focus();
  }
  parts.heading.textContent = fresh.heading.textContent;
  settle(parts, fresh.status.textContent ?? '', [...fresh.body.childNodes], fresh.pager);
};

/** The page's own failure message, with a retry link to `href`, when a view could not be had. */
export const showFailure = (parts: LobbyParts, failed: HTMLTemplateElement, href: string) => {
  const box = failed.content.cloneNode(true) as DocumentFragment;
  const retry = box.querySelector('a');
  if (retry) retry.href = href;
  settle(parts, box.querySelector('p')?.textContent ?? '', [box], null);
};
