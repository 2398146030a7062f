import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Server-to-server notifications signed with a shared secret (the payment provider's calls back
 * to the platform). The signature is HMAC-SHA256 over `<timestamp>.<raw body>`, so the signing
 * time cannot be swapped for a fresher one; the receiver refuses a timestamp outside its window,
 * which makes a captured notification useless minutes later.
 */

/** How far a notification's timestamp may be from the receiver's clock, either way. */
export const NOTIFICATION_MAX_SKEW_SECONDS = 300;

const SIGNATURE_PREFIX = 'sha256=';

const mac = (secret: string, timestamp: string, rawBody: string) => createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();

/** The signature header's value for a body signed at `timestamp` (Unix seconds). */
export const signNotification = (secret: string, timestamp: number, rawBody: string): string =>
  `${SIGNATURE_PREFIX}${mac(secret, String(timestamp), rawBody).toString('hex')}`;

export type NotificationCheck = { ok: true } | { ok: false; reason: 'stale' | 'signature' };

/**
 * Checks a notification as received: the timestamp header (whole Unix seconds, within the window
 * of `nowMs`) and the signature, compared in constant time. Nothing of the body is read before
 * both hold.
 */
export const verifyNotification = (
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  nowMs: number,
): NotificationCheck => {
  const { timestamp, signature } = headers;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'stale' };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > NOTIFICATION_MAX_SKEW_SECONDS) return { ok: false, reason: 'stale' };
  const hex = signature?.startsWith(SIGNATURE_PREFIX) ? signature.slice(SIGNATURE_PREFIX.length) : '';
  if (!/^[0-9a-f]{64}$/i.test(hex)) return { ok: false, reason: 'signature' };
  return timingSafeEqual(Buffer.from(hex, 'hex'), mac(secret, timestamp, rawBody)) ? { ok: true } : { ok: false, reason: 'signature' };
};
