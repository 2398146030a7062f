import type { ContractAction, ContractKind } from '../../../contract/agent-contracts.ts';
import { showDialog } from '../../stores/dialog.ts';
import { failureMessage } from './failure-message.ts';

/** Words a contract section or the pop-up carries for its script, written on the server in the agent's language. */
export interface ContractWords {
  offline: string;
  confirmTitle: string;
  cancel: string;
  confirm: string;
  ok: string;
  /** The title of the dialog that tells an offer was sent. */
  sentTitle: string;
}

const agreed = async (question: string, words: ContractWords) =>
  (await showDialog({
    icon: 'warning',
    title: words.confirmTitle,
    text: question,
    buttons: [
      { key: 'cancel', label: words.cancel, variant: 'secondary' },
      { key: 'confirm', label: words.confirm },
    ],
  })) === 'confirm';

/**
 * The one-contract forms: the holder's Accept and Reject (the button pressed names the act) and
 * the upline's request to terminate. Each is sent once at a time, with one request id per
 * intended act, so a retry after a lost answer is the same act. An answer reads the tab's contract
 * keys again; any success reads the page again, so every part shows what the platform now holds.
 */
export const bindContractForms = (root: HTMLElement, words: ContractWords) => {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-contract-act]')) {
    const kind = form.dataset.contractAct as ContractKind;
    const fieldset = form.querySelector('fieldset');
    const errorBox = form.querySelector<HTMLElement>('[data-form-error]');
    let requestId = crypto.randomUUID();
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (form.dataset.busy) return;
      const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
      const act = { action: button?.value, requestId, contractId: new FormData(form).get('contractId') } as ContractAction;
      void (async () => {
        if (errorBox) errorBox.textContent = '';
        if (form.dataset.question && !(await agreed(form.dataset.question, words))) return;
        form.dataset.busy = '1';
        fieldset?.setAttribute('aria-busy', 'true');
        try {
          const { actOnContract, refreshContractKeys } = await import('./contract-api.ts');
          await actOnContract(kind, act);
          requestId = crypto.randomUUID();
          if (act.action === 'accept' || act.action === 'reject') await refreshContractKeys();
          location.reload();
        } catch (error) {
          if (errorBox) errorBox.textContent = await failureMessage(error, words.offline);
          button?.focus();
        } finally {
          delete form.dataset.busy;
          fieldset?.removeAttribute('aria-busy');
        }
      })();
    });
    // Listening now: the form may be used.
    fieldset?.removeAttribute('disabled');
  }
};
