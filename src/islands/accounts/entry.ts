import { requireRealAccount } from '../../stores/account-gate.ts';
import { showDialog } from '../../stores/dialog.ts';
import { $session } from '../../stores/session.ts';
import { answerAccountRequests, needsRealAccount } from './account-requests.ts';
import { openLogin } from './login/open-login.ts';
import { accountPageData } from '../../lib/page-data.ts';
import { loadText } from '../../i18n/client.ts';

/*
 * The account doors of every page, as one small plain script: React and the forms load only when
 * a modal opens. The header's links keep their addresses, so they still work without script.
 */

answerAccountRequests();

const openRegister = (referralCode?: string) => import('./register/open-register.ts').then((m) => m.openRegister(referralCode ? { referralCode } : {}));

const startFreePlay = async (button: HTMLButtonElement) => {
  if (button.getAttribute('aria-disabled') === 'true') return;
  button.setAttribute('aria-disabled', 'true');
  try {
    const flow = await import('./login-flow.ts');
    await flow.startFreePlay();
  } catch (error) {
    button.removeAttribute('aria-disabled');
    const { text } = accountPageData();
    const t = await loadText(['errors']).catch(() => null);
    const { failureText } = await import('../../i18n/failure-text.ts');
    const message = t ? failureText(t, error) : text.network;
    await showDialog({ icon: 'warning', title: text.warningTitle, text: message, buttons: [{ key: 'confirm', label: text.confirm }] });
  }
};

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || !plainClick(event) || !(event.target instanceof Element)) return;
  const target = event.target;
  const door = target.closest<HTMLElement>('[data-account-open]');
  if (door) {
    event.preventDefault();
    void (door.dataset.accountOpen === 'register' ? openRegister() : openLogin());
    return;
  }
  const freePlay = target.closest<HTMLButtonElement>('button[data-free-play]');
  if (freePlay) {
    void startFreePlay(freePlay);
    return;
  }
  // A trial account is told why rather than sent home by the server (SPEC section 4).
  const link = $session.get() === 'trial' ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (link && needsRealAccount(link.href, location.origin)) {
    event.preventDefault();
    requireRealAccount();
  }
});

// /login and /register show the home page with their pop-up open; the address then reads `/`.
const path = location.pathname.replace(/\/+$/, '');
if ((path === '/login' || path === '/register') && $session.get() === 'visitor') {
  const referralCode = document.querySelector<HTMLElement>('main[data-referral-code]')?.dataset.referralCode;
  // `/login?link=spent`: a sign-in link whose code no longer works led here (src/guards/token-adoption.ts).
  const query = new URLSearchParams(location.search);
  const linkSpent = query.get('link') === 'spent';
  // `/login?social=…`: a one-click social sign-in came back with a new identity to sign up, a new
  // address to verify, or without a session.
  const social = query.get('social');
  history.replaceState(history.state, '', `/${location.hash}`);
  if (path === '/login' && social === 'signup') void import('./social/open-social-signup.ts').then((m) => m.openSocialSignup());
  else if (path === '/login' && social === 'verify') void import('./social/open-social-verify.ts').then((m) => m.openSocialVerify());
  else if (path === '/login') void openLogin({ linkSpent, ...(social && /^[a-z_.]{1,40}$/i.test(social) ? { socialRefusal: social } : {}) });
  else void openRegister(referralCode);
}
