import { useId, useState, type ComponentProps } from 'react';
import { FIELD_MAX } from '../../../../contract/limits.ts';
import type { LoginVerifyMethod } from '../../../../contract/accounts.ts';
import { failureText } from '../../../i18n/failure-text.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { afterLogin } from '../login-flow.ts';
import type { ModalViewProps } from '../../../stores/modal.ts';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { CaptchaField, useCaptchaStep } from './CaptchaField.tsx';
import { asksForCaptcha } from './login-attempt.ts';
import { useFormProblems } from './use-form-problems.ts';
import { completeVerifiedLogin, sendVerifiedLoginCode } from './verified-login.ts';
import '../shared/accounts.css';
import './login.css';

/** The answer each method asks for, as the verification request names it. */
const ANSWER_FIELD = {
  G: 'authCode',
  R: 'recoveryCode',
  S: 'verificationCode',
  E: 'email',
  P: 'payeeName',
  B: 'bankDigits',
} as const satisfies Record<LoginVerifyMethod, string>;

/**
 * The second factor of a login from an address the account has not used (SPEC section 4): a code
 * of the authenticator app or a recovery code, an SMS code to the account's mobile, its e-mail
 * address, its payee name, or the last digits of a withdrawal account; then the login again, or,
 * for a social sign-in, the answer alone (verified-login.ts).
 */
export const LoginVerifyModal = ({ params, close, closeLabel }: ModalViewProps<'loginVerify'>) => {
  const { t, required, login } = params;
  const ids = useId();
  const [method, setMethod] = useState<LoginVerifyMethod>(required.methods[0]!);
  const [answers, setAnswers] = useState<Record<LoginVerifyMethod, string>>({ G: '', R: '', S: '', E: '', P: '', B: '' });
  const { root, problems, refuse } = useFormProblems<'answer' | 'captcha'>();
  const { shown: captchaShown, value: captchaValue, setValue: setCaptcha, image: captchaImage, ...captcha } = useCaptchaStep();
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'editing' | 'sending' | 'entering'>('editing');

  const choose = (next: LoginVerifyMethod) => {
    setMethod(next);
    refuse({});
  };

  const submit = async () => {
    if (status !== 'editing') return;
    const answer = answers[method].trim();
    setFormError(null);
    const found = {
      ...(answer ? {} : { answer: method === 'S' || method === 'G' ? t('login.codeRequired') : t('login.verify.required') }),
      ...(captcha.missing() ? { captcha: t('errors.captcha.required') } : {}),
    };
    refuse(found);
    if (Object.keys(found).length > 0) return;
    setStatus('sending');
    try {
      const { result, context } = await completeVerifiedLogin(login, { method, [ANSWER_FIELD[method]]: answer, ...captcha.answer() });
      setStatus('entering');
      await afterLogin(result, context);
    } catch (error) {
      setStatus('editing');
      setFormError(failureText(t, error));
      captcha.failed(asksForCaptcha(error));
    }
  };

  // A password login's code is sent only to whoever knows the password, so the guard may want the captcha here too.
  const canSend = () => {
    if (!captcha.missing()) return true;
    refuse({ captcha: t('errors.captcha.required') });
    return false;
  };
  const sendFailed = (error: unknown) => {
    captcha.failed(asksForCaptcha(error));
    void showDialog({
      icon: 'warning',
      title: t('login.warningTitle'),
      text: failureText(t, error),
      buttons: [{ key: 'confirm', label: t('login.ok') }],
    });
  };

  // With a single method there is no choice to make: the answer's field gets the focus.
  const autofocus = required.methods.length === 1 ? { 'data-autofocus': true } : {};
  // What differs between the three answers; value, problem and typing are the same for each.
  const kinds = {
    S: {
      label: t('login.verify.code'),
      hint: required.maskedMobile ? t('login.verify.smsTo', { mobile: required.maskedMobile }) : undefined,
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      maxLength: FIELD_MAX.smsCode,
      addon: (
        <SendCodeButton
          className="button button--secondary account-send-code"
          text={{ send: t('login.sendCode'), wait: t('login.sendWait'), sending: t('login.sending') }}
          canSend={canSend}
          onError={sendFailed}
          send={() => sendVerifiedLoginCode(login, captcha.answer())}
        />
      ),
    },
    E: {
      type: 'email',
      label: t('login.verify.email'),
      hint: required.maskedEmail ? t('login.verify.emailHint', { email: required.maskedEmail }) : undefined,
      autoComplete: 'email',
      maxLength: FIELD_MAX.email,
    },
    P: { label: t('login.verify.payeeName'), autoComplete: 'name', maxLength: FIELD_MAX.name },
    G: { label: t('login.verify.authCode'), hint: t('login.verify.authCodeHint'), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 16 },
    R: { label: t('login.verify.recoveryCode'), hint: t('login.verify.recoveryCodeHint'), autoComplete: 'off', maxLength: 32 },
    B: { label: t('login.verify.bankDigits'), hint: t('login.verify.bankDigitsHint'), inputMode: 'numeric', autoComplete: 'off', maxLength: 4 },
  } satisfies Record<LoginVerifyMethod, Partial<ComponentProps<typeof Field>>>;
  const field = (
    <Field
      key={method}
      {...autofocus}
      {...kinds[method]}
      name={ANSWER_FIELD[method]}
      value={answers[method]}
      error={problems.answer}
      onChange={(e) => setAnswers((a) => ({ ...a, [method]: e.target.value }))}
    />
  );

  const busy = status !== 'editing';
  return (
    <Modal title={t('login.verify.title')} closeLabel={closeLabel} onClose={close} keepOnCover>
      <p className="login-lead">{t('errors.login_verify_required')}</p>
      <div ref={root}>
        <Form onSubmit={() => void submit()} error={formError}>
          {required.methods.length > 1 && (
            <fieldset className="login-methods">
              <legend className="ui-field__label">{t('login.verify.methods')}</legend>
              {required.methods.map((m, index) => (
                <label key={m} className="account-check" htmlFor={`${ids}-${m}`}>
                  <input
                    id={`${ids}-${m}`}
                    type="radio"
                    name={`${ids}-method`}
                    value={m}
                    checked={method === m}
                    onChange={() => choose(m)}
                    {...(index === 0 ? { 'data-autofocus': true } : {})}
                  />
                  {t(`login.verify.method.${m}`)}
                </label>
              ))}
            </fieldset>
          )}
          {field}
          <CaptchaField shown={captchaShown} value={captchaValue} onChange={setCaptcha} image={captchaImage} t={t} error={problems.captcha} />
          <button type="submit" className="button account-submit" aria-disabled={busy}>
            {busy ? t('login.submitting') : t('login.verify.submit')}
          </button>
        </Form>
      </div>
    </Modal>
  );
};
