import { loadText } from '../../../i18n/client.ts';
import { openModal } from '../../../stores/modal.ts';
import { LOGIN_NAMESPACES } from '../login/login-params.ts';
import { openWithWords } from '../shared/open-with-words.ts';
import type {} from './social-params.ts';

/** Opens the sign-up of the identity a provider just verified (`/login?social=signup`). */
export const openSocialSignup = (): Promise<void> => {
  const text = loadText(LOGIN_NAMESPACES);
  return openWithWords(
    text,
    (t) => ({ title: t('login.social.signupTitle'), ok: t('login.ok') }),
    async () => openModal('socialSignup', { t: await text }),
  );
};
