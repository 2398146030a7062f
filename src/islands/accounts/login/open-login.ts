import { loadText } from '../../../i18n/client.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { openModal } from '../../../stores/modal.ts';
import { LOGIN_NAMESPACES, type ChangePasswordParams, type LoginParams, type LoginText, type LoginVerifyParams } from './login-params.ts';
import { accountPageData } from '../../../lib/page-data.ts';

/*
 * The doors to this feature's modals. They load the words first (once per page), so a modal
 * opens complete; plain scripts can call them without loading React.
 */

const withText = async (open: (t: LoginText) => void): Promise<void> => {
  let t: LoginText;
  try {
    t = await loadText(LOGIN_NAMESPACES);
  } catch {
    const { text: words } = accountPageData();
    await showDialog({
      icon: 'error',
      title: words.warningTitle,
      text: words.network,
      buttons: [{ key: 'confirm', label: words.confirm }],
    });
    return;
  }
  open(t);
};

/** The login modal; on the agent page (`agent`) it logs in agents only and remembers nothing. */
export const openLogin = (options: { agent?: boolean; linkSpent?: boolean; socialRefusal?: string } = {}): Promise<void> =>
  withText((t) => {
    const params: LoginParams = {
      t,
      site: accountPageData(),
      agent: options.agent ?? false,
      linkSpent: options.linkSpent ?? false,
      socialRefusal: options.socialRefusal,
    };
    openModal('login', params);
  });

/**
 * The change-password modal: `forced` right after a login whose password must change (it then
 * cannot be dismissed without signing out); `knownOldPassword` is the password of that login.
 */
export const openChangePassword = (options: { forced: boolean; knownOldPassword?: string }): Promise<void> =>
  withText((t) => {
    const params: ChangePasswordParams = {
      t,
      site: accountPageData(),
      forced: options.forced,
      ...(options.knownOldPassword ? { knownOldPassword: options.knownOldPassword } : {}),
    };
    openModal('changePass', params);
  });

/** The second factor a login from a new address needs (`login_verify_required`). */
export const openLoginVerify = (options: Pick<LoginVerifyParams, 'required' | 'login'>): Promise<void> =>
  withText((t) => openModal('loginVerify', { t, site: accountPageData(), ...options }));
