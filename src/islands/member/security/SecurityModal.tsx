import type { ModalViewProps } from '../../../stores/modal.ts';
import { Modal } from '../../ui/Modal.tsx';
import { AvatarForm } from './AvatarForm.tsx';
import { ContactForm } from './ContactForm.tsx';
import { FirstPasswordForm } from './FirstPasswordForm.tsx';
import { NicknameForm, PayeeNameForm } from './ProfileForms.tsx';
import type { SecurityForm, SecurityModalParams, SecurityText } from './security-params.ts';
import { TotpDisableForm, TotpEnableForm } from './TotpForms.tsx';
import { TransactionPasswordForm } from './TransactionPasswordForm.tsx';
import './security.css';

const titleOf = (form: SecurityForm, params: SecurityModalParams, t: SecurityText): string => {
  switch (form) {
    case 'avatar':
      return t('security.avatar.title');
    case 'nickname':
      return t('security.nickname.title');
    case 'payeeName':
      return t('security.payee.title');
    case 'mobile':
      return params.data.mobile ? t('security.mobile.changeTitle') : t('security.mobile.bindTitle');
    case 'email':
      return params.data.email ? t('security.email.changeTitle') : t('security.email.bindTitle');
    case 'setLoginPassword':
      return t('security.firstPassword.title');
    case 'setTransaction':
      return t('security.transaction.setTitle');
    case 'changeTransaction':
      return t('security.transaction.changeTitle');
    case 'resetTransaction':
      return t('security.transaction.resetTitle');
    case 'totpEnable':
      return t('security.totp.enableTitle');
    case 'totpDisable':
      return t('security.totp.disableTitle');
  }
};

const FormOf = ({ params }: { params: SecurityModalParams }) => {
  switch (params.form) {
    case 'avatar':
      return <AvatarForm params={params} />;
    case 'nickname':
      return <NicknameForm params={params} />;
    case 'payeeName':
      return <PayeeNameForm params={params} />;
    case 'mobile':
    case 'email':
      return <ContactForm params={params} kind={params.form} />;
    case 'setLoginPassword':
      return <FirstPasswordForm params={params} />;
    case 'totpEnable':
      return <TotpEnableForm params={params} />;
    case 'totpDisable':
      return <TotpDisableForm params={params} />;
    default:
      return <TransactionPasswordForm params={params} mode={params.form} />;
  }
};

/** The security centre's forms, one at a time in the site's modal; a cover click keeps what was typed. */
export const SecurityModal = ({ params, close, closeLabel }: ModalViewProps<'security'>) => (
  <Modal title={titleOf(params.form, params, params.t)} closeLabel={closeLabel} onClose={close} keepOnCover>
    <FormOf params={params} />
  </Modal>
);
