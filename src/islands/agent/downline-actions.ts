import { showDialog } from '../../stores/dialog.ts';
import { AMOUNT_PATTERN, normalAmount } from '../../lib/typed-amount.ts';
import { failureMessage } from './failure-message.ts';
import type { DownlineActionKind } from './team-api.ts';

/** Words the detail carries for its script, written on the server in the agent's language. */
interface ActionWords {
  offline: string;
  confirmTitle: string;
  cancel: string;
  confirm: string;
  ok: string;
  passwordRequired: string;
}

/** Asks before a lock or an unlock; the other actions go at once. */
const agreed = async (form: HTMLFormElement, words: ActionWords) => {
  if (!form.dataset.question) return true;
  const choice = await showDialog({
    icon: 'warning',
    title: words.confirmTitle,
    text: form.dataset.question,
    buttons: [
      { key: 'cancel', label: words.cancel, variant: 'secondary' },
      { key: 'confirm', label: words.confirm },
    ],
  });
  return choice === 'confirm';
};

/** One id per intended transfer: a retry after a lost answer is the same request, and moves money once. */
const requestIds = new WeakMap<HTMLFormElement, string>();

/** What is wrong with a transfer's typed values, in the words the form carries, and where to go back to. */
const transferProblem = (form: HTMLFormElement, values: Readonly<Record<string, string>>) => {
  const amount = values.amount ?? '';
  if (!AMOUNT_PATTERN.test(amount.trim()) || Number(normalAmount(amount)) <= 0)
    return { text: form.dataset.amountInvalid ?? '', field: form.querySelector<HTMLElement>('[name="amount"]') };
  if (!values.transactionPassword) return { text: form.dataset.passwordRequired ?? '', field: form.querySelector<HTMLElement>('[name="transactionPassword"]') };
  return null;
};

/**
 * The downline detail's action forms: each is sent once at a time; a failure is told in the
 * form's alert and focus goes back to the form, a success reads the page again, so the detail and
 * the list show what the platform now holds.
 */
export const bindDownlineActions = (root: HTMLElement) => {
  const words = JSON.parse(root.dataset.downlineDetail ?? '{}') as ActionWords;
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-downline-action]')) {
    const kind = form.dataset.downlineAction as DownlineActionKind;
    const fieldset = form.querySelector('fieldset');
    const errorBox = form.querySelector<HTMLElement>('[data-form-error]');
    const firstField = () => form.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button');
    form.noValidate = true;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (form.dataset.busy) return;
      void (async () => {
        const values = Object.fromEntries([...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
        if (errorBox) errorBox.textContent = '';
        if (kind === 'password' && !values.password) {
          if (errorBox) errorBox.textContent = words.passwordRequired;
          firstField()?.focus();
          return;
        }
        if (kind === 'transfer') {
          const problem = transferProblem(form, values);
          if (problem) {
            if (errorBox) errorBox.textContent = problem.text;
            problem.field?.focus();
            return;
          }
          values.amount = normalAmount(values.amount ?? '');
          values.requestId = requestIds.get(form) ?? '';
        }
        if (!(await agreed(form, words))) return;
        form.dataset.busy = '1';
        fieldset?.setAttribute('aria-busy', 'true');
        try {
          const { sendDownlineAction } = await import('./team-api.ts');
          await sendDownlineAction(kind, values);
          requestIds.set(form, crypto.randomUUID());
          if (form.dataset.done)
            await showDialog({ icon: 'success', title: words.confirmTitle, text: form.dataset.done, buttons: [{ key: 'confirm', label: words.ok }] });
          location.reload();
        } catch (error) {
          if (errorBox) errorBox.textContent = await failureMessage(error, words.offline);
          firstField()?.focus();
        } finally {
          delete form.dataset.busy;
          fieldset?.removeAttribute('aria-busy');
        }
      })();
    });
    requestIds.set(form, crypto.randomUUID());
    // Listening now: the form may be used.
    fieldset?.removeAttribute('disabled');
  }
};
