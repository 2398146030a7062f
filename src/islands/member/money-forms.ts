import { checkMoneyForm, type Attachments, type MoneyFormKind, type MoneyProblem } from './money-form-checks.ts';
import { showRemaining } from './remaining-amount.ts';
import { bindSubmit } from './form-submit.ts';

/**
 * The script of the member centre's money forms (withdrawal and its confirmation, transfer to
 * upline): it enables them and sends each one (sealed where it carries the transaction password),
 * loading the calls' code and the error words on the first submit only.
 */
export const startMoneyForms = (root: HTMLElement) => {
  const zone = root.dataset.zone ?? 'UTC';
  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-needs-script]')) fieldset.disabled = false;

  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-money-form]')) {
    const kind = form.dataset.moneyForm as MoneyFormKind;
    showRemaining(form);
    let problem: MoneyProblem | null = null;
    bindSubmit(form, {
      check: async (values) => {
        const attachments = attachmentsOf(form);
        problem = checkMoneyForm(kind, values, attachments);
        if (!problem) return null;
        const { loadText } = await import('../../i18n/client.ts');
        const t = await loadText(['withdraw']);
        return t.or(`withdraw.problems.${problem}`, 'withdraw.problems.invalid', { count: attachments.count, size: attachments.size, max: attachments.max });
      },
      send: async (values, requestId) => {
        const { sendMoneyForm } = await import('./money-api.ts');
        await sendMoneyForm(kind, { ...values, requestId }, zone, attachmentsOf(form).files);
      },
      focusAfterFailure: () => fieldOf(form, problem),
      offline: root.dataset.networkError ?? '',
    });
  }
};

/** The files of the form's file fields, with the limits the page was written with (`data-count`, `data-size`, `data-max`). */
const attachmentsOf = (form: HTMLFormElement): Attachments & { files: File[] } => ({
  files: [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')].flatMap((input) => [...(input.files ?? [])]),
  count: Number(form.dataset.count ?? 0),
  size: Number(form.dataset.size ?? 0),
  max: Number(form.dataset.max ?? 0),
});

const FIELD_OF: Partial<Record<MoneyProblem, string>> = {
  received: 'received',
  proofCount: 'proofs',
  proofType: 'proofs',
  proofSize: 'proofs',
  comment: 'comment',
};

/** Where the member goes back to after a refusal: the field at fault, else the password, else the form's first field. */
const fieldOf = (form: HTMLFormElement, problem: MoneyProblem | null): HTMLElement | null =>
  (problem && FIELD_OF[problem] ? form.querySelector<HTMLElement>(`[name="${FIELD_OF[problem]}"]`) : null) ??
  form.querySelector<HTMLElement>('input[type="password"]') ??
  form.querySelector<HTMLElement>('input:not([type="hidden"]), textarea');
