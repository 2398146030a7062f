import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import type { SystemStatus } from '../../../../contract/system.ts';
import { messageKeyOf } from '../../../api-client/errors.ts';
import { fetchRegisterRules } from '../../../api-client/register.ts';
import { fetchSystemStatus } from '../../../api-client/system.ts';
import { loadTextBundle } from '../../../lib/text-bundle.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { showLoader } from '../../../stores/loader.ts';
import { openModal } from '../../../stores/modal.ts';
import { accountPageData } from '../login/page-data.ts';
import { currentInvitation } from './invitation-memory.ts';
import type { RegisterFlags } from './register-form.ts';
import type {} from './register-data.ts';

/** The site flags of the form, from the platform's status (whitelabel modules, flattened). */
export const registerFlagsOf = (status: Pick<SystemStatus, 'info'>): RegisterFlags => {
  const on = (modId: string | null) => modId !== null && status.info.whitelabelVal[modId] === true;
  return { username: on('USERNAMEREG3'), mobile: on('MOBILENUMREG3'), smsVerification: on('REGMOBVERF3'), affiliateCheck: on(ENDPOINTS.affiliate.modId) };
};

/**
 * Opens the register modal (SPEC section 2, `registerModal`), with the words of the visitor's
 * language and the rules and flags the site has now: an operator's change shows at the next
 * opening. `referralCode` is the code of a `/register?referralCode=` link.
 */
export const openRegister = async (options: { referralCode?: string } = {}): Promise<void> => {
  const invitation = currentInvitation(location.href, options.referralCode);
  showLoader(true);
  const text = loadTextBundle('register');
  try {
    const [words, rules, status] = await Promise.all([
      text,
      fetchRegisterRules(),
      fetchSystemStatus(),
      // The view too, so that the modal opens whole.
      import('./RegisterModal.tsx'),
    ]);
    openModal('register', { text: words, rules, flags: registerFlagsOf(status), invitation });
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
