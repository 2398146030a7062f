import type { Platform } from '../context.ts';
import { isIpv6, parseIp } from './cidr.ts';
import type { ErrorCode } from '../../contract/error-codes.ts';
import { PlatformError } from './errors.ts';

/**
 * Fixed-window counters in the shared KvStore, so every server process counts against the same
 * limit. The window comes from the platform clock, which lets tests move past it; a burst across
 * a window boundary can reach twice the limit, which these limits tolerate.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
  /** The refusal past the limit; TOO_MANY_REQUESTS unless a call has its own (e.g. a daily quota). */
  code?: RateLimitCode;
}

export type RateLimitCode = Extract<ErrorCode, 'TOO_MANY_REQUESTS' | 'favourite.throttled' | 'sms.quota.exceeded'>;

/**
 * The refusal of a call past a rule's limit, whoever counts it: the value names the rule's window,
 * so the message tells the wait of this limit (contract/refusal-window.ts), never another's.
 */
export const tooMany = (rule: Pick<RateRule, 'windowMs' | 'code'>, value: Record<string, unknown> = {}): PlatformError =>
  new PlatformError(rule.code ?? 'TOO_MANY_REQUESTS', { ...value, windowMs: rule.windowMs });

type Counters = Pick<Platform, 'kv' | 'now'>;

const windowKey = (p: Counters, rule: RateRule, subject: string) => `rl:${rule.name}:${subject}:${Math.floor(p.now().getTime() / rule.windowMs)}`;

/** Uses in the current window. */
export const countOf = async (p: Counters, rule: RateRule, subject: string): Promise<number> => Number((await p.kv.get(windowKey(p, rule, subject))) ?? 0);

/** Counts one use; returns the count including it. */
export const record = (p: Counters, rule: RateRule, subject: string): Promise<number> => p.kv.incr(windowKey(p, rule, subject), rule.windowMs);

export const reset = (p: Counters, rule: RateRule, subject: string): Promise<void> => p.kv.del(windowKey(p, rule, subject));

/** Counts one use and refuses it past the limit: for calls limited whatever their outcome. */
export const consume = async (p: Counters, rule: RateRule, subject: string): Promise<void> => {
  if ((await record(p, rule, subject)) > rule.limit) throw tooMany(rule);
};

/** At most one call per `intervalMs` for a subject (e.g. a captcha refresh), measured from the last one allowed. */
export const throttle = async (p: Counters, name: string, subject: string, intervalMs: number): Promise<void> => {
  if (!(await p.kv.setIfAbsent(`th:${name}:${subject}`, '1', intervalMs))) throw tooMany({ windowMs: intervalMs });
};

/**
 * The rate-limit subject for a client address. One IPv6 customer usually holds a whole /64, so
 * counting per address would give them billions of budgets: IPv6 counts per /64. The spelling
 * (all four groups, `2001:db8:0:0::/64`) is also stored with a member's known addresses, so it
 * stays as it is.
 */
export const ipSubject = (ip: string): string => {
  const address = parseIp(ip);
  if (!address || !isIpv6(address)) return ip;
  return `${address.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
};
