import type { z } from 'zod';
import { loginVerifyRequiredSchema } from '../../../../contract/accounts.ts';
import type { loginRequestSchema } from '../../../../contract/session.ts';
import { ApiError, messageKeyOf } from '../../../api-client/errors.ts';
import { login } from '../../../api-client/session.ts';
import { afterLogin } from '../../../stores/login-flow.ts';
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
  | { kind: 'failed'; messageKey: string; captcha: boolean };

/** The translation key of a failure: the code's own message when the form has it, else the client's. */
export const failureKey = (error: unknown, messages: Readonly<Record<string, string>>): string => {
  if (error instanceof ApiError && Object.hasOwn(messages, `errors.${error.errorCode}`)) return `errors.${error.errorCode}`;
  return messageKeyOf(error);
};

/** The translated message of a failure, never raw server text. */
export const failureText = (error: unknown, messages: Readonly<Record<string, string>>): string =>
  messages[failureKey(error, messages)] ?? messages['errors.system.error'] ?? '';

/** A refused login whose value has `captcha` makes the captcha field appear (CONTRACT.md 2.4). */
export const asksForCaptcha = (error: unknown): boolean =>
  error instanceof ApiError && typeof error.value === 'object' && error.value !== null && Boolean((error.value as { captcha?: unknown }).captcha);

export interface AttemptOptions {
  agentPage: boolean;
  messages: Readonly<Record<string, string>>;
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
      await openLoginVerify({ credentials: { username: request.username.trim(), password: request.password }, required: required.data, agentPage: options.agentPage });
      return { kind: 'verifying' };
    }
    return { kind: 'failed', messageKey: failureKey(error, options.messages), captcha: asksForCaptcha(error) };
  }
};
