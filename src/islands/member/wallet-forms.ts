import { AMOUNT_PATTERN, normalAmount } from './money-form-checks.ts';
import type { WalletFormKind } from './wallet-api.ts';

/**
 * The script of the wallet section's forms: a transfer between the main wallet and a provider's,
 * and the recall of every provider wallet. The server wrote them with their controls disabled;
 * this enables them and sends each one, loading the call code and the words on the first submit
 * only. A success reads the page again, so every figure comes from the platform.
 */
export const startWalletForms = (root: HTMLElement) => {
  if (root.dataset.walletFormsBound) return;
  root.dataset.walletFormsBound = '1';
  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-needs-script]')) fieldset.disabled = false;

  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-wallet-form]')) {
    const kind = form.dataset.walletForm as WalletFormKind;
    const errorBox = form.querySelector<HTMLElement>('[data-form-error]');
    const fieldset = form.querySelector('fieldset');
    const amount = form.querySelector<HTMLInputElement>('input[name="amount"]');
    // One id per intended move: a retry after a lost answer is the same request, and moves once.
    let requestId = crypto.randomUUID();
    form.noValidate = true;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (form.dataset.busy) return;
      void (async () => {
        form.dataset.busy = '1';
        fieldset?.setAttribute('aria-busy', 'true');
        if (errorBox) errorBox.textContent = '';
        amount?.removeAttribute('aria-invalid');
        const values = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
        try {
          if (kind === 'transfer' && !validAmount(values.amount ?? '')) {
            amount?.setAttribute('aria-invalid', 'true');
            const { loadText } = await import('../../i18n/client.ts');
            throw new Error((await loadText(['wallet']))('wallet.problems.amount'), { cause: 'checked' });
          }
          const { sendWalletForm } = await import('./wallet-api.ts');
          await sendWalletForm(kind, { ...values, requestId });
          requestId = crypto.randomUUID();
          location.reload();
        } catch (error) {
          if (errorBox) errorBox.textContent = error instanceof Error && error.cause === 'checked' ? error.message : await failureMessage(error, root);
          amount?.focus();
        } finally {
          delete form.dataset.busy;
          fieldset?.removeAttribute('aria-busy');
        }
      })();
    });
  }
};

const validAmount = (typed: string) => AMOUNT_PATTERN.test(typed.trim()) && Number(normalAmount(typed)) > 0;

/** The translated failure; when even the words cannot be fetched, the network message the page was written with. */
const failureMessage = async (error: unknown, root: HTMLElement) => {
  try {
    const [{ loadText }, { failureText }] = await Promise.all([import('../../i18n/client.ts'), import('../../i18n/failure-text.ts')]);
    return failureText(await loadText(['errors']), error);
  } catch {
    return root.dataset.networkError ?? '';
  }
};
