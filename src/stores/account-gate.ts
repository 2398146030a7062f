import { $session } from './session.ts';

/*
 * Gates of actions that need an account (SPEC sections 4 and 6). Each answers at once whether the
 * action may go on. When not, it asks the accounts feature to tell the reader why (the login
 * pop-up, or the real-account warning); the accounts script of every page answers the request, so
 * no feature needs to know the accounts feature's code.
 */

export type AccountRequest = { kind: 'login'; agent: boolean } | { kind: 'real-account' };

type Listener = (request: AccountRequest) => void;

const listeners = new Set<Listener>();

/** The accounts feature answers requests here; the return value stops listening. */
export const onAccountRequest = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ask = (request: AccountRequest) => {
  for (const listener of listeners) listener(request);
};

const onAgentLoginPage = () => typeof location !== 'undefined' && location.pathname.replace(/\/+$/, '') === '/agent';

/** A visitor is asked to log in (the login pop-up opens) and the action stops. */
export const requireLogin = (): boolean => {
  if ($session.get() !== 'visitor') return true;
  ask({ kind: 'login', agent: onAgentLoginPage() });
  return false;
};

/** Tells the reader that what they tried needs a real account (the platform answered 'in_need_true_account'). */
export const warnRealAccountNeeded = () => ask({ kind: 'real-account' });

/** As `requireLogin`, and a trial account is told the action needs a real account ('in_need_true_account'). */
export const requireRealAccount = (): boolean => {
  if (!requireLogin()) return false;
  if ($session.get() !== 'trial') return true;
  warnRealAccountNeeded();
  return false;
};
