import { useState } from 'react';
import type { AttemptOptions, LoginRequestInput } from './login-attempt.ts';

export type SubmissionStatus = 'editing' | 'sending' | 'entering';

/**
 * One login attempt of a login form, whichever way the member logs in: the form is busy while it
 * runs, stays busy once the member is entering, and otherwise shows why it failed and renews the
 * captcha. The attempt's code loads with the first submission.
 */
export const useLoginSubmission = (errors: Record<string, string>, captcha: { failed(asked: boolean): void }) => {
  const [status, setStatus] = useState<SubmissionStatus>('editing');
  const [formError, setFormError] = useState<string | null>(null);

  const attempt = async (request: LoginRequestInput, options: Omit<AttemptOptions, 'messages'>): Promise<void> => {
    setStatus('sending');
    const { attemptLogin } = await import('./login-attempt.ts');
    const outcome = await attemptLogin(request, { ...options, messages: errors });
    if (outcome.kind === 'entering') {
      setStatus('entering');
      return;
    }
    setStatus('editing');
    if (outcome.kind === 'verifying') return;
    setFormError(errors[outcome.messageKey] ?? errors['errors.system.error'] ?? '');
    captcha.failed(outcome.captcha);
  };

  return { status, busy: status !== 'editing', formError, setFormError, attempt };
};
