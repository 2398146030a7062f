import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SMS_CODE_MINUTES } from '../../../contract/accounts.ts';
import type { Platform } from '../../context.ts';
import { outbox } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { consume, throttle, type RateRule } from '../../core/rate-limit.ts';
import { newSmsCode, SMS_MAX_ATTEMPTS } from './sms.ts';

/**
 * Codes that prove a member reads an e-mail address before it is bound to the account. Like SMS
 * codes: six digits, a hash in the shared store bound to the member and the address, single use,
 * dead after five minutes or five wrong guesses. The embedded platform mails through the outbox
 * (`npm run platform -- outbox --channel email`), as it does the password reset.
 */
const FIVE_MINUTES = 5 * 60_000;
export const EMAIL_CODE_LIMITS = {
  member: { name: 'email-code-member', limit: 5, windowMs: FIVE_MINUTES },
  address: { name: 'email-code-address', limit: 5, windowMs: FIVE_MINUTES },
} as const satisfies Record<string, RateRule>;
const THROTTLE_MS = 1_000;

const storedSchema = z.object({ hash: z.string(), expiresAt: z.number(), attempts: z.number() });
const codeKey = (memberId: number, email: string) => `email-code:${memberId}:${email.toLowerCase()}`;
const hashOf = (code: string) => createHash('sha256').update(code.trim()).digest('hex');

const MAIL_TEXT: Record<string, (code: string, minutes: number) => { subject: string; body: string }> = {
  ES: (code, minutes) => ({
    subject: 'BetPlay: confirma tu correo electrónico',
    body: `Tu código para vincular este correo a tu cuenta es ${code}. Caduca en ${minutes} minutos.\n\nSi no lo has pedido tú, ignora este mensaje.`,
  }),
  EN: (code, minutes) => ({
    subject: 'BetPlay: confirm your e-mail address',
    body: `Your code to link this address to your account is ${code}. It expires in ${minutes} minutes.\n\nIf you did not ask for it, ignore this message.`,
  }),
};

/** Sends a new code to `email` for the member, replacing an earlier one, under the limits above. */
export const sendEmailCode = async (p: Platform, memberId: number, email: string, lang: string): Promise<{ expiredMinutes: number }> => {
  const address = email.toLowerCase();
  await throttle(p, 'email-code', String(memberId), THROTTLE_MS);
  await consume(p, EMAIL_CODE_LIMITS.member, String(memberId));
  await consume(p, EMAIL_CODE_LIMITS.address, address);
  const code = newSmsCode();
  const ttl = SMS_CODE_MINUTES * 60_000;
  const now = p.now();
  await p.kv.set(codeKey(memberId, address), JSON.stringify({ hash: hashOf(code), expiresAt: now.getTime() + ttl, attempts: 0 }), ttl + 60_000);
  const { subject, body } = (MAIL_TEXT[lang] ?? MAIL_TEXT.ES!)(code, SMS_CODE_MINUTES);
  await p.db.insert(outbox).values({ channel: 'email', recipient: email, purpose: 'email.bind', body, meta: { subject }, createdAt: now });
  return { expiredMinutes: SMS_CODE_MINUTES };
};

/** Checks and uses up a code; `member.email.code.expired` or `member.email.code.invalid` otherwise. */
export const checkEmailCode = async (p: Platform, memberId: number, email: string, code: string): Promise<void> => {
  const key = codeKey(memberId, email);
  const raw = await p.kv.take(key);
  const stored = raw ? storedSchema.safeParse(JSON.parse(raw)) : null;
  if (!stored?.success) throw new PlatformError('member.email.code.invalid');
  const { hash, expiresAt, attempts } = stored.data;
  const remaining = expiresAt - p.now().getTime();
  if (remaining <= 0) throw new PlatformError('member.email.code.expired');
  if (timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(hashOf(code), 'hex'))) return;
  if (attempts + 1 < SMS_MAX_ATTEMPTS) await p.kv.set(key, JSON.stringify({ hash, expiresAt, attempts: attempts + 1 }), remaining + 60_000);
  throw new PlatformError('member.email.code.invalid');
};
