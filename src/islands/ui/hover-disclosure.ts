/*
 * Menus and popovers that open on hover and on keyboard focus: the header's drop menus, the
 * member menu and the app-download QR codes. CSS opens them (`:hover`, `:focus-within`), so they
 * work before any script; this script adds what CSS cannot (WCAG 1.4.13): Esc hides the panel
 * and returns focus to its trigger, and the trigger's `aria-expanded` follows what is shown.
 *
 * Markup: a container `[data-hover-menu]` holding one `[data-hover-trigger]` and the panel;
 * `data-dismissed` on the container hides the panel until the pointer and focus have left, and
 * `data-held` keeps it shown while a dialog opened from it has the focus.
 */

const OPEN_SELECTOR = '[data-hover-menu]:not([data-dismissed])';

const triggerOf = (menu: HTMLElement) => menu.querySelector<HTMLElement>('[data-hover-trigger]');

const isOpen = (menu: HTMLElement) => menu.matches(':hover, :focus-within, [data-held]') && !menu.hasAttribute('data-dismissed');

const sync = (menu: HTMLElement) => triggerOf(menu)?.setAttribute('aria-expanded', String(isOpen(menu)));

/** Whether the pointer is over the menu or focus is inside it. */
const engaged = (menu: HTMLElement, leaving: EventTarget | null) => menu.matches(':hover') || (leaving instanceof Node && menu.contains(leaving));

export const dismiss = (menu: HTMLElement) => {
  menu.setAttribute('data-dismissed', '');
  sync(menu);
};

const bind = (menu: HTMLElement) => {
  const update = () => sync(menu);
  menu.addEventListener('mouseenter', update);
  menu.addEventListener('focusin', update);
  menu.addEventListener('mouseleave', () => {
    if (!menu.contains(document.activeElement)) menu.removeAttribute('data-dismissed');
    update();
  });
  menu.addEventListener('focusout', (event) => {
    if (!engaged(menu, event.relatedTarget)) menu.removeAttribute('data-dismissed');
    // Focus has not moved yet while focusout runs: read the state once it has.
    queueMicrotask(update);
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.matches(OPEN_SELECTOR)) return;
    event.preventDefault();
    dismiss(menu);
    triggerOf(menu)?.focus();
  });
  // A button trigger also opens and closes its panel by click, as any disclosure does.
  const trigger = triggerOf(menu);
  if (trigger instanceof HTMLButtonElement) {
    trigger.addEventListener('click', () => {
      if (isOpen(menu)) dismiss(menu);
      else menu.removeAttribute('data-dismissed');
      update();
    });
  }
  update();
};

/**
 * Keeps the menu around `element` shown while a dialog it opened is up, so that focus can return
 * to `element` when the dialog closes. The returned function lets go once focus is back.
 */
export const holdOpen = (element: Element): (() => void) => {
  const menu = element.closest<HTMLElement>('[data-hover-menu]');
  menu?.setAttribute('data-held', '');
  return () => {
    // The dialog gives the focus back as it unmounts; let go after that.
    setTimeout(() => {
      menu?.removeAttribute('data-held');
      if (menu) sync(menu);
    });
  };
};

/** Binds every hover menu under `root` once. */
export const bindHoverMenus = (root: ParentNode = document) => {
  for (const menu of root.querySelectorAll<HTMLElement>('[data-hover-menu]:not([data-hover-bound])')) {
    menu.setAttribute('data-hover-bound', '');
    bind(menu);
  }
};
