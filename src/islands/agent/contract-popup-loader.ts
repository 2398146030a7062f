import { SESSION_KEYS, tabStorage } from '../../lib/session-keys.ts';

/*
 * The contract pop-up on the player site: only when the login found requests awaiting the agent's
 * answer and this tab has not closed the pop-up, it fetches the pop-up as the server writes it and
 * opens it with the agent centre's own script.
 */
const storage = tabStorage();
if (storage?.getItem(SESSION_KEYS.enableContract) === '1' && !storage.getItem(SESSION_KEYS.contractPopupClosed)) {
  void (async () => {
    const response = await fetch('/partials/agent/contract-popup', { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    const template = document.createElement('template');
    template.innerHTML = response.ok ? await response.text() : '';
    const dialog = template.content.querySelector('dialog[data-contract-popup]');
    if (!dialog) return;
    // Opened by the script as a modal dialog at once, never shown first as the page's own.
    dialog.removeAttribute('open');
    document.body.append(dialog);
    await import('./contract-popup.ts');
  })().catch(() => undefined);
}
