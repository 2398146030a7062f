import { useId, type ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';

export interface ModalProps {
  /** The modal's heading, which also names it for assistive technology. */
  title: string;
  /** Translated label of the close button (ModalHost hands it to every view). */
  closeLabel: string;
  /** Close button, Esc and a cover click all call it. */
  onClose(): void;
  size?: 'normal' | 'wide' | 'large';
  /** Keeps a cover click from closing it, for a form that would lose what was typed. */
  keepOnCover?: boolean;
  children: ReactNode;
}

/** A modal window: heading, close button and content, in the accessible dialog frame. */
export const Modal = ({ title, closeLabel, onClose, size = 'normal', keepOnCover = false, children }: ModalProps) => {
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onEscape={onClose}
      {...(keepOnCover ? {} : { onCover: onClose })}
      {...(size === 'normal' ? {} : { className: `ui-dialog--${size}` })}
    >
      <div className="ui-modal__head">
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        <button type="button" className="ui-icon-button" aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children}
    </Dialog>
  );
};
