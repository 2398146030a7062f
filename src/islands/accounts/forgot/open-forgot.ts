import { messageKeyOf } from '../../../api-client/errors.ts';
import { fetchRegisterRules } from '../../../api-client/register.ts';
import { fetchSystemStatus } from '../../../api-client/system.ts';
import { loadTextBundle } from '../../../lib/text-bundle.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { showLoader } from '../../../stores/loader.ts';
import { openModal } from '../../../stores/modal.ts';
import { accountPageData } from '../login/page-data.ts';
import type {} from './forgot-data.ts';
import { forgotMethodsOf, serviceContactOf } from './forgot-form.ts';

/**
 * Opens the forgot-password modal (SPEC section 2, `forgetPassModal`) with the words of the
 * visitor's language and what the site offers now: the phone method (CHNGPASSVERIF3), the
 * password rule and the customer-service contact.
 */
export const openForgot = async (): Promise<void> => {
  showLoader(true);
  const text = loadTextBundle('forgot');
  try {
    const [words, rules, status] = await Promise.all([text, fetchRegisterRules(), fetchSystemStatus(), import('./ForgotPasswordModal.tsx')]);
    const { methods, first } = forgotMethodsOf(status.info.whitelabelVal);
    openModal('forgetPass', { text: words, methods, first, passwordRule: rules.password ?? null, service: serviceContactOf(status.info.customerService) });
  } catch (error) {
    const words = await text.catch(() => null);
    const fallback = accountPageData().text;
    const message = words ? (words.messages[messageKeyOf(error)] ?? words.messages['errors.system.error']) : fallback.network;
    const title = words?.warningTitle ?? fallback.warningTitle;
    if (message && title) void showDialog({ icon: 'warning', title, text: message, buttons: [{ key: 'confirm', label: words?.ok ?? fallback.confirm }] });
  } finally {
    showLoader(false);
  }
};
