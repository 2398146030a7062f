import { useState } from 'react';
import type { Text } from '../../../i18n/text.ts';
import type { BreakNotice } from './BreakPanel.tsx';
import type { AttemptOptions, LoginRequestInput } from './login-attempt.ts';

export type SubmissionStatus = 'editing' | 'sending' | 'entering';

/**
 * One login attempt of a login form, whichever way the member logs in: the form is busy while it
 * runs, stays busy once the member is entering, and otherwise shows why it failed and renews the
 * captcha; an account on a time-out or self-exclusion gets the panel that says until when. The
 * attempt's code loads with the first submission, and the date formatting with the first such panel.
 */
export const useLoginSubmission = (t: Text<'errors'>, captcha: { failed(asked: boolean): void }) => {
  const [status, setStatus] = useState<SubmissionStatus>('editing');
  const [formError, setFormError] = useState<string | null>(null);
  const [onBreak, setOnBreak] = useState<BreakNotice | null>(null);

  const attempt = async (request: LoginRequestInput, options: AttemptOptions): Promise<void> => {
    setStatus('sending');
    setOnBreak(null);
    const [{ attemptLogin }, { failureText }] = await Promise.all([import('./login-attempt.ts'), import('../../../i18n/failure-text.ts')]);
    const outcome = await attemptLogin(request, options);
    if (outcome.kind === 'entering') {
      setStatus('entering');
      return;
    }
    setStatus('editing');
    if (outcome.kind === 'verifying') return;
    if (outcome.kind === 'onBreak') {
      const { breakNoticeOf } = await import('./break-notice.ts');
      setOnBreak(breakNoticeOf(outcome.refusal));
      return;
    }
    setFormError(failureText(t, outcome.error));
    captcha.failed(outcome.captcha);
  };

  return { status, busy: status !== 'editing', formError, setFormError, onBreak, attempt };
};
