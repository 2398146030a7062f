import { eq } from 'drizzle-orm';
import type { CardNotification } from '../../../contract/deposits.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { deposits } from '../../db/schema/index.ts';
import { creditDeposit } from './credit.ts';

/**
 * The card payment provider, as the platform uses it: it opens a checkout for a deposit and
 * later calls back with a signed notification (settleCardNotification). The embedded stand-in
 * (platform/payment-provider) implements it; a real provider's client would too.
 */
export interface CardProvider {
  /** Opens a checkout; `p` gives the provider its settings (the shared secret, the clock). */
  openCheckout(p: Platform, input: CheckoutRequest): Promise<Checkout>;
}

export interface CheckoutRequest {
  /** The deposit's reference, shown on the provider's page and echoed in its notification. */
  merchantReference: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
  /** The page's language, and the market's locale its amounts are written in (`es-MX`). */
  language: ShippedLanguage;
  locale: string;
  /** Where the provider's page sends the player back to, on this site. */
  returnUrl: string;
  /** Where the provider's server posts its notification. */
  notifyUrl: string;
  expiresAt: Date;
}

export interface Checkout {
  providerReference: string;
  /** The provider's page, where the player pays. */
  checkoutUrl: string;
}

/**
 * Settles a card deposit from a notification whose signature was checked already. Whatever the
 * number of times it arrives, the wallet is credited once: the deposit's row lock orders them,
 * the first credits, the rest find it paid; the ledger key and the deposit's unique transaction
 * make a second credit impossible anyway. A notification that does not match its deposit
 * (reference, amount, currency) changes nothing.
 */
export const settleCardNotification = async (p: Platform, note: CardNotification): Promise<{ status: 'paid' | 'rejected' }> =>
  p.db.transaction(async (tx) => {
    const [row] = await tx.select().from(deposits).where(eq(deposits.providerReference, note.providerReference)).for('update');
    if (!row || row.method !== 'card') throw new PlatformError('payment.notification.invalid', { field: 'providerReference' });
    const mismatch =
      row.reference !== note.merchantReference
        ? 'merchantReference'
        : formatMinor(row.amount) !== note.amount
          ? 'amount'
          : row.currency !== note.currency
            ? 'currency'
            : null;
    if (mismatch) throw new PlatformError('payment.notification.invalid', { field: mismatch });
    if (row.status === 'paid') return { status: 'paid' };
    if (note.status === 'failed') {
      if (row.status === 'pending')
        await tx.update(deposits).set({ status: 'rejected', decidedBy: 'provider', decidedAt: p.now() }).where(eq(deposits.id, row.id));
      return { status: 'rejected' };
    }
    // The provider took the money: a payment credits even a checkout the member saw expire or fail.
    await creditDeposit(p, tx, row, `card:${note.providerReference}`, 'provider');
    return { status: 'paid' };
  });
