import { useState } from 'react';
import type { ModalViewProps } from '../../../stores/modal.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import '../shared/accounts.css';
import './forgot.css';
import type {} from './forgot-data.ts';
import type { ForgotMethod } from './forgot-form.ts';
import { ForgotEmailForm } from './ForgotEmailForm.tsx';
import { ForgotPhoneForm } from './ForgotPhoneForm.tsx';

/**
 * The forgot-password modal (SPEC section 2, `forgetPassModal`): reset by e-mail or by mobile
 * number, the phone first where the site offers it.
 */
export const ForgotPasswordModal = ({ params, close, closeLabel }: ModalViewProps<'forgetPass'>) => {
  const { t, methods } = params;
  const [method, setMethod] = useState<ForgotMethod>(params.first);
  return (
    <Modal title={t('forgot.title')} closeLabel={closeLabel} onClose={close} keepOnCover>
      <Tabs<ForgotMethod>
        label={t('forgot.methods.label')}
        tabs={methods.map((key) => ({ key, label: t(`forgot.methods.${key}`) }))}
        selected={method}
        onSelect={setMethod}
      >
        {method === 'email' ? <ForgotEmailForm key="email" params={params} /> : <ForgotPhoneForm key="mobile" params={params} />}
      </Tabs>
    </Modal>
  );
};
