import { useId, useState, type ReactNode } from 'react';
import { FIELD_MAX } from '../../../../contract/limits.ts';
import { DEFAULT_DIALING_CODE, DIALING_CODES, mobileNumberSchema } from '../../../../contract/accounts.ts';
import { sendLoginSms } from '../verification-api.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import { useCaptchaStep } from './CaptchaField.tsx';
import { LoginFormEnd } from './LoginFormEnd.tsx';
import { failureText } from '../../../i18n/failure-text.ts';
import type { Text } from '../../../i18n/text.ts';
import { useFormProblems } from './use-form-problems.ts';
import { useLoginSubmission } from './use-login-submission.ts';
import { LazyBreakPanel } from './LazyBreakPanel.tsx';

export interface SmsLoginFormProps {
  t: Text<'login' | 'errors'>;
  initial: { mobileNum: string; countryDialingCode: string } | null;
  onAccepted(sms: { mobileNum: string; countryDialingCode: string }): void;
  children?: ReactNode;
}

type Problems = Partial<Record<'mobileNum' | 'code' | 'captcha', string>>;

/**
 * Login by SMS code (MOBILEVERCODELOGIN3): the mobile number with its country code, and the code
 * sent to it; the platform takes them as `username` and `password` with `type: 'sms'`.
 */
export const SmsLoginForm = ({ t, initial, onAccepted, children }: SmsLoginFormProps) => {
  const ids = useId();
  const [values, setValues] = useState({
    countryDialingCode: initial?.countryDialingCode ?? DEFAULT_DIALING_CODE,
    mobileNum: initial?.mobileNum ?? '',
    code: '',
  });
  const { root, problems, setProblems, refuse } = useFormProblems<keyof Problems>();
  const { shown: captchaShown, value: captchaValue, setValue: setCaptcha, image: captchaImage, ...captcha } = useCaptchaStep();
  const { busy, formError, setFormError, onBreak, attempt } = useLoginSubmission(t, captcha);

  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const mobile = () => mobileNumberSchema.safeParse(values.mobileNum);

  const canSend = () => {
    if (mobile().success) {
      // The number is fine now: only its own message goes.
      setProblems(({ mobileNum: _fixed, ...others }) => others);
      return true;
    }
    refuse({ mobileNum: t('login.mobileInvalid') });
    return false;
  };

  const sendFailed = (error: unknown) =>
    void showDialog({
      icon: 'warning',
      title: t('login.warningTitle'),
      text: failureText(t, error),
      buttons: [{ key: 'confirm', label: t('login.ok') }],
    });

  const submit = async () => {
    if (busy) return;
    const number = mobile();
    const code = values.code.trim();
    const found: Problems = {
      ...(number.success ? {} : { mobileNum: t('login.mobileInvalid') }),
      ...(code ? {} : { code: t('login.codeRequired') }),
      ...(captcha.missing() ? { captcha: t('errors.captcha.required') } : {}),
    };
    setFormError(null);
    refuse(found);
    if (!number.success || Object.keys(found).length > 0) return;
    const sms = { mobileNum: number.data, countryDialingCode: values.countryDialingCode };
    await attempt(
      { username: sms.mobileNum, password: code, countryDialingCode: sms.countryDialingCode, type: 'sms', ...captcha.answer() },
      { agentPage: false, onAccepted: () => onAccepted(sms) },
    );
  };

  return (
    <div ref={root}>
      {onBreak && <LazyBreakPanel t={t} notice={onBreak} />}
      <Form onSubmit={() => void submit()} error={formError}>
        <div className="login-mobile">
          <div className="ui-field login-mobile__code">
            <label className="ui-field__label" htmlFor={`${ids}-country`}>
              {t('login.countryCode')}
            </label>
            <select
              id={`${ids}-country`}
              className="ui-field__input"
              value={values.countryDialingCode}
              onChange={(e) => set('countryDialingCode')(e.target.value)}
              data-autofocus
            >
              {DIALING_CODES.map((code) => (
                <option key={code} value={code}>{`+${code}`}</option>
              ))}
            </select>
          </div>
          <Field
            name="mobileNum"
            type="tel"
            inputMode="numeric"
            label={t('login.mobile')}
            autoComplete="tel-national"
            maxLength={FIELD_MAX.mobile}
            value={values.mobileNum}
            error={problems.mobileNum}
            onChange={(e) => set('mobileNum')(e.target.value)}
          />
        </div>
        <Field
          name="code"
          label={t('login.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={FIELD_MAX.smsCode}
          value={values.code}
          error={problems.code}
          onChange={(e) => set('code')(e.target.value)}
          addon={
            <SendCodeButton
              className="button button--secondary account-send-code"
              text={{ send: t('login.sendCode'), wait: t('login.sendWait'), sending: t('login.sending') }}
              canSend={canSend}
              onError={sendFailed}
              send={() => sendLoginSms({ mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode })}
            />
          }
        />
        <LoginFormEnd captcha={{ shown: captchaShown, value: captchaValue, onChange: setCaptcha, image: captchaImage, t, error: problems.captcha }} busy={busy}>
          {children}
        </LoginFormEnd>
      </Form>
    </div>
  );
};
