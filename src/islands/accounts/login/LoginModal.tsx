import { useId, useState } from 'react';
import { forgetLogin, rememberLogin, remembered } from './remember-me.ts';
import type { ModalViewProps } from '../../../stores/modal.ts';
import { Tabs, type TabItem } from '../../ui/Tabs.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { SmsLoginForm } from './SmsLoginForm.tsx';
import { UsernameLoginForm } from './UsernameLoginForm.tsx';
import { SocialSignIn } from '../social/SocialSignIn.tsx';
import '../shared/accounts.css';
import './login.css';

type Method = 'username' | 'sms';

// The other account modals belong to their own feature: loaded when asked for.
const openRegister = () => void import('../register/open-register.ts').then((m) => m.openRegister());
const openForgot = () => void import('../forgot/open-forgot.ts').then((m) => m.openForgot());

/**
 * The login pop-up (SPEC section 2, loginPopupModal): by username, or by SMS code when the site
 * allows it; remember-me (not on the agent page), forgot password, sign up and the app.
 */
export const LoginModal = ({ params, close, closeLabel }: ModalViewProps<'login'>) => {
  const { t, site, agent, linkSpent, socialRefusal } = params;
  const ids = useId();
  const [method, setMethod] = useState<Method>('username');
  const [saved] = useState(() => (agent ? null : remembered()));
  const [remember, setRemember] = useState(saved?.on ?? false);

  const tick = (checked: boolean) => {
    setRemember(checked);
    // Unticking forgets at once; ticking remembers at the next successful login.
    if (!checked) forgetLogin();
  };
  const rememberBox = agent ? null : (
    <div className="account-check">
      <input id={`${ids}-remember`} type="checkbox" checked={remember} onChange={(e) => tick(e.target.checked)} aria-describedby={`${ids}-remember-hint`} />
      <div>
        <label htmlFor={`${ids}-remember`}>{t('login.remember')}</label>
        <p id={`${ids}-remember-hint`} className="login-hint">
          {t('login.rememberHint')}
        </p>
      </div>
    </div>
  );
  const keep = (login: Parameters<typeof rememberLogin>[0]) => {
    if (agent) return;
    if (remember) rememberLogin(login);
    else forgetLogin();
  };

  const tabs: TabItem<Method>[] = [
    { key: 'username', label: t('login.tabs.username') },
    ...(site.flags.smsLogin && !agent ? [{ key: 'sms', label: t('login.tabs.sms') } as const] : []),
  ];
  return (
    <Modal title={t('login.title')} closeLabel={closeLabel} onClose={close} keepOnCover>
      {linkSpent && (
        <p className="login-notice" role="alert">
          {t('login.linkSpent')}
        </p>
      )}
      {socialRefusal && (
        <p className="login-notice" role="alert">
          {t.or(`errors.${socialRefusal}`, 'errors.social.signin.failed')}
        </p>
      )}
      <Tabs<Method> label={t('login.tabs.label')} tabs={tabs} selected={method} onSelect={setMethod}>
        {method === 'username' ? (
          <UsernameLoginForm t={t} agentPage={agent} initialUsername={saved?.username ?? undefined} autoFocus onAccepted={(username) => keep({ username })}>
            {rememberBox}
          </UsernameLoginForm>
        ) : (
          <SmsLoginForm t={t} initial={saved?.sms ?? null} onAccepted={(sms) => keep({ sms })}>
            {rememberBox}
          </SmsLoginForm>
        )}
      </Tabs>
      {!agent && <SocialSignIn t={t} words={{ heading: t('login.social.heading'), button: (name) => t('login.social.continue', { name }) }} />}
      <div className="account-links login-links">
        <button type="button" className="account-link" onClick={openForgot}>
          {t('login.forgot')}
        </button>
        {!agent && (
          <p className="login-links__register">
            {t('login.noAccount')}{' '}
            <button type="button" className="account-link" onClick={openRegister}>
              {t('login.register')}
            </button>
          </p>
        )}
      </div>
      {site.downloadUrl && !agent && (
        <p className="login-download">
          <a href={site.downloadUrl} target="_blank" rel="noopener noreferrer">
            {t('login.download')}
          </a>
        </p>
      )}
    </Modal>
  );
};
