import { loadText } from '../../i18n/client.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { accountPageData } from '../../lib/page-data.ts';
import { showDialog } from '../../stores/dialog.ts';
import { openModal } from '../../stores/modal.ts';
import { bindImageFallbacks } from '../ui/image-fallback.ts';
import {
  SECURITY_DATA_ID,
  SECURITY_FORMS,
  SECURITY_NAMESPACES,
  type SecurityForm,
  type SecurityPageData,
  type SecurityText,
} from './security/security-params.ts';

/*
 * The security centre's small script. The section is server HTML; its buttons open the forms in
 * the site's modal (React and the form code load on that first press), and "end every other
 * session" asks first. After any change the page is read again, so what shows is the server's.
 */

const isForm = (value: string | undefined): value is SecurityForm => (SECURITY_FORMS as readonly string[]).includes(value ?? '');

const pageData = (): SecurityPageData | null => {
  try {
    return JSON.parse(document.getElementById(SECURITY_DATA_ID)?.textContent ?? 'null') as SecurityPageData | null;
  } catch {
    return null;
  }
};

/** The words, or null after telling the reader the network failed. */
const words = async (): Promise<SecurityText | null> => {
  try {
    return await loadText(SECURITY_NAMESPACES);
  } catch {
    const { text } = accountPageData();
    await showDialog({ icon: 'error', title: text.warningTitle, text: text.network, buttons: [{ key: 'confirm', label: text.confirm }] });
    return null;
  }
};

const endOtherSessions = async () => {
  const t = await words();
  if (!t) return;
  const choice = await showDialog({
    icon: 'warning',
    title: t('security.logins.endOthers'),
    text: t('security.logins.endOthersQuestion'),
    buttons: [
      { key: 'cancel', label: t('security.logins.cancel'), variant: 'secondary' },
      { key: 'confirm', label: t('security.logins.endOthers') },
    ],
  });
  if (choice !== 'confirm') return;
  // The call's module brings the schema library: loaded on this press only.
  const { endOtherSessions: end } = await import('./security/security-api.ts');
  try {
    const { ended } = await end();
    await showDialog({
      icon: 'success',
      title: t('security.form.doneTitle'),
      text: t('security.logins.endedCount', { count: ended }),
      buttons: [{ key: 'confirm', label: t('security.form.ok') }],
    });
    location.reload();
  } catch (error) {
    await showDialog({
      icon: 'error',
      title: t('security.form.warningTitle'),
      text: failureText(t, error),
      buttons: [{ key: 'confirm', label: t('security.form.ok') }],
    });
  }
};

export const startSecurityCentre = (root: HTMLElement) => {
  bindImageFallbacks(root);
  const data = pageData();
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-security-open]')) {
    const form = button.dataset.securityOpen;
    if (!data || !isForm(form)) continue;
    button.addEventListener('click', () => {
      void words().then((t) => t && openModal('security', { t, form, data }));
    });
  }
  root.querySelector('[data-security-end-others]')?.addEventListener('click', () => void endOtherSessions());
};
