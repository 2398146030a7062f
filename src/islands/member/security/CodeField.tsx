import { FIELD_MAX } from '../../../../contract/limits.ts';
import { Field, type FieldProps } from '../../ui/Field.tsx';
import { CodeButton, type CodeButtonProps } from './CodeButton.tsx';
import { refusalText } from './use-security-form.ts';

export interface CodeFieldProps extends Pick<FieldProps, 'name' | 'value' | 'error' | 'hint' | 'onChange'>, Omit<CodeButtonProps, 'onError'> {
  /** Where a refused send is said: the form-wide message. */
  onRefused(message: string): void;
  /** Whether the modal's focus starts here. */
  'data-autofocus'?: boolean;
}

/**
 * The code a security form sends to the member's mobile or e-mail: the labelled input with its
 * problem, and beside it the button that sends the code and counts down its life.
 */
export const CodeField = ({ t, send, canSend, onRefused, ...input }: CodeFieldProps) => (
  <Field
    label={t('security.form.code')}
    autoComplete="one-time-code"
    inputMode="numeric"
    maxLength={FIELD_MAX.smsCode}
    addon={<CodeButton t={t} send={send} canSend={canSend} onError={(error) => onRefused(refusalText(t, error))} />}
    {...input}
  />
);
