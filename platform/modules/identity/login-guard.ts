import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { verifyCaptcha } from './captcha.ts';
import { countOf, ipSubject, record, reset, type RateRule } from '../../core/rate-limit.ts';

/**
 * Brute-force defence of the password login (ARCHITECTURE.md "Sessions and security"): limits per
 * account and per IP, and a captcha once an account, or an address, has failed. The windows are
 * five minutes because that is the wait the TOO_MANY_REQUESTS message promises the player.
 */
const WINDOW_MS = 5 * 60_000;
export const LOGIN_LIMITS = {
  account: { name: 'login-acct', limit: 5, windowMs: WINDOW_MS },
  /** Higher: several players may share one address (a household, a carrier's NAT). */
  ip: { name: 'login-ip', limit: 15, windowMs: WINDOW_MS },
  /** Logins from an address whose password was right: they give back the attempt they counted. */
  ipAccepted: { name: 'login-ip-ok', limit: Number.POSITIVE_INFINITY, windowMs: WINDOW_MS },
} as const satisfies Record<string, RateRule>;

/** Failures after which the next attempt needs a captcha. */
export const CAPTCHA_AFTER = { account: 1, ip: 3 } as const;

export interface LoginSubject {
  /** Lower-case account name as typed, whether or not it exists, so unknown names behave alike. */
  account: string;
  ip: string;
}

/** A refusal after which the login form must show the captcha (CONTRACT.md 2.4, `value.captcha`). */
export const withCaptcha = (code: 'USER_NOT_EXIST' | 'login.password.invalid' | 'captcha.required' | 'captcha.invalid') =>
  new PlatformError(code, { captcha: true });

/*
 * Attempts are counted before their password is checked, and given back when it turns out right:
 * counting afterwards would let a burst of parallel guesses pass the check before the first of
 * them is recorded. An account is counted only once its captcha (if due) is solved, so neither a
 * blocked address nor a script without captchas can lock an account out.
 */
export const admitLoginAttempt = async (p: Platform, subject: LoginSubject, captcha: { id: string | null; answer: string | undefined }): Promise<void> => {
  const ip = ipSubject(subject.ip);
  const [ipCount, ipAccepted, accountFailures] = await Promise.all([
    record(p, LOGIN_LIMITS.ip, ip),
    countOf(p, LOGIN_LIMITS.ipAccepted, ip),
    countOf(p, LOGIN_LIMITS.account, subject.account),
  ]);
  const ipFailures = Math.max(0, ipCount - ipAccepted - 1);
  if (ipFailures >= LOGIN_LIMITS.ip.limit) throw new PlatformError('TOO_MANY_REQUESTS', { captcha: true });
  if (accountFailures >= CAPTCHA_AFTER.account || ipFailures >= CAPTCHA_AFTER.ip) {
    if (!captcha.answer) throw withCaptcha('captcha.required');
    if (!(await verifyCaptcha(p, captcha.id, captcha.answer))) throw withCaptcha('captcha.invalid');
  }
  if ((await record(p, LOGIN_LIMITS.account, subject.account)) > LOGIN_LIMITS.account.limit) {
    throw new PlatformError('TOO_MANY_REQUESTS', { captcha: true });
  }
};

/** The password was right: the account starts afresh, and the address gets its attempt back. */
export const passwordAccepted = async (p: Platform, subject: LoginSubject): Promise<void> => {
  await Promise.all([reset(p, LOGIN_LIMITS.account, subject.account), record(p, LOGIN_LIMITS.ipAccepted, ipSubject(subject.ip))]);
};
