import { messageKeyOf } from '../../../api-client/errors.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { showLoader } from '../../../stores/loader.ts';
import { accountPageData } from '../login/page-data.ts';

/** The words every account bundle carries for a failure. */
export interface FailureWords {
  messages: Record<string, string>;
  warningTitle: string;
  ok: string;
}

/**
 * Opens an account modal whose words, site data and code load first, behind the loader. When any
 * of it fails, the reader is told why in the bundle's words, or, when the bundle itself did not
 * load, in the few words the page carries (the network message).
 */
export const openWithWords = async <W extends FailureWords>(text: Promise<W>, open: () => Promise<void>): Promise<void> => {
  showLoader(true);
  try {
    await open();
  } catch (error) {
    const words = await text.catch(() => null);
    const fallback = accountPageData().text;
    const message = words ? (words.messages[messageKeyOf(error)] ?? words.messages['errors.system.error']) : fallback.network;
    const title = words?.warningTitle ?? fallback.warningTitle;
    if (message && title) void showDialog({ icon: 'warning', title, text: message, buttons: [{ key: 'confirm', label: words?.ok ?? fallback.confirm }] });
  } finally {
    showLoader(false);
  }
};
