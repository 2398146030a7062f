import { audienceOf, browserSession, rememberPopupsClosed, popupsToShow } from './popups.ts';

/*
 * Opens the server-rendered public pop-up (PublicPopup.astro) when this browser session has not
 * closed it yet and something in it is for this reader: F items only on a first login.
 */
const dialog = document.querySelector<HTMLDialogElement>('dialog[data-public-popup]');
if (dialog) {
  const session = browserSession();
  const audience = audienceOf(dialog.dataset.audience === 'member', session);
  const items = [...dialog.querySelectorAll<HTMLElement>('[data-notice]')];
  const shown = new Set(
    popupsToShow(
      items.map((item) => ({ item, execution: item.dataset.execution as 'A' | 'B' | 'F' })),
      audience,
      session,
    ).map((p) => p.item),
  );
  for (const item of items) if (!shown.has(item)) item.remove();
  const visible = items.filter((item) => shown.has(item));
  const perPage = Number(dialog.dataset.perPage) || 9;
  let page = 0;

  // One notice open at a time; a click on the open one closes it (CONTRACT.md 5.1).
  const open = (target: HTMLElement | null) => {
    for (const item of visible) {
      const on = item === target;
      item.classList.toggle('notice--open', on);
      item.querySelector('[data-toggle]')?.setAttribute('aria-expanded', String(on));
      item.querySelector<HTMLElement>('.notice__body')!.hidden = !on;
    }
  };
  const showPage = (next: number) => {
    page = Math.min(Math.max(next, 0), Math.ceil(visible.length / perPage) - 1);
    visible.forEach((item, i) => (item.hidden = Math.floor(i / perPage) !== page));
    const pages = dialog.querySelector<HTMLElement>('[data-pages]');
    if (pages) pages.hidden = visible.length <= perPage;
    open(visible[page * perPage] ?? null);
  };

  dialog.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    // A click on the backdrop lands on the dialog element itself.
    if (target === dialog || target.closest('[data-close]')) return dialog.close();
    const toggle = target.closest<HTMLElement>('[data-toggle]');
    if (toggle) {
      const item = toggle.closest<HTMLElement>('[data-notice]');
      open(item?.classList.contains('notice--open') ? null : item);
    }
    const step = target.closest<HTMLElement>('[data-step]');
    if (step) showPage(page + Number(step.dataset.step));
  });
  // Esc, the close button and the backdrop all end here.
  dialog.addEventListener('close', () => rememberPopupsClosed(audience, session));

  if (visible.length) {
    showPage(0);
    dialog.showModal();
  }
}
