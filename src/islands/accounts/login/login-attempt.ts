import type { z } from 'zod';
import { loginVerifyRequiredSchema } from '../../../../contract/accounts.ts';
import type { loginRequestSchema } from '../../../../contract/session.ts';
import { ApiError } from '../../../api-client/errors.ts';
import { login } from '../session-api.ts';
import { afterLogin } from '../login-flow.ts';
import { breakRefusalOf, type BreakRefusal } from './break-refusal.ts';
import { openLoginVerify } from './open-login.ts';

/*
 * One login attempt of the forms (login modal tabs, agent page): the call, then either the end of
 * the login, the second-factor modal, or a failure the form shows.
 */

export type LoginRequestInput = z.input<typeof loginRequestSchema>;

export type LoginOutcome =
  /** Accepted: the page is on its way to the member's view (or the forced change is open). */
  | { kind: 'entering' }
  /** The password was right but the address is new: the verification modal is open. */
  | { kind: 'verifying' }
  /** The account is on a time-out or self-exclusion: the form shows when it ends. */
  | { kind: 'onBreak'; refusal: BreakRefusal }
  /** Refused, or no answer: the form tells why (src/i18n/failure-text.ts). */
  | { kind: 'failed'; error: unknown; captcha: boolean };

/** A refused login whose value has `captcha` makes the captcha field appear (CONTRACT.md 2.4). */
export const asksForCaptcha = (error: unknown): boolean =>
  error instanceof ApiError && typeof error.value === 'object' && error.value !== null && Boolean((error.value as { captcha?: unknown }).captcha);

export interface AttemptOptions {
  agentPage: boolean;
  /** The credentials were right (even if a second factor follows): e.g. remember the username. */
  onAccepted?: () => void;
}

export const attemptLogin = async (request: LoginRequestInput, options: AttemptOptions): Promise<LoginOutcome> => {
  const loginType = request.type ?? 'username';
  const sent = { ...request, ...(options.agentPage ? { agentLogin: true } : {}) };
  try {
    const result = await login(sent);
    options.onAccepted?.();
    await afterLogin(result, { loginType, password: request.password, agentPage: options.agentPage });
    return { kind: 'entering' };
  } catch (error) {
    const required = error instanceof ApiError && error.errorCode === 'login_verify_required' ? loginVerifyRequiredSchema.safeParse(error.value) : null;
    if (required?.success) {
      options.onAccepted?.();
      await openLoginVerify({
        required: required.data,
        login: { kind: 'password', credentials: { username: request.username.trim(), password: request.password }, agentPage: options.agentPage },
      });
      return { kind: 'verifying' };
    }
    const refusal = breakRefusalOf(error);
    if (refusal) return { kind: 'onBreak', refusal };
    return { kind: 'failed', error, captcha: asksForCaptcha(error) };
  }
};
