import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { fill } from '../../../contract/fill.ts';
import { inboxChangeSchema, type InboxChange, type InboxSelection } from '../../../contract/inbox.ts';
import { callApi } from '../../api-client/client.ts';
import { announceUnread } from '../../lib/inbox-events.ts';

/*
 * The platform messages section's script. The server wrote the list; this marks a message read
 * the first time the member opens it, marks every message read, and deletes a message once the
 * member confirms in a dialog. Each answer carries the unread count, which the summary, the
 * "mark all" button and the header's badge then show. A failure is told in the section's alert,
 * in the member's language, and changes nothing on the page.
 */

const failureText = async (error: unknown, offline: string) => {
  try {
    const [{ loadText }, { failureText: text }] = await Promise.all([import('../../i18n/client.ts'), import('../../i18n/failure-text.ts')]);
    return text(await loadText(['errors']), error);
  } catch {
    return offline;
  }
};

export const startInbox = (section: HTMLElement) => {
  const summary = section.querySelector<HTMLElement>('[data-inbox-summary]');
  const errorBox = section.querySelector<HTMLElement>('[data-inbox-error]');
  const markAll = section.querySelector<HTMLButtonElement>('[data-mark-all]');
  const dialog = section.querySelector<HTMLDialogElement>('[data-delete-dialog]');
  const dialogText = dialog?.querySelector<HTMLElement>('[data-delete-text]');
  if (!summary) return;
  let total = Number(summary.dataset.total);

  const show = (change: InboxChange, removed = 0) => {
    total -= removed;
    summary.textContent = fill(section.dataset.summary ?? '', { unread: change.unread, total });
    if (markAll) markAll.disabled = change.unread === 0;
    announceUnread(change.unread);
  };

  /** Sends one change; resolves with its answer, or null once the failure is shown. */
  const send = async (endpoint: typeof ENDPOINTS.markInboxRead | typeof ENDPOINTS.deleteInbox, body: InboxSelection) => {
    if (errorBox) errorBox.textContent = '';
    try {
      return await callApi(endpoint, inboxChangeSchema, { body });
    } catch (error) {
      if (errorBox) errorBox.textContent = await failureText(error, section.dataset.networkError ?? '');
      return null;
    }
  };

  const markRead = (item: HTMLElement) => {
    item.dataset.read = 'true';
    const mark = item.querySelector<HTMLElement>('[data-unread-mark]');
    if (mark) mark.hidden = true;
  };

  for (const item of section.querySelectorAll<HTMLElement>('[data-message]')) {
    const details = item.querySelector<HTMLDetailsElement>('[data-message-details]');
    const remove = item.querySelector<HTMLButtonElement>('[data-delete-message]');
    const id = item.dataset.message!;
    const opened = () => {
      if (!details?.open || item.dataset.read === 'true' || item.dataset.busy) return;
      item.dataset.busy = '1';
      void send(ENDPOINTS.markInboxRead, { ids: [id] }).then((change) => {
        delete item.dataset.busy;
        if (!change) return;
        markRead(item);
        show(change);
      });
    };
    details?.addEventListener('toggle', opened);
    // A message the member opened before this script ran counts as read too.
    opened();
    if (!remove || !dialog) continue;
    remove.disabled = false;
    remove.addEventListener('click', () => {
      const title = item.querySelector('[data-message-title]')?.textContent?.trim() ?? '';
      if (dialogText) dialogText.textContent = fill(dialogText.dataset.template ?? '', { title });
      dialog.returnValue = '';
      dialog.addEventListener(
        'close',
        () => {
          if (dialog.returnValue !== 'confirm') {
            remove.focus();
            return;
          }
          void send(ENDPOINTS.deleteInbox, { ids: [id] }).then((change) => {
            if (!change) {
              remove.focus();
              return;
            }
            // Focus goes to the next message, else the previous one, else the section's heading.
            const next = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector<HTMLElement>('summary');
            item.remove();
            show(change, change.changed);
            // The page is empty now: the first page shows what is left, or that nothing is.
            if (!section.querySelector('[data-message]')) {
              const first = new URL(section.dataset.firstPage ?? location.href, location.href);
              if (first.pathname + first.search === location.pathname + location.search) location.reload();
              else location.assign(first);
              return;
            }
            (next ?? section.querySelector<HTMLElement>('h2'))?.focus();
          });
        },
        { once: true },
      );
      dialog.showModal();
    });
  }

  if (markAll) {
    markAll.disabled = markAll.dataset.hasUnread !== 'true';
    markAll.addEventListener('click', () => {
      markAll.disabled = true;
      void send(ENDPOINTS.markInboxRead, { all: true }).then((change) => {
        if (!change) {
          markAll.disabled = false;
          return;
        }
        for (const item of section.querySelectorAll<HTMLElement>('[data-message]')) markRead(item);
        show(change);
      });
    });
  }
};
