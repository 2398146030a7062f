/**
 * The submit cycle the member centre's money forms share. The server wrote each form with its
 * controls disabled and no script to send it; this sends it once at a time, shows a checked or
 * translated failure in the form's alert, and reads the page again after a success, so every
 * figure, the header balance and the history come from the platform.
 */
export interface SubmitCycle {
  /** A translated message when a typed value is wrong (the form is then not sent), else null. */
  check(values: Readonly<Record<string, string>>): Promise<string | null>;
  /** Sends the form's values with its request id. */
  send(values: Readonly<Record<string, string>>, requestId: string): Promise<void>;
  /** Where the member goes back to after a failure. */
  focusAfterFailure(): HTMLElement | null;
  /** What the page says when even the error words cannot be fetched. */
  offline: string;
}

export const bindSubmit = (form: HTMLFormElement, cycle: SubmitCycle) => {
  const errorBox = form.querySelector<HTMLElement>('[data-form-error]');
  const fieldset = form.querySelector('fieldset');
  // One id per intended move: a retry after a lost answer is the same request, and moves money once.
  let requestId = crypto.randomUUID();
  // The script tells what is wrong, in the member's language, rather than the browser's bubble.
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.dataset.busy) return;
    void (async () => {
      form.dataset.busy = '1';
      fieldset?.setAttribute('aria-busy', 'true');
      if (errorBox) errorBox.textContent = '';
      const values = Object.fromEntries([...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
      let failure: string | null;
      try {
        failure = await cycle.check(values);
        if (failure === null) {
          await cycle.send(values, requestId);
          requestId = crypto.randomUUID();
          location.reload();
        }
      } catch (error) {
        failure = await failureMessage(error, cycle.offline);
      } finally {
        delete form.dataset.busy;
        fieldset?.removeAttribute('aria-busy');
      }
      if (failure === null) return;
      if (errorBox) errorBox.textContent = failure;
      cycle.focusAfterFailure()?.focus();
    })();
  });
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
