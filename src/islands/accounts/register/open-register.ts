import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { mobilePasswordAsked } from '../../../../contract/register-plan.ts';
import type { SystemStatus } from '../../../../contract/system.ts';
import { fetchRegisterRules } from './register-api.ts';
import { fetchSystemStatus } from '../system-api.ts';
import { loadText } from '../../../i18n/client.ts';
import { openModal } from '../../../stores/modal.ts';
import { openWithWords } from '../shared/open-with-words.ts';
import { currentInvitation } from './invitation-memory.ts';
import type { RegisterFlags } from './register-form.ts';
import { REGISTER_NAMESPACES } from './register-data.ts';

/** The site flags of the form, from the platform's status (whitelabel modules, flattened). */
export const registerFlagsOf = (status: Pick<SystemStatus, 'info'>): RegisterFlags => {
  const on = (modId: string | null) => modId !== null && status.info.whitelabelVal[modId] === true;
  return {
    username: on('USERNAMEREG3'),
    mobile: on('MOBILENUMREG3'),
    smsVerification: on('REGMOBVERF3'),
    mobilePassword: mobilePasswordAsked(status.info.whitelabelVal),
    affiliateCheck: on(ENDPOINTS.affiliate.modId),
  };
};

/**
 * Opens the register modal (SPEC section 2, `registerModal`), with the words of the visitor's
 * language and the rules and flags the site has now: an operator's change shows at the next
 * opening. `referralCode` is the code of a `/register?referralCode=` link.
 */
export const openRegister = (options: { referralCode?: string } = {}): Promise<void> => {
  const invitation = currentInvitation(location.href, options.referralCode);
  const text = loadText(REGISTER_NAMESPACES);
  const dialog = (t: Awaited<typeof text>) => ({ title: t('register.warningTitle'), ok: t('register.ok') });
  return openWithWords(text, dialog, async () => {
    const [t, rules, status] = await Promise.all([
      text,
      fetchRegisterRules(),
      fetchSystemStatus(),
      // The view too, so that the modal opens whole.
      import('./RegisterModal.tsx'),
    ]);
    openModal('register', { t, rules, flags: registerFlagsOf(status), invitation });
  });
};
