import { atom } from 'nanostores';
import { onApiEvent } from '../api-client/events.ts';
import { clearSessionKeepingMerchant } from '../lib/session-keys.ts';
import { showDialog } from './dialog.ts';

/**
 * Who the page was rendered for (SPEC section 4 "Login state"). The server knows it and writes it
 * on `<html data-session>`; the browser never holds the credential itself (it is an HttpOnly
 * cookie), so this is all the client knows of the session.
 */
export const SESSION_KINDS = ['visitor', 'member', 'trial', 'agent'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** The kind of session the server rendered a page for, from what the session guard found. */
export const sessionKindOf = (found: { member: unknown; isAgent: boolean; isTrial: boolean }): SessionKind =>
  !found.member ? 'visitor' : found.isAgent ? 'agent' : found.isTrial ? 'trial' : 'member';

export const isSessionKind = (value: unknown): value is SessionKind => (SESSION_KINDS as readonly unknown[]).includes(value);

const pageSession = (): SessionKind => {
  const value = typeof document === 'undefined' ? undefined : document.documentElement.dataset.session;
  return isSessionKind(value) ? value : 'visitor';
};

export const $session = atom<SessionKind>(pageSession());

/** Where a visitor goes once the session is over: agents to their own login page. */
export const homeAfter = (kind: SessionKind) => (kind === 'agent' ? '/agent' : '/');

/** Forgets the session in this tab (keeping the merchant keys) and leaves for the right home page. */
export const endSession = () => {
  const kind = $session.get();
  clearSessionKeepingMerchant();
  $session.set('visitor');
  location.assign(homeAfter(kind));
};

/** Words of the dialog that says the session has ended, translated on the server. */
export interface SessionEndedText {
  title: string;
  message: string;
  confirm: string;
}

/**
 * Follows what the API client reports (CONTRACT.md 2.3): when the platform ends the session, the
 * reader is told, then the tab is signed out; when the platform closes, the page reloads into
 * the maintenance or region screen the server now renders.
 */
export const watchPlatformEvents = (text: SessionEndedText): (() => void) => {
  let ending = false;
  return onApiEvent((event) => {
    if (event.kind === 'system-closed') {
      location.reload();
      return;
    }
    if (ending || $session.get() === 'visitor') return;
    ending = true;
    void showDialog({ icon: 'warning', title: text.title, text: text.message, buttons: [{ key: 'confirm', label: text.confirm }] }).then(endSession);
  });
};
