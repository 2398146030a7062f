import { SendCodeButton, type SendCodeButtonProps } from '../../ui/SendCodeButton.tsx';
import type { SecurityText } from './security-params.ts';

export interface CodeButtonProps extends Omit<SendCodeButtonProps, 'text' | 'className'> {
  t: SecurityText;
}

/** The send-code button of the security forms: the site's one code button, in the security centre's words and look. */
export const CodeButton = ({ t, ...props }: CodeButtonProps) => (
  <SendCodeButton
    {...props}
    className="button security-secondary security-code"
    text={{ send: t('security.form.sendCode'), wait: t('security.form.resend'), sending: t('security.form.sending') }}
  />
);
