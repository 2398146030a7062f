import type { InputHTMLAttributes } from 'react';
import { Field } from '../../ui/Field.tsx';
import { CaptchaImage } from '../../ui/CaptchaImage.tsx';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { MobileField } from './MobileField.tsx';
import type { FormField } from './register-form.ts';
import type { RegisterText } from './register-data.ts';
import type { RegisterFormState } from './use-register-form.ts';

/** How the browser may help with each input (autofill, keyboards). */
const INPUT: Partial<Record<FormField, InputHTMLAttributes<HTMLInputElement>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  payeeName: { autoComplete: 'name' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  captcha: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  affiliateCode: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
  whatsapp: { type: 'tel', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
};

/** Fields whose format is worth saying before anything is typed (WCAG 3.3.2). */
const HINTED: readonly FormField[] = ['username', 'password', 'paymentPassword', 'mobileNum'];

export interface RegisterInputProps {
  field: FormField;
  t: RegisterText;
  form: Omit<RegisterFormState, 'setRoot' | 'setCaptcha'>;
  captchaRef: RegisterFormState['setCaptcha'];
  first: boolean;
}

/** One input of the register form, by its kind: plain, mobile with its code, SMS code, captcha. */
export const RegisterInput = ({ field, t, form, captchaRef, first }: RegisterInputProps) => {
  const { plan, values, problems } = form;
  const problem = problems[field];
  const error = problem ? form.problemText(problem, field) : null;
  const rule = plan.rules[field as keyof typeof plan.rules];
  const required = plan.alsoRequired.includes(field as never) || rule?.required === true || field === 'confirmPassword' || field === 'verificationCode';
  const hint = HINTED.includes(field) && rule ? form.problemText(`register.pattern.${rule.patternId}`, field) : undefined;
  const label = t(`register.field.${field}`);

  if (field === 'mobileNum') {
    return (
      <MobileField
        name={field}
        label={label}
        codeLabel={t('register.field.countryDialingCode')}
        value={values.mobileNum ?? ''}
        code={values.countryDialingCode ?? ''}
        onChange={(v) => form.change('mobileNum', v)}
        onCodeChange={(v) => form.change('countryDialingCode', v)}
        onBlur={() => form.blur('mobileNum')}
        error={error}
        hint={hint}
        required={required}
        autoFocus={first}
      />
    );
  }
  const addon =
    field === 'verificationCode' ? (
      <SendCodeButton
        className="button button--secondary account-send-code"
        text={{ send: t('register.sendCode.send'), wait: t('register.sendCode.wait'), sending: t('register.sendCode.sending') }}
        send={form.sms.send}
        canSend={form.sms.canSend}
        onError={form.sms.onError}
      />
    ) : field === 'captcha' ? (
      <CaptchaImage
        ref={captchaRef}
        text={{
          image: t('register.captcha.image'),
          refresh: t('register.captcha.refresh'),
          unavailable: t('register.captcha.unavailable'),
        }}
      />
    ) : undefined;
  return (
    <Field
      {...INPUT[field]}
      name={field}
      label={label}
      value={values[field] ?? ''}
      onChange={(e) => form.change(field, e.target.value)}
      onBlur={() => form.blur(field)}
      error={error}
      hint={error ? undefined : hint}
      required={required}
      addon={addon}
      {...(first ? { 'data-autofocus': true } : {})}
    />
  );
};
