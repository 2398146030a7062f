import { isAgentType, isTrialType } from '../../../contract/limits.ts';
import type { MemberInfo } from '../../../contract/session.ts';
import { fetchMemberInfo } from './member-api.ts';
import { fetchConsolidated, loginFreeplay, type SessionResult } from './session-api.ts';
import { openChangePassword } from './login/open-login.ts';
import { storeContractKeys } from '../../lib/contract-keys.ts';
import { accountPageData, type AccountPageData } from '../../lib/page-data.ts';
import { SESSION_KEYS, tabStorage } from '../../lib/session-keys.ts';
import { $session, type SessionKind } from '../../stores/session.ts';

/*
 * The end of every login (SPEC section 4 "Login success"): by name, SMS code, after registering,
 * after a password reset by phone, or after the second factor of a new address (of a password
 * login or of a social sign-in). The decisions are
 * pure functions; `afterLogin` carries them out.
 */

export type LoginType = 'username' | 'sms' | 'register' | 'reset' | 'verification' | 'social';

export interface LoginContext {
  loginType: LoginType;
  /** The password typed for this login, so a forced change need not ask for it again. */
  password?: string;
  /** The login happened on the agent login page. */
  agentPage?: boolean;
}

export type LoginFlags = Pick<AccountPageData['flags'], 'expiredPasswordChange' | 'agentPolicy'>;

export type Destination = { kind: 'go'; path: string } | { kind: 'reload' };

export type NextStep = { kind: 'changePassword' } | { kind: 'enter'; loadConsolidated: boolean; destination: Destination };

/** Pages whose only purpose is the pop-up they open: a login there goes home. */
const POPUP_PAGES = ['/login', '/register'];

export const AGENT_LOGIN_PAGE = '/agent';
export const AGENT_HOME = '/agentHome';

/**
 * The weak default password, a temporary password from the e-mail reset, or an expired one (when
 * the site enforces expiry) must be changed first; an SMS login proves the phone, and a social
 * sign-in the provider's identity, not a password.
 */
export const passwordMustChange = (result: SessionResult, loginType: LoginType, flags: LoginFlags) =>
  loginType !== 'sms' &&
  loginType !== 'social' &&
  (result.passwordIsDefault || result.mustChangePassword || (result.passwordExpired && flags.expiredPasswordChange));

/** Where a finished login goes: agents to their centre, pop-up pages home, any other page reloads as the member's. */
export const destinationAfterLogin = (context: LoginContext, path: string): Destination => {
  if (context.agentPage) return { kind: 'go', path: AGENT_HOME };
  if (context.loginType === 'register' || context.loginType === 'reset' || POPUP_PAGES.includes(path.replace(/\/+$/, ''))) return { kind: 'go', path: '/' };
  return { kind: 'reload' };
};

export const nextAfterLogin = (result: SessionResult, context: LoginContext, site: { flags: LoginFlags; path: string }): NextStep =>
  passwordMustChange(result, context.loginType, site.flags)
    ? { kind: 'changePassword' }
    : {
        kind: 'enter',
        loadConsolidated: !isTrialType(result.customerType) && site.flags.agentPolicy,
        destination: destinationAfterLogin(context, site.path),
      };

export const sessionKindOf = (customerType: number): SessionKind => (isAgentType(customerType) ? 'agent' : isTrialType(customerType) ? 'trial' : 'member');

/** The session keys of an account (CONTRACT.md 5.2): who it is, never a secret. */
export const sessionKeysOf = (account: Pick<MemberInfo, 'id' | 'account' | 'nickname' | 'type'>): Record<string, string> => ({
  [SESSION_KEYS.customerId]: String(account.id),
  [SESSION_KEYS.account]: account.account,
  [SESSION_KEYS.username]: account.account,
  [SESSION_KEYS.nickname]: account.nickname,
  [SESSION_KEYS.isAgent]: String(account.type),
});

const store = (entries: Record<string, string>) => {
  const storage = tabStorage();
  for (const [key, value] of Object.entries(entries)) storage?.setItem(key, value);
};

/**
 * Loads what the tab keeps of a session ("login info loads"). Nothing here may stop the login:
 * the page about to render knows the member anyway, so a failed read only leaves keys unset.
 */
export const loadLoginInfo = async (options: { fallback?: SessionResult; loadConsolidated: boolean }) => {
  const { fallback } = options;
  if (fallback) store(sessionKeysOf({ id: fallback.id, account: fallback.userName, nickname: fallback.userName, type: fallback.customerType }));
  const [info, consolidated] = await Promise.all([
    fetchMemberInfo().catch(() => null),
    options.loadConsolidated ? fetchConsolidated().catch(() => null) : null,
  ]);
  if (info) store(sessionKeysOf(info));
  if (consolidated) storeContractKeys(consolidated);
};

const go = (destination: Destination) => (destination.kind === 'reload' ? location.reload() : location.assign(destination.path));

/** Finishes any login; see the module comment. The other account modals call it after their automatic login. */
export const afterLogin = async (result: SessionResult, context: LoginContext): Promise<void> => {
  if (result.firstTimeLogin) tabStorage()?.setItem(SESSION_KEYS.firstLogin, '1');
  // The tab holds a session from now on: a sign-out from here ends it as the account's kind.
  $session.set(sessionKindOf(result.customerType));
  const next = nextAfterLogin(result, context, { flags: accountPageData().flags, path: location.pathname });
  if (next.kind === 'changePassword') {
    await openChangePassword({ forced: true, ...(context.password ? { knownOldPassword: context.password } : {}) });
    return;
  }
  await loadLoginInfo({ fallback: result, loadConsolidated: next.loadConsolidated });
  go(next.destination);
};

/** Where a password change goes (SPEC section 4: home); on the agent login page, to the agent centre. */
export const destinationAfterPasswordChange = (path: string): string => (path.replace(/\/+$/, '') === AGENT_LOGIN_PAGE ? AGENT_HOME : '/');

/** After a password change: login info again, then on (see above). */
export const afterPasswordChange = async (): Promise<void> => {
  await loadLoginInfo({ loadConsolidated: $session.get() !== 'trial' && accountPageData().flags.agentPolicy });
  go({ kind: 'go', path: destinationAfterPasswordChange(location.pathname) });
};

/** Free play (FREEPLAY3): a trial account at once, then the page again as that account. Rejects with the failure. */
export const startFreePlay = async (): Promise<void> => {
  const result = await loginFreeplay();
  $session.set('trial');
  store(sessionKeysOf({ id: result.id, account: result.userName, nickname: result.userName, type: result.customerType }));
  go(destinationAfterLogin({ loginType: 'username' }, location.pathname));
};
