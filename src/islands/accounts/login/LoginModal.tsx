import { useId, useState } from 'react';
import { forgetLogin, rememberLogin, remembered } from '../../../lib/remember-me.ts';
import type { ModalViewProps } from '../../../stores/modal.ts';
import { Tabs, type TabItem } from '../shared/Tabs.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { SmsLoginForm } from './SmsLoginForm.tsx';
import { UsernameLoginForm } from './UsernameLoginForm.tsx';
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
  const { text, site, agent } = params;
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
        <label htmlFor={`${ids}-remember`}>{text.remember}</label>
        <p id={`${ids}-remember-hint`} className="login-hint">
          {text.rememberHint}
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
    { key: 'username', label: text.tabs.username },
    ...(site.flags.smsLogin && !agent ? [{ key: 'sms', label: text.tabs.sms } as const] : []),
  ];
  return (
    <Modal title={text.title} closeLabel={closeLabel} onClose={close} keepOnCover>
      <Tabs<Method> label={text.tabs.label} tabs={tabs} selected={method} onSelect={setMethod}>
        {method === 'username' ? (
          <UsernameLoginForm text={text} agentPage={agent} initialUsername={saved?.username ?? undefined} autoFocus onAccepted={(username) => keep({ username })}>
            {rememberBox}
          </UsernameLoginForm>
        ) : (
          <SmsLoginForm text={text} initial={saved?.sms ?? null} onAccepted={(sms) => keep({ sms })}>
            {rememberBox}
          </SmsLoginForm>
        )}
      </Tabs>
      <div className="account-links login-links">
        <button type="button" className="account-link" onClick={openForgot}>
          {text.forgot}
        </button>
        {!agent && (
          <p className="login-links__register">
            {text.noAccount}{' '}
            <button type="button" className="account-link" onClick={openRegister}>
              {text.register}
            </button>
          </p>
        )}
      </div>
      {site.downloadUrl && !agent && (
        <p className="login-download">
          <a href={site.downloadUrl} target="_blank" rel="noopener noreferrer">
            {text.download}
          </a>
        </p>
      )}
    </Modal>
  );
};
