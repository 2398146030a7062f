import { breakEnd, EXCLUSION_LENGTHS, TIMEOUT_LENGTHS, TIME_LIMIT_MAX_MINUTES } from '../../../contract/responsible-gambling.ts';
import type { BreakLength, LimitKind, LimitPeriod } from '../../../contract/responsible-gambling.ts';
import { AMOUNT_PATTERN, normalAmount } from '../../lib/typed-amount.ts';

export { TIME_LIMIT_MAX_MINUTES };

/*
 * What the responsible-gambling section's forms send, read from their values with plain checks
 * before anything leaves (the platform checks all of it again). A form whose values do not hold
 * answers the problem, named as its words are (`responsible.problems.<problem>`).
 */

/** The forms of the section that change one setting and then read the page again. */
export type ResponsibleForm = 'limit' | 'time' | 'remove' | 'confirm' | 'cancel' | 'reality';

export type ResponsibleProblem = 'amount' | 'minutes' | 'choice' | 'password';

/** What a form asks the platform: a limit's new value (null removes it), a waiting change's answer, or the interval. */
export type ResponsibleRequest =
  | { call: 'limit'; body: { kind: LimitKind; period: LimitPeriod; amount: string | null } }
  | { call: 'confirm' | 'cancel'; body: { kind: LimitKind; period: LimitPeriod } }
  | { call: 'reality'; body: { minutes: number } };

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: ResponsibleProblem };

const KINDS: readonly string[] = ['deposit', 'loss', 'wager', 'time'];
const PERIODS: readonly string[] = ['day', 'week', 'month'];
const MINUTES = /^\d{1,4}$/;

const refOf = (values: Readonly<Record<string, string>>) => {
  const kind = values.kind ?? '';
  const period = values.period ?? '';
  return KINDS.includes(kind) && PERIODS.includes(period) ? { kind: kind as LimitKind, period: period as LimitPeriod } : null;
};

/** Minutes of a daily time limit as typed: whole, from 1 to a day. */
export const validMinutes = (typed: string): boolean => {
  const text = typed.trim();
  return MINUTES.test(text) && Number(text) >= 1 && Number(text) <= TIME_LIMIT_MAX_MINUTES;
};

/** The request a form's values make, or the problem that keeps it from being sent. */
export const requestOf = (form: ResponsibleForm, values: Readonly<Record<string, string>>): Checked<ResponsibleRequest> => {
  switch (form) {
    case 'limit': {
      const ref = refOf(values);
      const typed = values.amount ?? '';
      if (!ref || !AMOUNT_PATTERN.test(typed.trim()) || Number(normalAmount(typed)) <= 0) return { ok: false, problem: 'amount' };
      return { ok: true, value: { call: 'limit', body: { ...ref, amount: normalAmount(typed) } } };
    }
    case 'time': {
      const typed = values.minutes ?? '';
      if (!validMinutes(typed)) return { ok: false, problem: 'minutes' };
      return { ok: true, value: { call: 'limit', body: { kind: 'time', period: 'day', amount: String(Number(typed.trim())) } } };
    }
    case 'remove':
    case 'confirm':
    case 'cancel': {
      const ref = refOf(values);
      if (!ref) return { ok: false, problem: 'choice' };
      return { ok: true, value: form === 'remove' ? { call: 'limit', body: { ...ref, amount: null } } : { call: form, body: ref } };
    }
    case 'reality':
      return { ok: true, value: { call: 'reality', body: { minutes: Number(values.minutes) } } };
  }
};

export interface BreakChoice {
  type: 'timeout' | 'exclusion';
  length: BreakLength;
}

/** The break form's choice (`timeout:24h`, `exclusion:permanent`), or null when it names none. */
export const breakChoiceOf = (value: string | undefined): BreakChoice | null => {
  const [type, length] = (value ?? '').split(':');
  if (type === 'timeout' && (TIMEOUT_LENGTHS as readonly string[]).includes(length ?? '')) return { type, length: length as BreakLength };
  if (type === 'exclusion' && (EXCLUSION_LENGTHS as readonly string[]).includes(length ?? '')) return { type, length: length as BreakLength };
  return null;
};

/** The break form's values: the choice and the login password, or what is missing. */
export const breakRequestOf = (values: Readonly<Record<string, string>>): Checked<BreakChoice & { password: string }> => {
  const choice = breakChoiceOf(values.choice);
  if (!choice) return { ok: false, problem: 'choice' };
  const password = values.password ?? '';
  if (!password) return { ok: false, problem: 'password' };
  return { ok: true, value: { ...choice, password } };
};

/**
 * Which words tell a break: a time-out, a self-exclusion with its end, or a permanent one. The
 * end is the one the platform will write, from the member's clock: the dialog asks before the
 * call, and the platform answers a break with nothing more.
 */
export const breakWording = (choice: BreakChoice, now: Date): { words: 'timeout' | 'exclusion' | 'permanent'; until: number | null } => {
  const until = breakEnd(choice.length, now)?.getTime() ?? null;
  if (choice.type === 'timeout') return { words: 'timeout', until };
  return { words: until === null ? 'permanent' : 'exclusion', until };
};
