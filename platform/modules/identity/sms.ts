import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SMS_CODE_LENGTH, SMS_CODE_MINUTES, SMS_THROTTLE_MS } from '../../../contract/accounts.ts';
import type { Platform } from '../../context.ts';
import { outbox } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { consume, ipSubject, throttle, type RateRule } from '../../core/rate-limit.ts';

/**
 * SMS verification codes (ARCHITECTURE.md "Embedded stand-ins": the SMS provider is an outbox
 * the CLI reads). A code is bound to its purpose and number, kept only as a hash in the shared
 * store, answers once, and dies after SMS_CODE_MINUTES or a few wrong guesses.
 */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'verify' | 'transaction' | 'bind' | 'password';

export interface SmsTarget {
  purpose: SmsPurpose;
  /** Without the plus: `52`. */
  countryDialingCode: string;
  /** National number, digits only. */
  mobileNum: string;
}

/** Where a code goes out: the stand-in provider writes it to the outbox. */
export interface SmsSender {
  send(p: Platform, message: { to: string; body: string; purpose: SmsPurpose }): Promise<void>;
}

export const outboxSmsSender: SmsSender = {
  async send(p, { to, body, purpose }) {
    await p.db.insert(outbox).values({ channel: 'sms', recipient: to, purpose: `sms.${purpose}`, body, createdAt: p.now() });
  },
};

/**
 * For a number no account has: the caller gets the same limits and the same answer as for a
 * registered one, and nothing leaves, so the endpoint does not tell which numbers are registered.
 */
export const silentSmsSender: SmsSender = {
  async send() {},
};

/**
 * Sending limits: one per number a second (the client's own throttle, enforced), five per
 * number and ten per address over five minutes ("try again after 5 minutes"), and a daily cap
 * per number, the provider's quota.
 */
const FIVE_MINUTES = 5 * 60_000;
export const SMS_LIMITS = {
  number: { name: 'sms-number', limit: 5, windowMs: FIVE_MINUTES },
  ip: { name: 'sms-ip', limit: 10, windowMs: FIVE_MINUTES },
  daily: { name: 'sms-daily', limit: 20, windowMs: 86_400_000, code: 'sms.quota.exceeded' },
} as const satisfies Record<string, RateRule>;

/** Wrong guesses a code survives; the next one kills it. */
export const SMS_MAX_ATTEMPTS = 5;

const storedSchema = z.object({ hash: z.string(), expiresAt: z.number(), attempts: z.number() });

const phoneOf = (t: Pick<SmsTarget, 'countryDialingCode' | 'mobileNum'>) => `+${t.countryDialingCode}${t.mobileNum}`;
const codeKey = (t: SmsTarget) => `sms:${t.purpose}:${phoneOf(t)}`;
const hashOf = (code: string) => createHash('sha256').update(code.trim()).digest('hex');

export const newSmsCode = () => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

/** Message text by language; the code is the only variable part. */
const SMS_TEXT: Record<string, (code: string, minutes: number) => string> = {
  ES: (code, minutes) => `BetPlay: tu código de verificación es ${code}. Caduca en ${minutes} minutos. No lo compartas con nadie.`,
  EN: (code, minutes) => `BetPlay: your verification code is ${code}. It expires in ${minutes} minutes. Do not share it with anyone.`,
};

/**
 * Counts a request for a code against the limits: TOO_MANY_REQUESTS past the throttle or the
 * five-minute limits, `sms.quota.exceeded` past the daily quota. Separate from the sending, so a
 * caller can charge a request before it looks anything up.
 */
export const chargeSmsRequest = async (p: Platform, target: SmsTarget, ip: string): Promise<void> => {
  const phone = phoneOf(target);
  await throttle(p, 'sms', phone, SMS_THROTTLE_MS);
  await consume(p, SMS_LIMITS.ip, ipSubject(ip));
  await consume(p, SMS_LIMITS.number, phone);
  await consume(p, SMS_LIMITS.daily, phone);
};

/** Issues a new code for a purpose and number, replacing any earlier one, and sends it. */
export const issueSmsCode = async (p: Platform, target: SmsTarget, lang: string, sender: SmsSender = outboxSmsSender): Promise<{ expiredMinutes: number }> => {
  const code = newSmsCode();
  const ttl = SMS_CODE_MINUTES * 60_000;
  await p.kv.set(codeKey(target), JSON.stringify({ hash: hashOf(code), expiresAt: p.now().getTime() + ttl, attempts: 0 }), ttl + 60_000);
  const text = SMS_TEXT[lang] ?? SMS_TEXT.ES!;
  await sender.send(p, { to: phoneOf(target), body: text(code, SMS_CODE_MINUTES), purpose: target.purpose });
  return { expiredMinutes: SMS_CODE_MINUTES };
};

/** Charges the request, then issues and sends the code. */
export const sendSmsCode = async (
  p: Platform,
  target: SmsTarget,
  caller: { ip: string; lang: string },
  sender: SmsSender = outboxSmsSender,
): Promise<{ expiredMinutes: number }> => {
  await chargeSmsRequest(p, target, caller.ip);
  return issueSmsCode(p, target, caller.lang, sender);
};

/**
 * Checks a code and uses it up. Throws `sms.code.expired` for a code past its time,
 * `sms.code.invalid` for a wrong or missing one (and after SMS_MAX_ATTEMPTS wrong guesses the
 * code is gone). Taking the code before comparing makes two racing checks unable to both pass.
 */
export const checkSmsCode = async (p: Platform, target: SmsTarget, code: string | null | undefined): Promise<void> => {
  if (!code?.trim()) throw new PlatformError('sms.code.invalid');
  const key = codeKey(target);
  const raw = await p.kv.take(key);
  const stored = raw ? storedSchema.safeParse(JSON.parse(raw)) : null;
  if (!stored?.success) throw new PlatformError('sms.code.invalid');
  const { hash, expiresAt, attempts } = stored.data;
  const remaining = expiresAt - p.now().getTime();
  if (remaining <= 0) throw new PlatformError('sms.code.expired');
  if (timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(hashOf(code), 'hex'))) return;
  // Wrong: put it back with one attempt more, unless that was the last one allowed.
  if (attempts + 1 < SMS_MAX_ATTEMPTS) {
    await p.kv.set(key, JSON.stringify({ hash, expiresAt, attempts: attempts + 1 }), remaining + 60_000);
  }
  throw new PlatformError('sms.code.invalid');
};
