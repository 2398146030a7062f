import { browserSession, rememberPopupsClosed } from '../../lib/popups.ts';
import type { ModalViewProps } from '../../stores/modal.ts';
import { Modal } from '../ui/Modal.tsx';
import { NoticeList } from './NoticeList.tsx';

/** The public pop-up (publicModal): once closed, it stays closed for this browser session. */
export const PublicModal = ({ params, close, closeLabel }: ModalViewProps<'publicModal'>) => {
  const dismiss = () => {
    rememberPopupsClosed(params.audience === 'member' ? { kind: 'member', firstLogin: false } : { kind: 'anonymous' }, browserSession());
    close();
  };
  return (
    <Modal title={params.text.announcement} closeLabel={closeLabel} onClose={dismiss} size="wide">
      <NoticeList items={params.popups} initialId={null} perPage={params.perPage} text={params.text} />
    </Modal>
  );
};
