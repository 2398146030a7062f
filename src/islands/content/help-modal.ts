import '../ui/dialog.css';
import './help-modal.css';

/*
 * The help pop-up (SPEC section 2: helpModal): the help centre's entries over the current page,
 * one disclosure each as on /help, the asked-for entry open. Esc, the close button and the
 * backdrop close it, and the focus goes back to the link that opened it. Built on the native
 * modal dialog, so the page behind it is inert while it is open.
 */

interface HelpEntry {
  tag: string;
  title: string;
  html: string;
}

interface HelpData {
  title: string;
  close: string;
  page: string;
  entries: HelpEntry[];
}

const isText = (value: unknown): value is string => typeof value === 'string';

const isHelpData = (value: unknown): value is HelpData => {
  if (!value || typeof value !== 'object') return false;
  const data = value as Record<string, unknown>;
  return (
    isText(data.title) &&
    isText(data.close) &&
    isText(data.page) &&
    Array.isArray(data.entries) &&
    data.entries.every((e: Record<string, unknown> | null) => !!e && isText(e.tag) && isText(e.title) && isText(e.html))
  );
};

let loaded: Promise<HelpData> | null = null;

/** The entries in the page's language, asked for once per page. */
const loadHelp = (): Promise<HelpData> =>
  (loaded ??= fetch('/partials/help.json', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      const data: unknown = response.ok ? await response.json() : null;
      if (!isHelpData(data)) throw new Error(`The help entries did not load (${response.status})`);
      return data;
    })
    .catch((err: unknown) => {
      loaded = null;
      throw err;
    }));

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Opens the pop-up on the entry `tag` (all closed when null or unknown); a failed load goes to the help page instead. */
export const openHelp = async (tag: string | null, opener: HTMLAnchorElement): Promise<void> => {
  let data: HelpData;
  try {
    data = await loadHelp();
  } catch {
    location.assign(opener.href);
    return;
  }
  const { sanitizeHtml } = await import('../../lib/sanitize-browser.ts');
  document.querySelector('dialog.help-modal')?.remove();

  const dialog = element('dialog', 'ui-dialog ui-dialog--wide help-modal');
  dialog.setAttribute('aria-labelledby', 'help-modal-title');
  const head = element('div', 'ui-modal__head');
  const title = element('h2', 'ui-modal__title', data.title);
  title.id = 'help-modal-title';
  const close = element('button', 'ui-icon-button help-modal__close');
  close.type = 'button';
  close.autofocus = true;
  close.setAttribute('aria-label', data.close);
  close.dataset.close = '';
  close.append(element('span', 'help-modal__cross', '×'));
  close.firstElementChild!.setAttribute('aria-hidden', 'true');
  head.append(title, close);

  const list = element('div', 'help-modal__entries');
  let target: HTMLDetailsElement | null = null;
  for (const entry of data.entries) {
    const details = element('details', 'help-modal__entry');
    details.name = 'help-modal-entry';
    const summary = element('summary', 'help-modal__summary');
    summary.append(element('h3', 'help-modal__entry-title', entry.title));
    const body = element('div', 'help-modal__body');
    body.innerHTML = sanitizeHtml(entry.html);
    details.append(summary, body);
    list.append(details);
    if (entry.tag === tag) target = details;
  }
  const page = element('a', 'help-modal__page', data.page);
  page.href = tag ? `/help#${encodeURIComponent(tag)}` : '/help';
  dialog.append(head, list, page);

  dialog.addEventListener('click', (event) => {
    const clicked = event.target as Element;
    // A click on the backdrop lands on the dialog element itself.
    if (clicked === dialog || clicked.closest('[data-close]')) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  if (target) {
    target.open = true;
    target.scrollIntoView({ block: 'nearest' });
  }
};
