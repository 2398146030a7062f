import type { LoginVerifyRequired } from '../../../../contract/accounts.ts';
import type { Text } from '../../../i18n/text.ts';
import type { AccountPageData } from '../../../lib/page-data.ts';

/** The catalogue files of this feature's modals: their own words, the failures, the password rules. */
export const LOGIN_NAMESPACES = ['login', 'errors', 'register'] as const;
export type LoginText = Text<(typeof LOGIN_NAMESPACES)[number]>;

/** What every account modal of this feature gets: its words and the site's settings. */
interface AccountModalBase {
  t: LoginText;
  site: AccountPageData;
}

export interface LoginParams extends AccountModalBase {
  /** Opened on the agent login page: agents only, no remember-me. */
  agent: boolean;
  /** Opened because a sign-in link's code no longer worked (src/guards/token-adoption.ts): the modal says so. */
  linkSpent?: boolean;
  /** Opened because a one-click social sign-in ended without a session: the modal says why (an `errors.*` code). */
  socialRefusal?: string | undefined;
}

export interface ChangePasswordParams extends AccountModalBase {
  /** Right after a login whose password must change: it cannot be dismissed, only signed out of. */
  forced: boolean;
  /** The password typed at this login, kept in memory only: the old-password field is then hidden. */
  knownOldPassword?: string;
}

/**
 * The login a second factor completes: a password login, whose accepted credentials are sent again
 * with it (in memory only), or a social sign-in waiting on the platform under this browser's ticket.
 */
export type VerifiedLogin = { kind: 'password'; credentials: { username: string; password: string }; agentPage: boolean } | { kind: 'social' };

export interface LoginVerifyParams extends AccountModalBase {
  required: LoginVerifyRequired;
  login: VerifiedLogin;
}

declare module '../../../stores/modal.ts' {
  interface ModalParams {
    login: LoginParams;
    changePass: ChangePasswordParams;
    loginVerify: LoginVerifyParams;
  }
}
