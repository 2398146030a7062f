import { fetchRegisterRules } from '../../../api-client/register.ts';
import { fetchSystemStatus } from '../../../api-client/system.ts';
import { loadTextBundle } from '../../../lib/text-bundle.ts';
import { openModal } from '../../../stores/modal.ts';
import { openWithWords } from '../shared/open-with-words.ts';
import type {} from './forgot-data.ts';
import { forgotMethodsOf, serviceContactOf } from './forgot-form.ts';

/**
 * Opens the forgot-password modal (SPEC section 2, `forgetPassModal`) with the words of the
 * visitor's language and what the site offers now: the phone method (CHNGPASSVERIF3), the
 * password rule and the customer-service contact.
 */
export const openForgot = (): Promise<void> => {
  const text = loadTextBundle('forgot');
  return openWithWords(text, async () => {
    const [words, rules, status] = await Promise.all([text, fetchRegisterRules(), fetchSystemStatus(), import('./ForgotPasswordModal.tsx')]);
    const { methods, first } = forgotMethodsOf(status.info.whitelabelVal);
    openModal('forgetPass', { text: words, methods, first, passwordRule: rules.password ?? null, service: serviceContactOf(status.info.customerService) });
  });
};
