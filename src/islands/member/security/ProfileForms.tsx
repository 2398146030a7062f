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
  const { root, values, problems, set, formError, busy, submit: submitChecked } = useSecurityForm({ nickname: data.nickname }, t);
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
          name="nickname"
          label={t('security.profile.nickname')}
          autoComplete="nickname"
          hint={problems.nickname ? undefined : t('security.profile.nicknameRule', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
          maxLength={NICKNAME_MAX}
          value={values.nickname}
          error={problems.nickname}
          onChange={(e) => set('nickname')(e.target.value)}
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
  const { root, values, problems, set, formError, busy, submit: submitChecked } = useSecurityForm({ payeeName: '' }, t);
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
          name="payeeName"
          label={t('security.profile.payeeName')}
          autoComplete="name"
          hint={problems.payeeName ? undefined : ruleHint(rule, t)}
          maxLength={Math.min(rule.maxLength, FIELD_MAX.name)}
          value={values.payeeName}
          error={problems.payeeName}
          onChange={(e) => set('payeeName')(e.target.value)}
          data-autofocus
        />
        <button type="submit" className="button security-submit" aria-disabled={busy}>
          {busy ? t('security.form.saving') : t('security.form.save')}
        </button>
      </Form>
    </div>
  );
};
