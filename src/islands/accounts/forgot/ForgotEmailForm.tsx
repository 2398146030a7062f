import { resetPasswordByEmail } from './passwords-api.ts';
import { openCustomerService } from '../../ui/customer-service.ts';
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
  const { t, service } = params;
  const { setRoot, ...form } = useCheckedForm<EmailField, EmailValues>({ username: '', email: '' }, checkEmailReset, t);

  const serviceText = {
    title: t('shell.service.label'),
    blockedTitle: t('shell.service.blockedTitle'),
    blocked: t('shell.service.blocked'),
    invalid: t('shell.service.invalid'),
    confirm: t('shell.dialog.confirm'),
  };

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
    void showDialog({
      icon: 'success',
      title: t('forgot.email.sentTitle'),
      text: t('forgot.in_been_out'),
      buttons: [{ key: 'confirm', label: t('forgot.ok') }],
    });
  };

  return (
    <div ref={setRoot}>
      <Form onSubmit={() => void submit()} error={form.textOf(form.formError)} label={t('forgot.methods.email')}>
        <p className="forgot-intro">{t('forgot.email.intro')}</p>
        <Field
          {...form.bind('username')}
          label={t('forgot.field.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          data-autofocus
        />
        <Field {...form.bind('email')} label={t('forgot.field.email')} type="email" autoComplete="email" spellCheck={false} required />
        <button type="submit" className="button account-submit" aria-disabled={form.busy}>
          {form.busy ? t('forgot.email.sending') : t('forgot.email.submit')}
        </button>
      </Form>
      {service && (
        <p className="forgot-service">
          {t('forgot.service.lead')}{' '}
          <button type="button" className="account-link" onClick={() => openCustomerService(service.url, serviceText)}>
            {t('forgot.service.link')}
            <span className="visually-hidden"> ({t('forgot.service.newWindow')})</span>
          </button>
        </p>
      )}
    </div>
  );
};
