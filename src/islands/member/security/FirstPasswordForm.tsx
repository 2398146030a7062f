import { FIELD_MAX } from '../../../../contract/limits.ts';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import { CodeField } from './CodeField.tsx';
import { sendFirstPasswordCode, setFirstPassword } from './security-api.ts';
import { checkTransactionForm, ruleHint, ruleMessage, type TransactionField } from './security-checks.ts';
import type { SecurityModalParams } from './security-params.ts';
import { useSecurityForm } from './use-security-form.ts';

const EMPTY: Record<TransactionField, string> = { loginPassword: '', oldPassword: '', verificationCode: '', newPassword: '', confirmNewPassword: '' };

/**
 * The first login password of an account registered by mobile without one (MOBILENUMPASSREG3
 * off): a code sent to the member's mobile proves the phone, then the new password follows the
 * site's password rule. After it, the account logs in with either.
 */
export const FirstPasswordForm = ({ params }: { params: SecurityModalParams }) => {
  const { t, data } = params;
  const rule = data.loginRule;
  const { root, values, field, formError, setFormError, busy, submit: submitChecked } = useSecurityForm(EMPTY, t);

  const send = async () => {
    await setFirstPassword({
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword.trim(),
      confirmNewPassword: values.confirmNewPassword.trim(),
    });
    return t('security.firstPassword.done');
  };
  const submit = () =>
    void submitChecked(
      () => checkTransactionForm(values, 'verificationCode', rule, t),
      send,
      (_field, key) => ruleMessage(key, rule, t),
    );

  if (!data.mobile) return <p className="security-lead">{t('security.transaction.noMobile')}</p>;
  return (
    <div ref={root}>
      <p className="security-lead">{t('security.firstPassword.lead', { mobile: data.mobile })}</p>
      <Form onSubmit={submit} error={formError}>
        <CodeField t={t} {...field('verificationCode')} send={sendFirstPasswordCode} onRefused={setFormError} data-autofocus />
        <Field
          {...field('newPassword', ruleHint(rule, t))}
          type="password"
          label={t('security.firstPassword.newPassword')}
          autoComplete="new-password"
          maxLength={FIELD_MAX.password}
        />
        <Field
          {...field('confirmNewPassword')}
          type="password"
          label={t('security.firstPassword.confirmPassword')}
          autoComplete="new-password"
          maxLength={FIELD_MAX.password}
        />
        <button type="submit" className="button security-submit" aria-disabled={busy}>
          {busy ? t('security.form.saving') : t('security.form.save')}
        </button>
      </Form>
    </div>
  );
};
