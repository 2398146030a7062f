import { useId, useState } from 'react';
import { FIELD_MAX } from '../../../../contract/limits.ts';
import { Field, FieldFrame } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import { CodeField } from './CodeField.tsx';
import { bindEmail, bindMobile, sendEmailCode, sendMobileCode } from './security-api.ts';
import { checkContactForm, emailProblem, fieldMessage, mobileProblem, type ContactField } from './security-checks.ts';
import type { SecurityModalParams } from './security-params.ts';
import { useSecurityForm } from './use-security-form.ts';

const EMPTY: Record<ContactField, string> = { contact: '', verificationCode: '', loginPassword: '' };

/**
 * Links a mobile number or an e-mail address to the account, or replaces the one linked: a code
 * goes to the new one, and replacing also asks for the login password (the platform insists).
 */
export const ContactForm = ({ params, kind }: { params: SecurityModalParams; kind: 'mobile' | 'email' }) => {
  const { t, data } = params;
  const current = kind === 'mobile' ? data.mobile : data.email;
  const { root, values, field, setProblems, formError, setFormError, busy, submit: submitChecked } = useSecurityForm(EMPTY, t);
  const [dialingCode, setDialingCode] = useState(data.dialingCodes[0] ?? '52');
  const codeId = useId();

  const contactProblem = () => (kind === 'mobile' ? mobileProblem(values.contact, t) : emailProblem(values.contact, t));
  const canSend = () => {
    const problem = contactProblem();
    setProblems(({ contact: _, ...others }) => (problem ? { ...others, contact: problem } : others));
    return !problem;
  };
  const sendCode = () => (kind === 'mobile' ? sendMobileCode(values.contact, dialingCode) : sendEmailCode(values.contact.trim()));

  const send = async () => {
    const proof = { verificationCode: values.verificationCode.trim(), ...(current ? { loginPassword: values.loginPassword } : {}) };
    if (kind === 'mobile') await bindMobile({ mobileNum: values.contact, countryDialingCode: dialingCode, ...proof });
    else await bindEmail({ email: values.contact.trim(), ...proof });
    return t(kind === 'mobile' ? 'security.mobile.done' : 'security.email.done');
  };
  const submit = () =>
    void submitChecked(
      () => checkContactForm(values, kind, current !== null, t),
      send,
      (field, key) => (field === 'contact' ? (contactProblem() ?? fieldMessage(key, null, t)) : fieldMessage(key, null, t)),
      { mobileNum: 'contact', email: 'contact' },
    );

  return (
    <div ref={root}>
      {current && (
        <p className="security-lead">
          {kind === 'mobile' ? t('security.mobile.passwordLead', { mobile: current }) : t('security.email.passwordLead', { email: current })}
        </p>
      )}
      <Form onSubmit={submit} error={formError}>
        {kind === 'mobile' && (
          <FieldFrame id={codeId} label={t('security.mobile.countryCode')}>
            <select id={codeId} className="ui-field__input" value={dialingCode} onChange={(e) => setDialingCode(e.target.value)}>
              {data.dialingCodes.map((code) => (
                <option key={code} value={code}>
                  +{code}
                </option>
              ))}
            </select>
          </FieldFrame>
        )}
        <Field
          {...field('contact')}
          type={kind === 'mobile' ? 'tel' : 'email'}
          label={kind === 'mobile' ? t('security.mobile.number') : t('security.email.address')}
          autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
          maxLength={kind === 'mobile' ? FIELD_MAX.mobile : FIELD_MAX.email}
          data-autofocus
        />
        <CodeField t={t} {...field('verificationCode')} send={sendCode} canSend={canSend} onRefused={setFormError} />
        {current && (
          <Field
            {...field('loginPassword')}
            type="password"
            label={t('security.transaction.loginPassword')}
            autoComplete="current-password"
            maxLength={FIELD_MAX.password}
          />
        )}
        <button type="submit" className="button security-submit" aria-disabled={busy}>
          {busy ? t('security.form.saving') : t('security.form.save')}
        </button>
      </Form>
    </div>
  );
};
