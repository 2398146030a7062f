import type { Translate } from '../../../i18n/i18n.ts';
import type { ServiceText } from '../../../islands/ui/customer-service.ts';

/** The customer-service dialog words, as the buttons' container carries them for the script. */
export const serviceText = (t: Translate): string =>
  JSON.stringify({
    title: t('shell.service.label'),
    blockedTitle: t('shell.service.blockedTitle'),
    blocked: t('shell.service.blocked'),
    invalid: t('shell.service.invalid'),
    confirm: t('shell.dialog.confirm'),
  } satisfies ServiceText);
