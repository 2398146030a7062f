import type { ModalViewProps } from '../../stores/modal.ts';
import { Modal } from '../ui/Modal.tsx';
import { NoticeList } from './NoticeList.tsx';

/** The player notices, opened from the marquee with the clicked notice expanded. */
export const NoticeListModal = ({ params, close, closeLabel }: ModalViewProps<'noticeList'>) => (
  <Modal title={params.text.notices} closeLabel={closeLabel} onClose={close} size="wide">
    <NoticeList items={params.notices} initialId={params.selectedId} perPage={params.perPage} text={params.text} />
  </Modal>
);
