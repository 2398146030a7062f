import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_REFRESH_MS } from '../../../contract/limits.ts';
import type { Platform } from '../../context.ts';
import { CAPTCHA_ALPHABET, renderCaptcha } from './captcha-image.ts';
import { consume, ipSubject, throttle } from '../../core/rate-limit.ts';

/**
 * The embedded image captcha (ARCHITECTURE.md "Embedded stand-ins"). The answer is bound to the
 * browser by the HttpOnly `captchaId` cookie (CONTRACT.md 1.2); only a hash of it is kept, in the
 * shared store, so any server process can check it. Each answer can be checked once.
 */
export const CAPTCHA_COOKIE = 'captchaId';
export const CAPTCHA_TTL_MS = 120_000;
/** The real client refreshes the image at most once a second (CONTRACT.md 5.1). */
/** A looser bound per address: browsers behind one NAT share it. */
export const CAPTCHA_IP_LIMIT = { name: 'captcha-ip', limit: 30, windowMs: 60_000 };

/** Captchas need only the shared store and the clock. */
type Shared = Pick<Platform, 'kv' | 'now'>;

const ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;
const answerKey = (id: string) => `captcha:${id}`;
const answerHash = (answer: string) => createHash('sha256').update(answer.trim().toUpperCase()).digest();

export const isCaptchaId = (id: string | null | undefined): id is string => !!id && ID_SHAPE.test(id);

/** Four or five characters from the unambiguous alphabet. */
export const newCaptchaCode = (): string => Array.from({ length: randomInt(4, 6) }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');

/** Keeps the answer for a new captcha and returns the id the browser's cookie will carry. */
export const storeCaptcha = async (p: Shared, code: string): Promise<string> => {
  const id = randomBytes(16).toString('base64url');
  await p.kv.set(answerKey(id), answerHash(code).toString('hex'), CAPTCHA_TTL_MS);
  return id;
};

/** True once for the right answer (case-insensitive); any check, right or wrong, uses the captcha up. */
export const verifyCaptcha = async (p: Shared, captchaId: string | null | undefined, answer: string | null | undefined): Promise<boolean> => {
  if (!isCaptchaId(captchaId) || !answer?.trim()) return false;
  const stored = await p.kv.take(answerKey(captchaId));
  if (!stored) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), answerHash(answer));
};

/**
 * A new captcha for a browser that showed `previousId` (its cookie, if any). The previous answer
 * is dropped, and the new id is throttled at once, so a browser cannot refresh faster by taking
 * the fresh cookie.
 */
export const issueCaptcha = async (p: Shared, previousId: string | undefined, ip: string): Promise<{ id: string; png: Buffer }> => {
  if (isCaptchaId(previousId)) {
    await throttle(p, 'captcha', previousId, CAPTCHA_REFRESH_MS);
    await p.kv.del(answerKey(previousId));
  }
  await consume(p, CAPTCHA_IP_LIMIT, ipSubject(ip));
  const code = newCaptchaCode();
  const id = await storeCaptcha(p, code);
  await throttle(p, 'captcha', id, CAPTCHA_REFRESH_MS);
  return { id, png: renderCaptcha(code) };
};
