import type { RegisterRule, ServiceLink } from '../../contract/system.ts';

/**
 * What the account scripts need of the site they run on, rendered by the layout as JSON
 * (src/layouts/PageHosts.astro): the islands' words are per language (src/i18n/client.ts), these
 * are per site and change when an operator flips a flag. Plus the few words a script needs when
 * the words of a modal could not be loaded.
 */
export interface AccountPageData {
  flags: {
    /** MOBILEVERCODELOGIN3: the login modal offers the SMS tab. */
    smsLogin: boolean;
    /** FREEPLAY3: a visitor can start a trial account. */
    freePlay: boolean;
    /** PWDEXPFORCECHANGE3: an expired password must be changed before the session is used. */
    expiredPasswordChange: boolean;
    /** AGENTPOLICY3: a real account loads its agent-contract data after login. */
    agentPolicy: boolean;
  };
  /** The site's password rule (register settings), for the new password of a change. */
  passwordRule: RegisterRule | null;
  /** The app download the login modal promotes, if the site has one. */
  downloadUrl: string | null;
  /** The customer-service contacts, links decoded on the server. */
  serviceLinks: ServiceLink[];
  /** The market's locale for the page's language (`es-MX`), in which dates and money are written. */
  locale: string;
  text: {
    warningTitle: string;
    confirm: string;
    /** `in_need_true_account`: a trial account met something only a real account may do. */
    realAccount: string;
    network: string;
    failed: string;
  };
}

export const ACCOUNT_PAGE_DATA_ID = 'account-page-data';

const EMPTY: AccountPageData = {
  flags: { smsLogin: false, freePlay: false, expiredPasswordChange: false, agentPolicy: false },
  passwordRule: null,
  downloadUrl: null,
  serviceLinks: [],
  locale: '',
  text: { warningTitle: '', confirm: '', realAccount: '', network: '', failed: '' },
};

let cached: AccountPageData | undefined;

/** The page's account data; a page without it (or a broken block) reads as a site with every option off. */
export const accountPageData = (): AccountPageData => {
  if (cached) return cached;
  const block = typeof document === 'undefined' ? null : document.getElementById(ACCOUNT_PAGE_DATA_ID);
  try {
    const read = JSON.parse(block?.textContent ?? 'null') as Partial<AccountPageData> | null;
    cached = read && typeof read === 'object' ? { ...EMPTY, ...read, flags: { ...EMPTY.flags, ...read.flags }, text: { ...EMPTY.text, ...read.text } } : EMPTY;
  } catch {
    cached = EMPTY;
  }
  return cached;
};
