import { openLogin } from '../islands/accounts/login/open-login.ts';
import { accountPageData } from '../islands/accounts/login/page-data.ts';
import { routeForPath } from '../routes.ts';
import { showDialog } from './dialog.ts';
import { $session } from './session.ts';

/*
 * Gates of actions that need an account (SPEC sections 4 and 6). Each answers at once whether the
 * action may go on; when not, it has already told the reader why (login pop-up or warning).
 */

const onAgentLoginPage = () => typeof location !== 'undefined' && location.pathname.replace(/\/+$/, '') === '/agent';

/** A visitor is asked to log in (the login pop-up opens) and the action stops. */
export const requireLogin = (): boolean => {
  if ($session.get() !== 'visitor') return true;
  void openLogin({ agent: onAgentLoginPage() });
  return false;
};

/** As `requireLogin`, and a trial account is told the action needs a real account ('in_need_true_account'). */
export const requireRealAccount = (): boolean => {
  if (!requireLogin()) return false;
  if ($session.get() !== 'trial') return true;
  const { text } = accountPageData();
  void showDialog({ icon: 'warning', title: text.warningTitle, text: text.realAccount, buttons: [{ key: 'confirm', label: text.confirm }] });
  return false;
};

/** A link to a page only a real account may open (member and agent pages): the server would send a trial account home. */
export const needsRealAccount = (href: string, origin: string): boolean => {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const role = routeForPath(url.pathname)?.role;
  return role === 'member' || role === 'agent';
};
