/*
 * The inbox's unread count, told across the page: the header reads it on entry, the member
 * centre's messages section tells it after the member reads or deletes messages, and the header's
 * badge and the member centre's menu show it, without any of them importing another. A listener
 * that comes late hears the last count at once.
 */
const UNREAD_EVENT = 'inbox:unread';

let last: number | null = null;

export const announceUnread = (count: number) => {
  last = count;
  document.dispatchEvent(new CustomEvent<number>(UNREAD_EVENT, { detail: count }));
};

export const onUnread = (listener: (count: number) => void) => {
  document.addEventListener(UNREAD_EVENT, (event) => listener((event as CustomEvent<number>).detail));
  if (last !== null) listener(last);
};

/** A count as a badge writes it. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * Binds a link with a count badge to the unread count: the badge is `[data-unread]` inside it,
 * its figure `[data-unread-count]` inside the badge, else the badge itself. A link named by its
 * `aria-label` (an icon) takes `data-label-none` and `data-label-some` (with `{{count}}`) for it.
 */
export const bindUnreadLink = (link: HTMLElement) => {
  const badge = link.querySelector<HTMLElement>('[data-unread]');
  if (!badge) return;
  onUnread((count) => {
    badge.hidden = count === 0;
    (badge.querySelector('[data-unread-count]') ?? badge).textContent = badgeText(count);
    const label = count === 0 ? link.dataset.labelNone : link.dataset.labelSome?.replace('{{count}}', String(count));
    if (label) link.setAttribute('aria-label', label);
  });
};
