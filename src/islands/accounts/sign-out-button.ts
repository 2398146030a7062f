import { holdOpen } from '../ui/hover-disclosure.ts';
import { showDialog } from '../../stores/dialog.ts';
import { signOut } from './sign-out.ts';

/** Words of the sign-out dialogs, carried by the button as JSON (`data-sign-out`). */
export interface SignOutText {
  title: string;
  question: string;
  cancel: string;
  confirm: string;
  /** Failure messages by translation key (`errors.network`, `errors.system.error`). */
  failures: Record<string, string>;
}

/**
 * The member menu's sign-out button: it asks first (SPEC section 2, "popup prompt" / "sure to log
 * out"), then signs out; a failure is shown and the member stays signed in.
 */
export const bindSignOut = () => {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-sign-out]')) {
    const text = JSON.parse(button.dataset.signOut ?? '{}') as SignOutText;
    button.addEventListener('click', () => void askAndSignOut(button, text));
  }
};

/** Asks first, then signs out; a failure is told in the member's words. The menu stays open meanwhile. */
const askAndSignOut = async (button: HTMLButtonElement, text: SignOutText) => {
  const release = holdOpen(button);
  try {
    const choice = await showDialog({
      icon: 'warning',
      title: text.title,
      text: text.question,
      buttons: [
        { key: 'cancel', label: text.cancel, variant: 'secondary' },
        { key: 'confirm', label: text.confirm },
      ],
    });
    if (choice !== 'confirm') return;
    const result = await signOut();
    if (!result) return;
    const message = text.failures[result.failed] ?? text.failures['errors.system.error'] ?? '';
    await showDialog({ icon: 'error', title: text.title, text: message, buttons: [{ key: 'confirm', label: text.confirm }] });
  } finally {
    release();
  }
};
