import { marketLocale, type ServiceLink, type SystemStatus } from '../../contract/system.ts';
import type { Translate } from '../i18n/i18n.ts';
import { iosAppLink, resourceUrl } from '../lib/web-url.ts';
import type { ShippedLanguage } from '../../contract/languages.ts';
import type { AccountPageData } from '../lib/page-data.ts';

/** The account data of a page, on the server, from the platform's cached status. */
export const buildAccountPageData = (status: SystemStatus | null, serviceLinks: ServiceLink[], lang: ShippedLanguage, t: Translate): AccountPageData => {
  const flags = status?.info.whitelabelVal ?? {};
  const resources = status?.info.resources ?? [];
  const ios = resourceUrl(resources, 'IOS');
  return {
    flags: {
      smsLogin: flags.MOBILEVERCODELOGIN3 === true,
      freePlay: flags.FREEPLAY3 === true,
      expiredPasswordChange: flags.PWDEXPFORCECHANGE3 === true,
      agentPolicy: flags.AGENTPOLICY3 === true,
    },
    passwordRule: status?.info.register.password ?? null,
    downloadUrl: resourceUrl(resources, 'Android') ?? (ios ? iosAppLink(ios, lang) : null),
    serviceLinks,
    locale: marketLocale(status, lang),
    text: {
      warningTitle: t('login.warningTitle'),
      confirm: t('login.ok'),
      realAccount: t('errors.in_need_true_account'),
      network: t('errors.network'),
      failed: t('errors.system.error'),
    },
  };
};
