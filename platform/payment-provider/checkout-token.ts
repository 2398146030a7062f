import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SHIPPED_LANGUAGES } from '../../contract/languages.ts';

/*
 * A checkout of the embedded provider is a signed token, not a stored row: what the merchant asked
 * for (the amount, its reference, where to return and notify), sealed with a key derived from the
 * shared secret. The page and the pay call trust nothing else, so a changed amount or return
 * address is a broken token. The token is the page's only credential, like a game's launch token.
 */

const checkoutSchema = z.object({
  providerReference: z.string().regex(/^[\w-]{8,64}$/),
  merchantReference: z.string().min(1).max(64),
  /** Minor units, as decimal text. */
  amount: z.string().regex(/^[1-9]\d{0,17}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  language: z.enum(SHIPPED_LANGUAGES),
  locale: z.string().max(35),
  /** Local paths of the merchant's site. */
  returnUrl: z.string().regex(/^\/(?!\/)/),
  notifyUrl: z.string().regex(/^\/(?!\/)/),
  /** Epoch milliseconds. */
  expiresAt: z.number().int(),
});
export type CheckoutSession = z.infer<typeof checkoutSchema>;

const keyOf = (secret: string) => createHmac('sha256', secret).update('embedded-provider:checkout').digest();
const sealOf = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest();

export const sealCheckout = (secret: string, session: CheckoutSession): string => {
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${payload}.${sealOf(secret, payload).toString('base64url')}`;
};

/** The checkout a token names, or why there is none: broken (forged, altered, malformed) or expired. */
export const openCheckoutToken = (
  secret: string,
  token: string,
  nowMs: number,
): { ok: true; session: CheckoutSession } | { ok: false; reason: 'invalid' | 'expired' } => {
  const [payload, seal, ...rest] = token.split('.');
  if (!payload || !seal || rest.length || !/^[\w-]+$/.test(payload) || !/^[\w-]{43}$/.test(seal)) return { ok: false, reason: 'invalid' };
  if (!timingSafeEqual(Buffer.from(seal, 'base64url'), sealOf(secret, payload))) return { ok: false, reason: 'invalid' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const session = checkoutSchema.safeParse(json);
  if (!session.success) return { ok: false, reason: 'invalid' };
  return session.data.expiresAt <= nowMs ? { ok: false, reason: 'expired' } : { ok: true, session: session.data };
};
