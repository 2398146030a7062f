import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import './dialog.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

export interface DialogProps {
  /** `alertdialog` when the reader must answer (a confirmation), `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that names the dialog, usually its heading. */
  labelledBy: string;
  describedBy?: string;
  /** Esc was pressed: every dialog can be left this way. */
  onEscape(): void;
  /** A click on the dimmed cover around the dialog; without it such clicks do nothing. */
  onCover?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * The accessible modal frame under every modal and dialog (WAI-ARIA dialog pattern): a native
 * modal `<dialog>`, so the page behind is inert; focus moves to the element marked
 * `data-autofocus` (else the first control), Tab and Shift+Tab stay inside, Esc closes, and focus
 * goes back to the element that had it before the dialog opened.
 */
export const Dialog = ({ role = 'dialog', labelledBy, describedBy, onEscape, onCover, className, children }: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const escape = useEffectEvent(() => onEscape());

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closing = false;
    // A browser may close the dialog by itself (a repeated Esc): treat it as Esc.
    const closedByBrowser = () => {
      if (!closing) escape();
    };
    dialog.addEventListener('close', closedByBrowser);
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(dialog)[0] ?? dialog).focus();
    return () => {
      closing = true;
      dialog.removeEventListener('close', closedByBrowser);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusablesIn(event.currentTarget);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The dialog box fills the element; a click on the element itself landed on the cover.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onCover?.();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onEscape();
  };

  return (
    // The native dialog is the interactive element here: Esc and the cover click close it.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className ? `ui-dialog ${className}` : 'ui-dialog'}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onCancel={onCancel}
    >
      <div className="ui-dialog__box">{children}</div>
    </dialog>
  );
};
