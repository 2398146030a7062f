import { checkMoneyForm, type MoneyFormKind } from './money-form-checks.ts';

/**
 * The script of the member centre's money forms (withdrawal, transfer to upline). The server wrote
 * the forms with their controls disabled; this
 * enables them and sends each one (sealed where it carries the transaction password), loading the
 * calls' code and the error words on the first submit only. A success reads the page again, so
 * the figures, the header balance and the history all come from the platform.
 */
export const startMoneyForms = (root: HTMLElement) => {
  // Every section with money forms includes this script: the first run binds them all.
  if (root.dataset.moneyFormsBound) return;
  root.dataset.moneyFormsBound = '1';
  const zone = root.dataset.zone ?? 'UTC';
  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-needs-script]')) fieldset.disabled = false;

  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-money-form]')) {
    const kind = form.dataset.moneyForm as MoneyFormKind;
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
        const values = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
        const problem = checkMoneyForm(kind, values);
        try {
          if (problem) {
            const { loadText } = await import('../../i18n/client.ts');
            const t = await loadText(['withdraw']);
            throw new Error(t.or(`withdraw.problems.${problem}`, 'withdraw.problems.invalid'), { cause: 'checked' });
          }
          const { sendMoneyForm } = await import('./money-api.ts');
          await sendMoneyForm(kind, { ...values, requestId }, zone);
          requestId = crypto.randomUUID();
          location.reload();
        } catch (error) {
          const message = error instanceof Error && error.cause === 'checked' ? error.message : await failureMessage(error, root.dataset.networkError ?? '');
          if (errorBox) errorBox.textContent = message;
          form.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
        } finally {
          delete form.dataset.busy;
          fieldset?.removeAttribute('aria-busy');
        }
      })();
    });
  }
};

/** The translated failure; when even the words cannot be fetched, the network message the page was written with. */
const failureMessage = async (error: unknown, offline: string) => {
  try {
    const [{ loadText }, { failureText }] = await Promise.all([import('../../i18n/client.ts'), import('../../i18n/failure-text.ts')]);
    return failureText(await loadText(['errors']), error);
  } catch {
    return offline;
  }
};
