import { announceUnread, bindUnreadLink } from '../../lib/inbox-events.ts';
import { fetchUnreadCount } from './inbox-api.ts';

/**
 * The unread-messages badge of the member block (SPEC section 2: loaded on entry, for real
 * accounts only — the server renders the link only for them), kept in step when the member reads
 * or deletes messages in the member centre. The count read on entry is told to the rest of the
 * page (the member centre's menu shows it too). A failed read leaves no badge.
 */
export const bindInboxBadge = () => {
  const link = document.querySelector<HTMLAnchorElement>('[data-inbox]');
  if (!link) return;
  bindUnreadLink(link);
  fetchUnreadCount().then(announceUnread, () => undefined);
};
