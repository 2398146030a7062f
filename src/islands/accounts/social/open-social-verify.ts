import { loadText } from '../../../i18n/client.ts';
import { accountPageData } from '../../../lib/page-data.ts';
import { openModal } from '../../../stores/modal.ts';
import { LOGIN_NAMESPACES } from '../login/login-params.ts';
import { openWithWords } from '../shared/open-with-words.ts';
import { fetchSocialVerify } from './social-api.ts';

/**
 * Opens the extra verification of a linked member's social sign-in from an address its account
 * has not used (`/login?social=verify`): the password login's verification pop-up, whose answer
 * goes to the sign-in waiting on the platform.
 */
export const openSocialVerify = (): Promise<void> => {
  const text = loadText(LOGIN_NAMESPACES);
  return openWithWords(
    text,
    (t) => ({ title: t('login.verify.title'), ok: t('login.ok') }),
    async () => {
      const [t, required] = await Promise.all([text, fetchSocialVerify()]);
      openModal('loginVerify', { t, site: accountPageData(), required, login: { kind: 'social' } });
    },
  );
};
