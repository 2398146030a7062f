import { failureText } from '../../../i18n/failure-text.ts';
import type { Text } from '../../../i18n/text.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { showLoader } from '../../../stores/loader.ts';
import { accountPageData } from '../../../lib/page-data.ts';

/** The title and the button of a modal's failure dialog, in its own words. */
export interface FailureDialog {
  title: string;
  ok: string;
}

/**
 * Opens an account modal whose words, site data and code load first, behind the loader. When any
 * of it fails, the reader is told why in the modal's words, or, when the words themselves did not
 * load, in the few words the page carries (the network message).
 */
export const openWithWords = async <T extends Text<'errors'>>(text: Promise<T>, dialog: (t: T) => FailureDialog, open: () => Promise<void>): Promise<void> => {
  showLoader(true);
  try {
    await open();
  } catch (error) {
    const t = await text.catch(() => null);
    const fallback = accountPageData().text;
    const words = t ? dialog(t) : null;
    const message = t ? failureText(t, error) : fallback.network;
    const title = words?.title ?? fallback.warningTitle;
    if (message && title) void showDialog({ icon: 'warning', title, text: message, buttons: [{ key: 'confirm', label: words?.ok ?? fallback.confirm }] });
  } finally {
    showLoader(false);
  }
};
