import { loadTextBundle } from '../../../lib/text-bundle.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { openModal } from '../../../stores/modal.ts';
import type { LoginText } from './login-text.ts';
import type { ChangePasswordParams, LoginParams, LoginVerifyParams } from './login-params.ts';
import { accountPageData } from './page-data.ts';

/*
 * The doors to this feature's modals. They fetch the words first (`/text/login.json`, once per
 * page), so a modal opens complete; plain scripts can call them without loading React.
 */

const withText = async (open: (text: LoginText) => void): Promise<void> => {
  let text: LoginText;
  try {
    text = await loadTextBundle('login');
  } catch {
    const { text: words } = accountPageData();
    await showDialog({ icon: 'error', title: words.warningTitle, text: words.network, buttons: [{ key: 'confirm', label: words.confirm }] });
    return;
  }
  open(text);
};

/** The login modal; on the agent page (`agent`) it logs in agents only and remembers nothing. */
export const openLogin = (options: { agent?: boolean } = {}): Promise<void> =>
  withText((text) => {
    const params: LoginParams = { text, site: accountPageData(), agent: options.agent ?? false };
    openModal('login', params);
  });

/**
 * The change-password modal: `forced` right after a login whose password must change (it then
 * cannot be dismissed without signing out); `knownOldPassword` is the password of that login.
 */
export const openChangePassword = (options: { forced: boolean; knownOldPassword?: string }): Promise<void> =>
  withText((text) => {
    const params: ChangePasswordParams = {
      text,
      site: accountPageData(),
      forced: options.forced,
      ...(options.knownOldPassword ? { knownOldPassword: options.knownOldPassword } : {}),
    };
    openModal('changePass', params);
  });

/** The second factor a login from a new address needs (`login_verify_required`). */
export const openLoginVerify = (options: Pick<LoginVerifyParams, 'credentials' | 'required' | 'agentPage'>): Promise<void> =>
  withText((text) => openModal('loginVerify', { text, site: accountPageData(), ...options }));
