import { useEffect, useRef, useState } from 'react';
import { registerSchema } from '../../../../contract/register-rules.ts';
import type { SocialSignupInfo } from '../../../../contract/social.ts';
import type { RegisterField } from '../../../../contract/system.ts';
import type { ModalViewProps } from '../../../stores/modal.ts';
import { Field } from '../../ui/Field.tsx';
import { Form, focusFirstInvalid } from '../../ui/Form.tsx';
import { failureOf } from '../../ui/form-state.ts';
import { Modal } from '../../ui/Modal.tsx';
import { afterLogin } from '../login-flow.ts';
import { AgreementChecks } from '../register/AgreementChecks.tsx';
import { AGE_KEY, TERMS_KEY } from '../register/register-flow.ts';
import '../shared/accounts.css';
import '../register/register.css';
import './social.css';
import { fetchSocialSignup, socialSignup } from './social-api.ts';
import type {} from './social-params.ts';

type Info = { kind: 'loading' } | { kind: 'ready'; info: SocialSignupInfo } | { kind: 'failed'; message: string };

/**
 * The sign-up of an identity a provider verified and no member holds yet (SPEC section 2,
 * one-click social sign-in): the fields the site's sign-up rules ask that the provider did not
 * give (always the username), the terms and the age, then the account is made, linked and logged in.
 */
export const SocialSignupModal = ({ params, close, closeLabel }: ModalViewProps<'socialSignup'>) => {
  const { t } = params;
  const [state, setState] = useState<Info>({ kind: 'loading' });
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [agreement, setAgreement] = useState({ terms: false, age: false });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    fetchSocialSignup().then(
      (info) => {
        setState({ kind: 'ready', info });
        setValues({ username: info.username });
      },
      (error: unknown) => setState({ kind: 'failed', message: t.or(failureOf(error).form ?? '', 'errors.system.error') }),
    );
  }, [t]);
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(root.current);
  }, [focusRequest]);

  const info = state.kind === 'ready' ? state.info : null;
  // The form arrives after the modal took the focus: its first field takes it then.
  useEffect(() => {
    if (info) root.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [info]);
  const fields = info ? (Object.keys(info.rules) as RegisterField[]) : [];
  const problemText = (key: string, field?: string) => {
    const rule = field && info ? info.rules[field as RegisterField] : undefined;
    return t.or(key, 'errors.system.error', rule ? { min: rule.minLength, max: rule.maxLength } : undefined);
  };

  const submit = async () => {
    if (!info || busy) return;
    // The same rule engine as the platform's check, whose messages are translation keys.
    const checked = registerSchema(info.rules, { alsoRequired: fields }).safeParse(values);
    const found: Record<string, string> = {};
    for (const issue of checked.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    const agreementProblems = { ...(agreement.terms ? {} : { terms: TERMS_KEY }), ...(agreement.age ? {} : { age: AGE_KEY }) };
    setProblems({ ...found, ...agreementProblems });
    setFormError(null);
    if (Object.keys(found).length || Object.keys(agreementProblems).length) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const result = await socialSignup(Object.fromEntries(fields.map((f) => [f, values[f]?.trim() ?? ''])));
      await afterLogin(result, { loginType: 'register' });
    } catch (error) {
      const failure = failureOf(error);
      const byCode = failure.form === 'errors.member.account.exists' ? { username: failure.form } : {};
      setProblems({ ...failure.fields, ...byCode });
      setFormError(Object.keys(byCode).length ? null : failure.form);
      setFocusRequest((n) => n + 1);
      setBusy(false);
    }
  };

  return (
    <Modal title={t('login.social.signupTitle')} closeLabel={closeLabel} onClose={close} keepOnCover>
      {state.kind === 'loading' && <p role="status">{t('login.social.loading')}</p>}
      {state.kind === 'failed' && (
        <p className="login-notice" role="alert">
          {state.message}
        </p>
      )}
      {info && (
        <div ref={root}>
          <p className="social-signup__intro">{t('login.social.signupIntro', { provider: info.provider })}</p>
          {info.email && <p className="social-signup__email">{t('login.social.email', { email: info.email })}</p>}
          <Form onSubmit={() => void submit()} error={formError ? t.or(formError, 'errors.system.error') : null} label={t('login.social.signupTitle')}>
            {fields.map((field) => {
              const rule = info.rules[field];
              const error = problems[field] ? problemText(problems[field], field) : null;
              return (
                <Field
                  key={field}
                  name={field}
                  label={t(`register.field.${field}`)}
                  value={values[field] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                  error={error}
                  hint={!error && rule && field === 'username' ? problemText(`register.pattern.${rule.patternId}`, field) : undefined}
                  required
                  autoComplete={field === 'username' ? 'username' : 'off'}
                />
              );
            })}
            <AgreementChecks
              t={t}
              terms={agreement.terms}
              age={agreement.age}
              onTick={(box, on) => setAgreement((a) => ({ ...a, [box]: on }))}
              errors={{
                terms: problems.terms && problemText(problems.terms),
                age: problems.age && problemText(problems.age),
              }}
            />
            <button type="submit" className="button account-submit" aria-disabled={busy}>
              {busy ? t('login.social.submitting') : t('login.social.submit')}
            </button>
          </Form>
        </div>
      )}
    </Modal>
  );
};
