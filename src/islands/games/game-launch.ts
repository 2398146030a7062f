import type { FailurePlace, LaunchFailure } from './launch-failure.ts';
import { playableUrl } from './launch-url.ts';
import { openGameWindow } from './launch-window.ts';
import type { LaunchTarget } from './launch-target.ts';
import { safeLocalPath } from '../../../contract/local-path.ts';
import { SESSION_KEYS, tabStorage } from '../../lib/session-keys.ts';
import { requireLogin, requireRealAccount } from '../../stores/account-gate.ts';
import { $language } from '../../stores/language.ts';
import { $session } from '../../stores/session.ts';

/*
 * Launching a game (CONTRACT.md 4.5 "Opening"). Vendors flagged for it open in a window of their
 * own; every other game opens on the game page, /seamless, which reads what to open from the
 * tab's `game_redirect` and shows it in a frame. The game reports finished rounds to the page
 * that holds it, and the header's balance follows.
 */

export const SEAMLESS_PATH = '/seamless';

/** What the game page opens, kept in sessionStorage `game_redirect` (CONTRACT.md 4.5). */
export interface GameRedirect {
  gameType: string;
  vendor: string;
  gameId: number;
  nodeId: number;
  platform: string;
  free: boolean;
  /** Where the game page's back control returns: the page the game was launched from. */
  backPathname: string;
  name: string;
}

const text = (value: unknown, min: number, max: number): value is string => typeof value === 'string' && value.length >= min && value.length <= max;
const id = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * A stored launch read back, or null when it is not one this site wrote. Checked by hand: the
 * pages that launch games load no schema library before a call is made.
 */
export const parseGameRedirect = (value: unknown): GameRedirect | null => {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!text(v.gameType, 1, 16) || !text(v.vendor, 1, 32) || !id(v.gameId) || !id(v.nodeId)) return null;
  if (!text(v.platform, 0, 64) || typeof v.free !== 'boolean' || !text(v.backPathname, 0, 2048) || !text(v.name, 0, 200)) return null;
  return {
    gameType: v.gameType,
    vendor: v.vendor,
    gameId: v.gameId,
    nodeId: v.nodeId,
    platform: v.platform,
    free: v.free,
    backPathname: v.backPathname,
    name: v.name,
  };
};

export const seamlessHref = (gameType: string) => `${SEAMLESS_PATH}?gameType=${encodeURIComponent(gameType)}`;

/** The tab's launch for the game page, or null when there is none or it is not one this site wrote. */
export const readGameRedirect = (): GameRedirect | null => {
  try {
    const parsed = parseGameRedirect(JSON.parse(tabStorage()?.getItem(SESSION_KEYS.gameRedirect) ?? 'null'));
    return parsed ? { ...parsed, backPathname: safeLocalPath(parsed.backPathname) } : null;
  } catch {
    return null;
  }
};

const saveGameRedirect = (redirect: GameRedirect): boolean => {
  try {
    const storage = tabStorage();
    storage?.setItem(SESSION_KEYS.gameRedirect, JSON.stringify(redirect));
    return storage !== null;
  } catch {
    return false;
  }
};

// A game launched from the game page goes back where the one before it would have.
const currentBack = () => (location.pathname === SEAMLESS_PATH ? (readGameRedirect()?.backPathname ?? '/') : `${location.pathname}${location.search}`);

/** The URL to open for a launch, or why there is none. */
export const requestGameUrl = async (
  target: Pick<LaunchTarget, 'gameId' | 'nodeId' | 'vendor' | 'platform'>,
  free: boolean,
): Promise<{ ok: true; url: string } | { ok: false; failure: LaunchFailure }> => {
  let raw: string | null;
  try {
    // The call and its schemas load at the first launch, not with every page that can launch.
    const { fetchLaunchUrl, gameLaunchQuery } = await import('./launch-api.ts');
    raw = await fetchLaunchUrl(gameLaunchQuery(target, free, $language.get()));
  } catch (error) {
    return { ok: false, failure: { kind: 'error', error } };
  }
  const url = playableUrl(raw, location.origin);
  return url ? { ok: true, url } : { ok: false, failure: { kind: 'invalid-url' } };
};

/** Tells the reader why a launch did not open; the dialogs load when needed. */
export const showLaunchFailure = async (failure: LaunchFailure, place: FailurePlace): Promise<void> =>
  (await import('./launch-failure.ts')).showLaunchFailure(failure, place);

const launchInWindow = async (target: LaunchTarget, free: boolean): Promise<void> => {
  const win = openGameWindow();
  if (!win) return showLaunchFailure({ kind: 'popup-blocked' }, { back: null });
  watchGameBalance();
  const answer = await requestGameUrl(target, free);
  if (answer.ok) return win.go(answer.url);
  win.close();
  await showLaunchFailure(answer.failure, { back: null });
};

/**
 * Launches a game or a vendor lobby; called inside the click, so a new window is not blocked.
 * Real money needs a real account; free play needs a login. A visitor is asked to log in and a
 * trial account is warned instead (src/stores/account-gate.ts).
 */
export const launchGame = (target: LaunchTarget, options: { free?: boolean } = {}): void => {
  const free = options.free === true;
  if (!(free ? requireLogin() : requireRealAccount())) return;
  // The game page is a member page; a trial account's free games open in a window of their own.
  const inPage =
    !target.newWindow &&
    $session.get() !== 'trial' &&
    saveGameRedirect({
      gameType: target.gameType,
      vendor: target.vendor,
      gameId: target.gameId,
      nodeId: target.nodeId,
      platform: target.platform,
      free,
      backPathname: currentBack(),
      name: target.name,
    });
  if (inPage) location.assign(seamlessHref(target.gameType));
  else void launchInWindow(target, free);
};

/** What a game page posts to its parent (frame) or opener (window) after each round. */
export const GAME_BALANCE_MESSAGE = 'game:balance';

let watching = false;
let refreshing: Promise<void> | null = null;
let again = false;

// Rounds can end faster than the wallet answers: one load at a time, and one more if a round ended meanwhile.
const refreshAfterRound = () => {
  if (refreshing) {
    again = true;
    return;
  }
  refreshing = import('../../stores/balance.ts')
    .then((m) => m.loadBalance())
    .finally(() => {
      refreshing = null;
      if (again) {
        again = false;
        refreshAfterRound();
      }
    });
};

const onMessage = (event: MessageEvent) => {
  if (event.origin !== location.origin) return;
  const data: unknown = event.data;
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === GAME_BALANCE_MESSAGE) refreshAfterRound();
};

/**
 * Refreshes the header's balance whenever a game of this site reports a round, bypassing the
 * refresh button's interval. Messages from other origins are ignored. Idempotent.
 */
export const watchGameBalance = () => {
  if (watching) return;
  watching = true;
  addEventListener('message', onMessage);
};
