import { FIELD_MAX } from '../../../../contract/limits.ts';
import { NICKNAME_MAX, NICKNAME_MIN } from '../../../../contract/security.ts';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import { changeNickname, setPayeeName } from './security-api.ts';
import { checkNickname, checkPayeeName, fieldMessage, ruleHint } from './security-checks.ts';
import type { SecurityModalParams } from './security-params.ts';
import { useSecurityForm } from './use-security-form.ts';

/** The nickname, as often as the member likes, by the contract's nickname rule. */
export const NicknameForm = ({ params }: { params: SecurityModalParams }) => {
  const { t, data } = params;
  const { root, values, field, formError, busy, submit: submitChecked } = useSecurityForm({ nickname: data.nickname }, t);
  const submit = () =>
    void submitChecked(
      () => checkNickname(values.nickname, t),
      async () => t('security.nickname.done', { nickname: (await changeNickname(values.nickname)).nickname }),
      (_field, key) => fieldMessage(key, null, t),
    );
  return (
    <div ref={root}>
      <Form onSubmit={submit} error={formError}>
        <Field
          {...field('nickname', t('security.profile.nicknameRule', { min: NICKNAME_MIN, max: NICKNAME_MAX }))}
          label={t('security.profile.nickname')}
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          data-autofocus
        />
        <button type="submit" className="button security-submit" aria-disabled={busy}>
          {busy ? t('security.form.saving') : t('security.form.save')}
        </button>
      </Form>
    </div>
  );
};

/** The payee (real) name, once, by the site's `payeeName` rule. */
export const PayeeNameForm = ({ params }: { params: SecurityModalParams }) => {
  const { t, data } = params;
  const rule = data.payeeRule;
  const { root, values, field, formError, busy, submit: submitChecked } = useSecurityForm({ payeeName: '' }, t);
  const submit = () =>
    void submitChecked(
      () => checkPayeeName(values.payeeName, rule, t),
      async () => {
        await setPayeeName(values.payeeName);
        return t('security.payee.done');
      },
      (_field, key) => fieldMessage(key, rule, t),
    );
  return (
    <div ref={root}>
      <p className="security-lead">{t('security.payee.lead')}</p>
      <Form onSubmit={submit} error={formError}>
        <Field
          {...field('payeeName', ruleHint(rule, t))}
          label={t('security.profile.payeeName')}
          autoComplete="name"
          maxLength={Math.min(rule.maxLength, FIELD_MAX.name)}
          data-autofocus
        />
        <button type="submit" className="button security-submit" aria-disabled={busy}>
          {busy ? t('security.form.saving') : t('security.form.save')}
        </button>
      </Form>
    </div>
  );
};
