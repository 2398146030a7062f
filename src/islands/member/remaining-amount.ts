import { formatAmount } from '../../../contract/money-format.ts';
import { minorOf } from './deposit-form.ts';

/**
 * A partly received payout's form shows what remains as the member types what arrived: the
 * payout (`data-payout`, a wire amount) less the amount, in the page's money format. An amount
 * that cannot be read, or is not below the payout, shows the payout itself: nothing is taken yet.
 */
export const showRemaining = (form: HTMLFormElement) => {
  const output = form.querySelector<HTMLOutputElement>('output[data-remaining]');
  const received = form.querySelector<HTMLInputElement>('input[name="received"]');
  const payout = minorOf(output?.dataset.payout ?? '');
  if (!output || !received || payout === null) return;
  const locale = output.dataset.locale ?? 'es-MX';
  received.addEventListener('input', () => {
    const typed = minorOf(received.value.trim().replace(',', '.'));
    const remaining = typed !== null && typed > 0n && typed < payout ? payout - typed : payout;
    output.value = formatAmount(remaining, locale);
  });
};
