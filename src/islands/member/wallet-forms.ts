import { bindSubmit } from './form-submit.ts';
import { AMOUNT_PATTERN, normalAmount } from './money-form-checks.ts';
import type { WalletFormKind } from './wallet-api.ts';

/**
 * The script of the wallet section's forms: a transfer between the main wallet and a provider's,
 * and the recall of every provider wallet. It enables them and sends each one, loading the call
 * code and the words on the first submit only.
 */
export const startWalletForms = (root: HTMLElement) => {
  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-needs-script]')) fieldset.disabled = false;

  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-wallet-form]')) {
    const kind = form.dataset.walletForm as WalletFormKind;
    const amount = form.querySelector<HTMLInputElement>('input[name="amount"]');
    bindSubmit(form, {
      check: async (values) => {
        amount?.removeAttribute('aria-invalid');
        if (kind !== 'transfer' || validAmount(values.amount ?? '')) return null;
        amount?.setAttribute('aria-invalid', 'true');
        const { loadText } = await import('../../i18n/client.ts');
        return (await loadText(['wallet']))('wallet.problems.amount');
      },
      send: async (values, requestId) => {
        const { sendWalletForm } = await import('./wallet-api.ts');
        await sendWalletForm(kind, { ...values, requestId });
      },
      focusAfterFailure: () => amount ?? form.querySelector('button'),
      offline: root.dataset.networkError ?? '',
    });
  }
};

const validAmount = (typed: string) => AMOUNT_PATTERN.test(typed.trim()) && Number(normalAmount(typed)) > 0;
