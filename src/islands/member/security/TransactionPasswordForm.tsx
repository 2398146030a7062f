import { FIELD_MAX } from '../../../../contract/limits.ts';
import { TRANSACTION_PASSWORD_MAX } from '../../../../contract/security.ts';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import { CodeField } from './CodeField.tsx';
import { changeTransactionPassword, resetTransactionPassword, sendTransactionResetCode, setTransactionPassword } from './security-api.ts';
import { checkTransactionForm, ruleHint, ruleMessage, type TransactionField } from './security-checks.ts';
import type { SecurityModalParams } from './security-params.ts';
import { useSecurityForm } from './use-security-form.ts';

type Mode = 'setTransaction' | 'changeTransaction' | 'resetTransaction';

/** What proves the member in each mode: the login password, the current transaction password, or an SMS code. */
const PROOF = { setTransaction: 'loginPassword', changeTransaction: 'oldPassword', resetTransaction: 'verificationCode' } as const;

const EMPTY: Record<TransactionField, string> = { loginPassword: '', oldPassword: '', verificationCode: '', newPassword: '', confirmNewPassword: '' };

/**
 * The transaction password's three forms: set the first one (with the login password), change it
 * (with the current one, whose wrong answers count toward the lock), or reset it with a code
 * sent to the member's mobile. The new one follows the site's `paymentPassword` rule.
 */
export const TransactionPasswordForm = ({ params, mode }: { params: SecurityModalParams; mode: Mode }) => {
  const { t, data } = params;
  const rule = data.transactionRule;
  const { root, values, field, formError, setFormError, busy, submit: submitChecked } = useSecurityForm(EMPTY, t);
  const proof = PROOF[mode];

  const send = async () => {
    const fresh = { newPassword: values.newPassword.trim(), confirmNewPassword: values.confirmNewPassword.trim() };
    if (mode === 'setTransaction') await setTransactionPassword({ loginPassword: values.loginPassword, ...fresh });
    else if (mode === 'changeTransaction') await changeTransactionPassword({ oldPassword: values.oldPassword, ...fresh });
    else await resetTransactionPassword({ verificationCode: values.verificationCode.trim(), ...fresh });
    return t('security.transaction.done');
  };
  const submit = () =>
    void submitChecked(
      () => checkTransactionForm(values, proof, rule, t),
      send,
      (_field, key) => ruleMessage(key, rule, t),
    );

  // The first transaction password is proven by the login password, which this account has yet to set.
  if (mode === 'setTransaction' && !data.loginPasswordSet) return <p className="security-lead">{t('security.transaction.needsLogin')}</p>;
  if (mode === 'resetTransaction' && !data.mobile) return <p className="security-lead">{t('security.transaction.noMobile')}</p>;
  const secret = { type: 'password', inputMode: 'numeric', maxLength: TRANSACTION_PASSWORD_MAX } as const;
  return (
    <div ref={root}>
      {mode === 'resetTransaction' && <p className="security-lead">{t('security.transaction.resetLead', { mobile: data.mobile ?? '' })}</p>}
      <Form onSubmit={submit} error={formError}>
        {mode === 'setTransaction' && (
          <Field
            {...field('loginPassword')}
            type="password"
            label={t('security.transaction.loginPassword')}
            autoComplete="current-password"
            maxLength={FIELD_MAX.password}
            data-autofocus
          />
        )}
        {mode === 'changeTransaction' && (
          <Field {...field('oldPassword')} label={t('security.transaction.oldPassword')} autoComplete="off" {...secret} data-autofocus />
        )}
        {mode === 'resetTransaction' && <CodeField t={t} {...field('verificationCode')} send={sendTransactionResetCode} onRefused={setFormError} />}
        <Field {...field('newPassword', ruleHint(rule, t))} label={t('security.transaction.newPassword')} autoComplete="new-password" {...secret} />
        <Field {...field('confirmNewPassword')} label={t('security.transaction.confirmPassword')} autoComplete="new-password" {...secret} />
        <button type="submit" className="button security-submit" aria-disabled={busy}>
          {busy ? t('security.form.saving') : t('security.form.save')}
        </button>
      </Form>
    </div>
  );
};
