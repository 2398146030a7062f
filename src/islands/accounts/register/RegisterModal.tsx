import { useState } from 'react';
import type { RegisterMethod } from '../../../../contract/accounts.ts';
import type { ModalViewProps } from '../../../stores/modal.ts';
import { Modal } from '../../ui/Modal.tsx';
import { openLogin } from '../login/open-login.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import '../shared/accounts.css';
import './register.css';
import type {} from './register-data.ts';
import { methodsOf } from './register-form.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { SocialSignIn } from '../social/SocialSignIn.tsx';

/**
 * The register modal (SPEC section 2, `registerModal`): a tab per sign-up method the site offers
 * (no tab bar for one), the form of the chosen method, and a way to the login instead.
 */
export const RegisterModal = ({ params, close, closeLabel }: ModalViewProps<'register'>) => {
  const { t, flags } = params;
  const methods = methodsOf(flags);
  const [method, setMethod] = useState(methods[0]);
  return (
    <Modal title={t('register.title')} closeLabel={closeLabel} onClose={close} size="wide" keepOnCover>
      {method ? (
        <Tabs<RegisterMethod>
          label={t('register.methods.label')}
          tabs={methods.map((key) => ({ key, label: t(`register.methods.${key}`) }))}
          selected={method}
          onSelect={setMethod}
        >
          <RegisterForm key={method} params={params} method={method} />
        </Tabs>
      ) : (
        <p className="register-unavailable">{t('register.unavailable')}</p>
      )}
      {method && <SocialSignIn t={t} forSignUp words={{ heading: t('register.social.heading'), button: (name) => t('register.social.button', { name }) }} />}
      <p className="register-login">
        {t('register.haveAccount')}{' '}
        <button type="button" className="account-link" onClick={() => void openLogin()}>
          {t('register.login')}
        </button>
      </p>
    </Modal>
  );
};
