import type { Popup } from '../../../contract/content.ts';
import { SESSION_KEYS } from '../../lib/session-keys.ts';

/** Who is looking at the site, as far as the pop-ups care (CONTRACT.md 5.1 "Pop-up filtering"). */
export type PopupAudience = { kind: 'anonymous' } | { kind: 'member'; firstLogin: boolean };

/** sessionStorage keys of the original client: `closed` once the visitor dismissed the pop-up. */
export const POPUP_CLOSED_KEY = { member: 'USER_POPUP', anonymous: 'ANONYMOUS_POPUP' } as const;
export const POPUP_CLOSED = 'closed';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** This tab's sessionStorage; where even reaching it throws (blocked storage), a store that keeps nothing. */
export const browserSession = (): SessionStore => {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
};

/** A: logged in; B: anonymous; F: logged in, on the first login only. */
export const popupsFor = <P extends Pick<Popup, 'execution'>>(popups: readonly P[], audience: PopupAudience): P[] =>
  popups.filter((p) => (audience.kind === 'anonymous' ? p.execution === 'B' : p.execution === 'A' || (p.execution === 'F' && audience.firstLogin)));

export const closedKeyOf = (audience: PopupAudience) => (audience.kind === 'member' ? POPUP_CLOSED_KEY.member : POPUP_CLOSED_KEY.anonymous);

/* Storage may be blocked (private modes, policies): the pop-up then shows once per page view. */
const read = (store: SessionStore, key: string): string | null => {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
};

export const audienceOf = (loggedIn: boolean, store: SessionStore): PopupAudience =>
  loggedIn ? { kind: 'member', firstLogin: ['1', 'true'].includes(read(store, SESSION_KEYS.firstLogin) ?? '') } : { kind: 'anonymous' };

/** The pop-ups to open now: none once this browser session dismissed them. */
export const popupsToShow = <P extends Pick<Popup, 'execution'>>(popups: readonly P[], audience: PopupAudience, store: SessionStore): P[] =>
  read(store, closedKeyOf(audience)) === POPUP_CLOSED ? [] : popupsFor(popups, audience);

export const rememberPopupsClosed = (audience: PopupAudience, store: SessionStore) => {
  try {
    store.setItem(closedKeyOf(audience), POPUP_CLOSED);
  } catch {
    // Nothing to keep it in: the pop-up shows again on the next page.
  }
};
