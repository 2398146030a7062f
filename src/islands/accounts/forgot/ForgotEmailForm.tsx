import { resetPasswordByEmail } from '../../../api-client/passwords.ts';
import { openCustomerService } from '../../../stores/customer-service.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { closeModal } from '../../../stores/modal.ts';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import type { ForgotParams } from './forgot-data.ts';
import { checkEmailReset, emailResetRequest, placeFailure, type EmailField, type EmailValues } from './forgot-form.ts';
import { useCheckedForm } from './use-checked-form.ts';

const FIELDS: readonly EmailField[] = ['username', 'email'];

/**
 * Reset by e-mail (SPEC section 4 "Forgot by email"): the platform mails a temporary password;
 * on success the modal closes and a dialog says so. The site's customer service is offered
 * beside it, for a reader who no longer has that mailbox.
 */
export const ForgotEmailForm = ({ params }: { params: ForgotParams }) => {
  const { text, service } = params;
  const { setRoot, ...form } = useCheckedForm<EmailField, EmailValues>({ username: '', email: '' }, checkEmailReset, text.messages);

  const submit = async () => {
    if (form.busy || !form.validate()) return;
    form.setBusy(true);
    try {
      await resetPasswordByEmail(emailResetRequest(form.values));
    } catch (error) {
      form.setBusy(false);
      form.refuse(placeFailure(error, FIELDS));
      return;
    }
    closeModal();
    void showDialog({ icon: 'success', title: text.email.sentTitle, text: text.email.sent, buttons: [{ key: 'confirm', label: text.ok }] });
  };

  return (
    <div ref={setRoot}>
      <Form onSubmit={() => void submit()} error={form.textOf(form.formError)} label={text.methods.email}>
        <p className="forgot-intro">{text.email.intro}</p>
        <Field
          name="username"
          label={text.email.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={form.values.username}
          onChange={(e) => form.change('username', e.target.value)}
          onBlur={() => form.blur('username')}
          error={form.textOf(form.problems.username)}
          data-autofocus
        />
        <Field
          name="email"
          label={text.email.email}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          value={form.values.email}
          onChange={(e) => form.change('email', e.target.value)}
          onBlur={() => form.blur('email')}
          error={form.textOf(form.problems.email)}
        />
        <button type="submit" className="button account-submit" aria-disabled={form.busy}>
          {form.busy ? text.email.sending : text.email.submit}
        </button>
      </Form>
      {service && (
        <p className="forgot-service">
          {text.email.serviceLead}{' '}
          <button type="button" className="account-link" onClick={() => openCustomerService(service.path, text.service)}>
            {text.email.service}
            <span className="visually-hidden"> ({text.email.newWindow})</span>
          </button>
        </p>
      )}
    </div>
  );
};
