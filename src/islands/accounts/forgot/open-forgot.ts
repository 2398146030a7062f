import { fetchRegisterRules } from '../register/register-api.ts';
import { fetchSystemStatus } from '../system-api.ts';
import { loadText } from '../../../i18n/client.ts';
import { accountPageData } from '../../../lib/page-data.ts';
import { openModal } from '../../../stores/modal.ts';
import { openWithWords } from '../shared/open-with-words.ts';
import { FORGOT_NAMESPACES } from './forgot-data.ts';
import { forgotMethodsOf, serviceContactOf } from './forgot-form.ts';

/**
 * Opens the forgot-password modal (SPEC section 2, `forgetPassModal`) with the words of the
 * visitor's language and what the site offers now: the phone method (CHNGPASSVERIF3), the
 * password rule and the customer-service contact.
 */
export const openForgot = (): Promise<void> => {
  const text = loadText(FORGOT_NAMESPACES);
  const dialog = (t: Awaited<typeof text>) => ({ title: t('forgot.warningTitle'), ok: t('forgot.ok') });
  return openWithWords(text, dialog, async () => {
    const [t, rules, status] = await Promise.all([text, fetchRegisterRules(), fetchSystemStatus(), import('./ForgotPasswordModal.tsx')]);
    const { methods, first } = forgotMethodsOf(status.info.whitelabelVal);
    openModal('forgetPass', {
      t,
      methods,
      first,
      passwordRule: rules.password ?? null,
      service: serviceContactOf(accountPageData().serviceLinks),
    });
  });
};
