import type { ReactNode } from 'react';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField.tsx';

interface LoginFormEndProps {
  captcha: CaptchaFieldProps;
  busy: boolean;
  /** What the page adds between the fields and the button (remember me, links). */
  children?: ReactNode;
}

/** The end of both login forms: the captcha once one is asked for, the page's extras, and Log in. */
export const LoginFormEnd = ({ captcha, busy, children }: LoginFormEndProps) => (
  <>
    <CaptchaField {...captcha} />
    {children}
    <button type="submit" className="button account-submit" aria-disabled={busy}>
      {busy ? captcha.t('login.submitting') : captcha.t('login.submit')}
    </button>
  </>
);
