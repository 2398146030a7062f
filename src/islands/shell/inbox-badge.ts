import { fetchUnreadCount } from './inbox-api.ts';

/**
 * The unread-messages badge of the member block (SPEC section 2: loaded on entry, for real
 * accounts only — the server renders the link only for them). A failed read leaves no badge.
 */
export const bindInboxBadge = () => {
  const link = document.querySelector<HTMLAnchorElement>('[data-inbox]');
  const badge = link?.querySelector<HTMLElement>('[data-unread]');
  if (!link || !badge) return;
  fetchUnreadCount().then(
    (count) => {
      badge.hidden = count === 0;
      badge.textContent = count > 99 ? '99+' : String(count);
      const label = count === 0 ? link.dataset.labelNone : link.dataset.labelSome?.replace('{{count}}', String(count));
      if (label) link.setAttribute('aria-label', label);
    },
    () => undefined,
  );
};
