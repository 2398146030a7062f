import { launchChatSchema } from '../../../contract/centres.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { callApi } from '../../api-client/client.ts';

/*
 * "Chat" on a live table (src/components/games/LiveTables.astro): the chat opens in a window of
 * its own, opened inside the click so that popup blockers let it through, and sent to the page
 * CBS_launchChat names once it answers. Where the browser blocks the window anyway, this tab goes
 * to the chat instead.
 */
const section = document.querySelector<HTMLElement>('[data-live-tables]');

if (section) {
  const error = section.querySelector<HTMLElement>('[data-chat-error]')!;
  section.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-chat-table]') : null;
    if (!button) return;
    const tableId = Number(button.dataset.chatTable);
    error.textContent = '';
    const win = window.open('', '_blank');
    callApi(ENDPOINTS.launchChat, launchChatSchema, { query: { tableId } })
      .then(({ chatUrl }) => {
        if (win && !win.closed) win.location.replace(chatUrl);
        else location.assign(chatUrl);
      })
      .catch(() => {
        win?.close();
        error.textContent = section.dataset.chatFailed ?? '';
      });
  });
}
