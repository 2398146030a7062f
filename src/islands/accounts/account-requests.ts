import { routeForPath } from '../../routes.ts';
import { onAccountRequest, type AccountRequest } from '../../stores/account-gate.ts';
import { showDialog } from '../../stores/dialog.ts';
import { openLogin } from './login/open-login.ts';
import { accountPageData } from '../../lib/page-data.ts';

/** Answers a gate's request: the login pop-up, or the warning that only a real account may go on. */
export const answerAccountRequest = (request: AccountRequest): void => {
  if (request.kind === 'login') {
    void openLogin({ agent: request.agent });
    return;
  }
  const { text } = accountPageData();
  void showDialog({
    icon: 'warning',
    title: text.warningTitle,
    text: text.realAccount,
    buttons: [{ key: 'confirm', label: text.confirm }],
  });
};

/** Starts answering the account gates of this page. */
export const answerAccountRequests = () => onAccountRequest(answerAccountRequest);

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
