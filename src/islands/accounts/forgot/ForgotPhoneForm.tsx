import { DEFAULT_DIALING_CODE } from '../../../../contract/accounts.ts';
import { failureText } from '../../../i18n/failure-text.ts';
import { resetPasswordByPhone } from './passwords-api.ts';
import { login } from '../session-api.ts';
import { sendLoginSms } from '../verification-api.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { afterLogin } from '../login-flow.ts';
import { closeModal } from '../../../stores/modal.ts';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import { openLogin } from '../login/open-login.ts';
import { MobileField } from '../register/MobileField.tsx';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import type { ForgotParams } from './forgot-data.ts';
import { checkPhoneReset, phoneResetRequest, placePhoneFailure, type PhoneField, type PhoneValues } from './forgot-form.ts';
import { useCheckedForm } from './use-checked-form.ts';

const EMPTY: PhoneValues = {
  countryDialingCode: DEFAULT_DIALING_CODE,
  mobileNum: '',
  verificationCode: '',
  newPassword: '',
  confirmNewPassword: '',
};

/**
 * Reset by phone (SPEC section 4 "Forgot by phone"): an SMS code to the account's number and a
 * new password that follows the site's rule; then the member is logged in with the number and
 * the new password, and goes home.
 */
export const ForgotPhoneForm = ({ params }: { params: ForgotParams }) => {
  const { t, passwordRule } = params;
  const { setRoot, ...form } = useCheckedForm<PhoneField, PhoneValues>(EMPTY, (v) => checkPhoneReset(v, passwordRule), t);
  const bounds = passwordRule ? { min: passwordRule.minLength, max: passwordRule.maxLength } : null;
  const { values, problems } = form;

  const warn = (message: string, title = t('forgot.warningTitle')) =>
    showDialog({ icon: 'warning', title, text: message, buttons: [{ key: 'confirm', label: t('forgot.ok') }] });

  const canSend = () => {
    const problem = checkPhoneReset(values, passwordRule).mobileNum;
    form.setProblem('mobileNum', problem ?? null);
    if (problem) form.focusOn('mobileNum');
    return !problem;
  };

  const submit = async () => {
    if (form.busy || !form.validate()) return;
    form.setBusy(true);
    const request = phoneResetRequest(values);
    try {
      await resetPasswordByPhone(request);
    } catch (error) {
      form.setBusy(false);
      form.refuse(placePhoneFailure(error));
      return;
    }
    try {
      const result = await login({ username: request.mobileNum.replace(/[\s-]/g, ''), password: request.newPassword, type: 'username' });
      closeModal();
      await afterLogin(result, { loginType: 'reset', password: request.newPassword });
    } catch {
      // The password did change; only the automatic login failed (e.g. a captcha is due): log in by hand.
      closeModal();
      await warn(t('forgot.phone.loginNeeded'), t('forgot.phone.loginTitle'));
      void openLogin();
    }
  };

  const field = (name: 'newPassword' | 'confirmNewPassword') => (
    <Field
      {...form.bind(name, name === 'newPassword' ? bounds : null)}
      label={t(`forgot.field.${name}`)}
      type="password"
      autoComplete="new-password"
      required
      hint={
        name === 'newPassword' && !problems.newPassword && passwordRule
          ? (form.textOf(`register.pattern.${passwordRule.patternId}`, bounds) ?? undefined)
          : undefined
      }
    />
  );

  return (
    <div ref={setRoot}>
      <Form onSubmit={() => void submit()} error={form.textOf(form.formError)} label={t('forgot.methods.mobile')}>
        <p className="forgot-intro">{t('forgot.phone.intro')}</p>
        <MobileField
          name="mobileNum"
          label={t('forgot.field.mobileNum')}
          codeLabel={t('forgot.field.countryDialingCode')}
          value={values.mobileNum}
          code={values.countryDialingCode}
          onChange={(v) => form.change('mobileNum', v)}
          onCodeChange={(v) => form.setValues((x) => ({ ...x, countryDialingCode: v }))}
          onBlur={() => form.blur('mobileNum')}
          error={form.textOf(problems.mobileNum)}
          required
          autoFocus
        />
        <Field
          {...form.bind('verificationCode')}
          label={t('forgot.field.verificationCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          addon={
            <SendCodeButton
              className="button button--secondary account-send-code"
              text={{ send: t('forgot.sendCode.send'), wait: t('forgot.sendCode.wait'), sending: t('forgot.sendCode.sending') }}
              canSend={canSend}
              send={() => sendLoginSms({ mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode })}
              onError={(error) => void warn(failureText(t, error))}
            />
          }
        />
        {field('newPassword')}
        {field('confirmNewPassword')}
        <button type="submit" className="button account-submit" aria-disabled={form.busy}>
          {form.busy ? t('forgot.phone.sending') : t('forgot.phone.submit')}
        </button>
      </Form>
    </div>
  );
};
