import { breakRefusalSchema } from '../../../../contract/responsible-gambling.ts';
import { ApiError } from '../../../api-client/errors.ts';

/*
 * A login refused because the account is on a time-out or a self-exclusion (`rg.timed.out`,
 * `rg.self.excluded`): the platform tells only whoever proved the account's secret, with the kind
 * of break and when it ends. The login form then shows a panel of its own rather than one line.
 */

export interface BreakRefusal {
  kind: 'timeout' | 'exclusion';
  /** When it ends, epoch ms; null for a permanent exclusion. */
  until: number | null;
}

const CODES: Readonly<Record<string, BreakRefusal['kind']>> = { 'rg.timed.out': 'timeout', 'rg.self.excluded': 'exclusion' };

/** The break a refused login met, or null when the refusal is another one. */
export const breakRefusalOf = (error: unknown): BreakRefusal | null => {
  if (!(error instanceof ApiError)) return null;
  const kind = CODES[error.errorCode];
  if (!kind) return null;
  const value = breakRefusalSchema.safeParse(error.value);
  return { kind, until: value.success ? value.data.until : null };
};

/**
 * Which words say when the break ends: a time-out's end; a self-exclusion's end, after which
 * customer service may reopen the account; one whose end has passed, which stays closed until
 * customer service reopens it; or a permanent one.
 */
export type BreakEndWording = 'timeout' | 'exclusion' | 'exclusionOver' | 'permanent';

export const breakEndWording = (refusal: BreakRefusal, now: number): BreakEndWording => {
  if (refusal.until === null) return 'permanent';
  if (refusal.kind === 'timeout') return 'timeout';
  return refusal.until > now ? 'exclusion' : 'exclusionOver';
};
