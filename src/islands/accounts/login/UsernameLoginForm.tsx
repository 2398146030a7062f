import { useState, type ReactNode } from 'react';
import { FIELD_MAX } from '../../../../contract/limits.ts';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import type { BreakCredentials } from './break-withdrawal.ts';
import { useCaptchaStep } from './CaptchaField.tsx';
import { LoginFormEnd } from './LoginFormEnd.tsx';
import type { Text } from '../../../i18n/text.ts';
import { useFormProblems } from './use-form-problems.ts';
import { useLoginSubmission } from './use-login-submission.ts';
import { LazyBreakPanel } from './LazyBreakPanel.tsx';

export interface UsernameLoginFormProps {
  t: Text<'login' | 'errors'>;
  /** The agent login page: only agents may log in. */
  agentPage: boolean;
  initialUsername?: string | undefined;
  /** Focus the username when the form appears (inside a modal). */
  autoFocus?: boolean;
  /** The credentials were accepted, with the username as sent. */
  onAccepted?: (username: string) => void;
  /** Controls between the fields and the submit button (remember-me). */
  children?: ReactNode;
}

type Problems = Partial<Record<'username' | 'password' | 'captcha', string>>;

/** Login by username and password (SPEC section 5 "Login"), shared by the login modal and the agent page. */
export const UsernameLoginForm = ({ t, agentPage, initialUsername, autoFocus, onAccepted, children }: UsernameLoginFormProps) => {
  const [values, setValues] = useState({ username: initialUsername ?? '', password: '' });
  const [sentWith, setSentWith] = useState<BreakCredentials | null>(null);
  const { root, problems, refuse } = useFormProblems<keyof Problems>();
  const { shown: captchaShown, value: captchaValue, setValue: setCaptcha, image: captchaImage, ...captcha } = useCaptchaStep();
  const { busy, formError, setFormError, onBreak, attempt } = useLoginSubmission(t, captcha);

  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async () => {
    if (busy) return;
    const username = values.username.trim();
    const password = values.password.trim();
    const found: Problems = {
      ...(username ? {} : { username: t('login.required') }),
      ...(password ? {} : { password: t('login.required') }),
      ...(captcha.missing() ? { captcha: t('errors.captcha.required') } : {}),
    };
    setFormError(null);
    refuse(found);
    if (Object.keys(found).length > 0) return;
    // The break panel's withdrawal proves the password that met the break, not what the fields hold later.
    setSentWith({ username, password });
    await attempt({ username, password, type: 'username', ...captcha.answer() }, { agentPage, onAccepted: () => onAccepted?.(username) });
  };

  return (
    <div ref={root}>
      {onBreak && <LazyBreakPanel t={t} notice={onBreak} credentials={sentWith ?? undefined} />}
      <Form onSubmit={() => void submit()} error={formError}>
        <Field
          name="username"
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={FIELD_MAX.username}
          value={values.username}
          error={problems.username}
          onChange={(e) => set('username')(e.target.value)}
          {...(autoFocus ? { 'data-autofocus': true } : {})}
        />
        <Field
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          maxLength={FIELD_MAX.password}
          value={values.password}
          error={problems.password}
          onChange={(e) => set('password')(e.target.value)}
        />
        <LoginFormEnd captcha={{ shown: captchaShown, value: captchaValue, onChange: setCaptcha, image: captchaImage, t, error: problems.captcha }} busy={busy}>
          {children}
        </LoginFormEnd>
      </Form>
    </div>
  );
};
