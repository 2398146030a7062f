import { createRoot } from 'react-dom/client';
import { DialogHost, type DialogHostText } from '../ui/DialogHost.tsx';
import { ModalHost, type ModalHostText } from './ModalHost.tsx';

export interface HostsText {
  dialog: DialogHostText;
  modal: ModalHostText;
}

/** Mounts the dialog and modal hosts into their container; called once, on the first request. */
export const mountHosts = (container: HTMLElement, text: HostsText) => {
  createRoot(container).render(
    <>
      <DialogHost text={text.dialog} />
      <ModalHost text={text.modal} />
    </>,
  );
};
