import { checkMoneyForm, type Attachments, type MoneyFormKind, type MoneyProblem } from './money-form-checks.ts';
import { showRemaining } from './remaining-amount.ts';

/**
 * The script of the member centre's money forms (withdrawal and its confirmation, transfer to
 * upline). The server wrote the forms with their controls disabled; this enables them and sends
 * each one (sealed where it carries the transaction password), loading the calls' code and the
 * error words on the first submit only. A success reads the page again, so the figures, the
 * header balance and the history all come from the platform.
 */
export const startMoneyForms = (root: HTMLElement) => {
  // Every section with money forms includes this script: the first run binds them all.
  if (root.dataset.moneyFormsBound) return;
  root.dataset.moneyFormsBound = '1';
  const zone = root.dataset.zone ?? 'UTC';
  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-needs-script]')) fieldset.disabled = false;

  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-money-form]')) {
    const kind = form.dataset.moneyForm as MoneyFormKind;
    showRemaining(form);
    const errorBox = form.querySelector<HTMLElement>('[data-form-error]');
    const fieldset = form.querySelector('fieldset');
    // One id per intended withdrawal: a retry after a lost answer is the same request.
    let requestId = crypto.randomUUID();
    form.noValidate = true;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (form.dataset.busy) return;
      void (async () => {
        form.dataset.busy = '1';
        fieldset?.setAttribute('aria-busy', 'true');
        if (errorBox) errorBox.textContent = '';
        const values = Object.fromEntries([...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
        const attachments = attachmentsOf(form);
        const problem = checkMoneyForm(kind, values, attachments);
        try {
          if (problem) {
            const { loadText } = await import('../../i18n/client.ts');
            const t = await loadText(['withdraw']);
            throw new Error(
              t.or(`withdraw.problems.${problem}`, 'withdraw.problems.invalid', {
                count: attachments.count,
                size: attachments.size,
                max: attachments.max,
              }),
              { cause: 'checked' },
            );
          }
          const { sendMoneyForm } = await import('./money-api.ts');
          await sendMoneyForm(kind, { ...values, requestId }, zone, attachments.files);
          requestId = crypto.randomUUID();
          location.reload();
        } catch (error) {
          const message = error instanceof Error && error.cause === 'checked' ? error.message : await failureMessage(error, root.dataset.networkError ?? '');
          if (errorBox) errorBox.textContent = message;
          fieldOf(form, problem)?.focus();
        } finally {
          delete form.dataset.busy;
          fieldset?.removeAttribute('aria-busy');
        }
      })();
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

/** The translated failure; when even the words cannot be fetched, the network message the page was written with. */
const failureMessage = async (error: unknown, offline: string) => {
  try {
    const [{ loadText }, { failureText }] = await Promise.all([import('../../i18n/client.ts'), import('../../i18n/failure-text.ts')]);
    return failureText(await loadText(['errors']), error);
  } catch {
    return offline;
  }
};
