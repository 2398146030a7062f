import type { RegisterMethod } from '../../../../contract/accounts.ts';
import { Form } from '../../ui/Form.tsx';
import { AgreementChecks } from './AgreementChecks.tsx';
import type { RegisterParams } from './register-data.ts';
import { RegisterInput } from './RegisterInput.tsx';
import { useRegisterForm } from './use-register-form.ts';

/**
 * The form of one sign-up method. While the invitation code, the human check and the sign-up
 * run, a status line says which; it is a live region, so a screen reader hears it too.
 */
export const RegisterForm = ({ params, method }: { params: RegisterParams; method: RegisterMethod }) => {
  const { setRoot, setCaptcha, ...form } = useRegisterForm(params, method);
  const { t } = params;
  const busy = form.busy.kind === 'busy';
  return (
    <div ref={setRoot}>
      <Form onSubmit={() => void form.submit()} error={form.formError ? form.problemText(form.formError) : null} label={t(`register.methods.${method}`)}>
        <div className="register-fields">
          {form.plan.fields.map((field, index) => (
            <RegisterInput key={field} field={field} t={t} form={form} captchaRef={setCaptcha} first={index === 0} />
          ))}
        </div>
        <AgreementChecks
          t={t}
          terms={form.agreement.terms}
          age={form.agreement.age}
          onTick={form.tick}
          errors={{
            terms: form.agreementProblems.terms && form.problemText(form.agreementProblems.terms),
            age: form.agreementProblems.age && form.problemText(form.agreementProblems.age),
          }}
        />
        <p className="register-status" role="status">
          {form.busy.kind === 'busy' ? t(`register.busy.${form.busy.step}`) : ''}
        </p>
        <button type="submit" className="button account-submit" aria-disabled={busy}>
          {t('register.submit')}
        </button>
      </Form>
    </div>
  );
};
