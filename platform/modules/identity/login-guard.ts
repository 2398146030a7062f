import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { verifyCaptcha } from './captcha.ts';
import { countOf, ipSubject, record, reset, tooMany, type RateRule } from '../../core/rate-limit.ts';

/**
 * Brute-force defence of the password login (ARCHITECTURE.md "Sessions and security"): limits per
 * account and per IP, and a captcha once an account, or an address, has failed. The windows are
 * five minutes, the wait the real platform's TOO_MANY_REQUESTS message promises the player.
 */
const WINDOW_MS = 5 * 60_000;
/** Settled failures: only attempts whose secret turned out wrong, or that the guard refused, count here. */
export const LOGIN_LIMITS = {
  /** Wrong secrets checked against the account, after its captcha (if due); a right one resets it. */
  account: { name: 'login-acct', limit: 5, windowMs: WINDOW_MS },
  /** Higher: several players may share one address (a household, a carrier's NAT). Wrong secrets and refusals. */
  ip: { name: 'login-ip', limit: 15, windowMs: WINDOW_MS },
} as const satisfies Record<string, RateRule>;

/**
 * Attempts started and attempts settled (whatever their outcome), per address and per account:
 * their difference is what is in flight. Both ends of an attempt count in the window it started in.
 */
const IN_FLIGHT = {
  ipStarted: { name: 'login-ip-start', limit: Number.POSITIVE_INFINITY, windowMs: WINDOW_MS },
  ipSettled: { name: 'login-ip-end', limit: Number.POSITIVE_INFINITY, windowMs: WINDOW_MS },
  accountStarted: { name: 'login-acct-start', limit: Number.POSITIVE_INFINITY, windowMs: WINDOW_MS },
  accountSettled: { name: 'login-acct-end', limit: Number.POSITIVE_INFINITY, windowMs: WINDOW_MS },
} as const satisfies Record<string, RateRule>;

/**
 * The burst guard: attempts still in flight are neither failures nor successes yet, so a burst of
 * parallel guesses would all pass the failure checks before the first of them is recorded. More
 * than `ip` other attempts in flight from one address ask for the captcha; an account refuses an
 * attempt once its failures and its other attempts in flight reach `account`. Both are well above
 * what a household logging in at once needs (six concurrent correct logins never meet them).
 */
export const LOGIN_BURST = { ip: 10, account: 8 } as const;

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

/** How an admitted attempt ended; each settles once, the first call wins. */
export interface LoginAttempt {
  /** The secret was right: the account starts afresh. */
  accepted(): Promise<void>;
  /** The secret was wrong: counts against the account and the address. */
  failed(): Promise<void>;
  /** Ends the attempt without an outcome if none was given (an error on the way); a no-op after one. */
  release(): Promise<void>;
}

type Outcome = 'accepted' | 'failed' | 'refused' | 'released';

/*
 * Only settled failures count toward the captcha and the limits, so correct logins racing each
 * other never look like failures; attempts in flight meet only the burst guard (LOGIN_BURST). An
 * account is counted only once its captcha (if due) is solved, so neither a blocked address nor a
 * script without captchas can lock an account out. A refusal counts as a failure of the address.
 * The caller must settle the attempt it is given, in a finally with `release` at the latest.
 */
export const admitLoginAttempt = async (
  p: Platform,
  subject: LoginSubject,
  captcha: { id: string | null; answer: string | undefined },
): Promise<LoginAttempt> => {
  const ip = ipSubject(subject.ip);
  const startedAt = p.now();
  const started = { kv: p.kv, now: () => startedAt };
  const [ipStarted, ipSettled, ipFailures, accountFailuresBefore] = await Promise.all([
    record(started, IN_FLIGHT.ipStarted, ip),
    countOf(started, IN_FLIGHT.ipSettled, ip),
    countOf(p, LOGIN_LIMITS.ip, ip),
    countOf(p, LOGIN_LIMITS.account, subject.account),
  ]);
  let accountCounted = false;
  let settled = false;
  const settle = async (outcome: Outcome) => {
    if (settled) return;
    settled = true;
    const writes: Promise<unknown>[] = [record(started, IN_FLIGHT.ipSettled, ip)];
    if (accountCounted) writes.push(record(started, IN_FLIGHT.accountSettled, subject.account));
    if (outcome === 'failed' || outcome === 'refused') writes.push(record(p, LOGIN_LIMITS.ip, ip));
    if (outcome === 'failed') writes.push(record(p, LOGIN_LIMITS.account, subject.account));
    if (outcome === 'accepted') writes.push(reset(p, LOGIN_LIMITS.account, subject.account));
    await Promise.all(writes);
  };
  try {
    if (ipFailures >= LOGIN_LIMITS.ip.limit) throw tooMany(LOGIN_LIMITS.ip, { captcha: true });
    const ipInFlight = Math.max(0, ipStarted - ipSettled - 1);
    if (accountFailuresBefore >= CAPTCHA_AFTER.account || ipFailures >= CAPTCHA_AFTER.ip || ipInFlight >= LOGIN_BURST.ip) {
      if (!captcha.answer) throw withCaptcha('captcha.required');
      if (!(await verifyCaptcha(p, captcha.id, captcha.answer))) throw withCaptcha('captcha.invalid');
    }
    accountCounted = true;
    const [accountStarted, accountSettled, accountFailures] = await Promise.all([
      record(started, IN_FLIGHT.accountStarted, subject.account),
      countOf(started, IN_FLIGHT.accountSettled, subject.account),
      countOf(p, LOGIN_LIMITS.account, subject.account),
    ]);
    const accountInFlight = Math.max(0, accountStarted - accountSettled - 1);
    if (accountFailures >= LOGIN_LIMITS.account.limit || accountFailures + accountInFlight >= LOGIN_BURST.account) {
      throw tooMany(LOGIN_LIMITS.account, { captcha: true });
    }
  } catch (error) {
    await settle('refused');
    throw error;
  }
  return { accepted: () => settle('accepted'), failed: () => settle('failed'), release: () => settle('released') };
};
