import { SESSION_KEYS, tabStorage } from '../../lib/session-keys.ts';
import { bindContractForms, type ContractWords } from './contract-forms.ts';

/*
 * The contract pop-up (ContractPopup.astro), written open by the server. Unless this tab closed it
 * unanswered for the same requests, it becomes modal: focus moves into it and stays there, Escape
 * and the close button close it, and the browser gives focus back to where it was. An answer reads
 * the page again, which writes the pop-up again with whatever is still awaited.
 */
const dialog = document.querySelector<HTMLDialogElement>('dialog[data-contract-popup]');
if (dialog) {
  const storage = tabStorage();
  const ids = dialog.dataset.contractPopup ?? '';
  bindContractForms(dialog, JSON.parse(dialog.dataset.contractWords ?? '{}') as ContractWords);
  dialog.close();
  if (storage?.getItem(SESSION_KEYS.contractPopupClosed) !== ids) dialog.showModal();
  // The close of the written, non-modal dialog above is told too, after it opened again: only a close that leaves it shut counts.
  dialog.addEventListener('close', () => {
    if (!dialog.open) storage?.setItem(SESSION_KEYS.contractPopupClosed, ids);
  });
}
