import { webUrl } from '../../lib/web-url.ts';
import { showDialog } from '../../stores/dialog.ts';

/** Where contacts open (CONTRACT.md 5.1 "Customer service"): one reused window of 440 by 750. */
export const SERVICE_WINDOW_NAME = 'service';
export const SERVICE_WINDOW_FEATURES = 'width=440,height=750';

/** Words of the two dialogs a contact can end in, translated on the server. */
export interface ServiceText {
  /** "Customer service": the title of the invalid-link dialog. */
  title: string;
  blockedTitle: string;
  blocked: string;
  invalid: string;
  confirm: string;
}

// A message, not a choice: a click beside it dismisses it too.
const tell = (title: string, message: string, text: ServiceText) =>
  showDialog({ icon: 'warning', title, text: message, buttons: [{ key: 'confirm', label: text.confirm }], closeOnCover: true });

/**
 * Opens a customer-service contact's link (decoded on the server). The window is opened
 * within the reader's click, as popup blockers require; when the browser blocks it anyway, the
 * reader is told how to allow it (SPEC section 8 "Popup blocked").
 */
export const openCustomerService = (link: string, text: ServiceText): void => {
  const url = webUrl(link);
  if (!url) {
    void tell(text.title, text.invalid, text);
    return;
  }
  const opened = window.open(url, SERVICE_WINDOW_NAME, SERVICE_WINDOW_FEATURES);
  if (!opened) {
    void tell(text.blockedTitle, text.blocked, text);
    return;
  }
  // The contact's page must not reach back into the site (reverse tab-nabbing).
  opened.opener = null;
};
