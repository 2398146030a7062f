import { randomBytes } from 'node:crypto';
import type { CardNotification } from '../../contract/deposits.ts';
import { NOTIFICATION_HEADERS } from '../../contract/deposits.ts';
import { formatMinor } from '../../contract/money-format.ts';
import { paymentSecret } from '../core/payment-secret.ts';
import { signNotification } from '../core/signed-notification.ts';
import type { CardProvider } from '../modules/deposit/index.ts';
import { sealCheckout, type CheckoutSession } from './checkout-token.ts';

/** Where the embedded provider's pages and calls live on this site. */
export const PROVIDER_PREFIX = '/pay';

/** How the provider's server reaches the merchant's notification address: an HTTP call, in process when embedded. */
export type Deliver = (request: Request) => Promise<Response>;

/**
 * The embedded card payment provider (ARCHITECTURE.md "Embedded stand-ins"): a checkout page where
 * the player pays or declines, then a signed notification to the platform. No card is charged.
 */
export const embeddedCardProvider: CardProvider = {
  openCheckout: async (p, request) => {
    const session: CheckoutSession = {
      providerReference: `pp_${randomBytes(12).toString('base64url')}`,
      merchantReference: request.merchantReference,
      amount: request.amount.toString(),
      currency: request.currency,
      language: request.language,
      locale: request.locale,
      returnUrl: request.returnUrl,
      notifyUrl: request.notifyUrl,
      expiresAt: request.expiresAt.getTime(),
    };
    const token = sealCheckout(paymentSecret(p.env), session);
    return { providerReference: session.providerReference, checkoutUrl: `${PROVIDER_PREFIX}/checkout/${token}` };
  },
};

/**
 * Tells the merchant how a checkout ended: the notification as JSON, signed with the shared secret
 * at `nowMs`. Answers whether the merchant took it (a 2xx); a refusal leaves the player on the page
 * to try again, which sends the same notification anew.
 */
export const notifyMerchant = async (deliver: Deliver, secret: string, session: CheckoutSession, outcome: 'pay' | 'fail', nowMs: number) => {
  const note: CardNotification = {
    providerReference: session.providerReference,
    merchantReference: session.merchantReference,
    status: outcome === 'pay' ? 'paid' : 'failed',
    amount: formatMinor(BigInt(session.amount)),
    currency: session.currency,
  };
  const body = JSON.stringify(note);
  const timestamp = Math.floor(nowMs / 1000);
  const response = await deliver(
    new Request(new URL(session.notifyUrl, 'http://merchant.internal'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [NOTIFICATION_HEADERS.timestamp]: String(timestamp),
        [NOTIFICATION_HEADERS.signature]: signNotification(secret, timestamp, body),
      },
      body,
    }),
  );
  return response.ok;
};
