import { atom } from 'nanostores';
import { FAVOURITE_THROTTLE_MS } from '../../../contract/play-rules.ts';
import { ApiError } from '../../api-client/errors.ts';
import type { FavouriteRequest } from './games-api.ts';
import { SESSION_KEYS, tabStorage } from '../../lib/session-keys.ts';
import { loadText } from '../../i18n/client.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { requireRealAccount } from '../../stores/account-gate.ts';
import { showDialog } from '../../stores/dialog.ts';

/*
 * The member's favourite games (SPEC sections 4 and 9), by node id, for every star of the page.
 * The server renders each star as it knows it; this store keeps them in agreement when one is
 * toggled, and keeps the ids for the tab, so tiles drawn later in the browser (more pages of a
 * list, a page restored by the back button) agree too.
 *
 * A change is optimistic: the star turns at once and turns back, with a message, if the platform
 * refuses. Changes are at most one a second for the whole tab, as the platform allows: a press
 * while one is under way, or within a second of the last answer, is ignored (the star stays as
 * it is), so a change is never sent twice.
 */

export type FavouriteGame = FavouriteRequest;
export type ToggleOutcome = 'added' | 'removed' | 'blocked' | 'throttled' | 'failed';

/** The tab's copy of the ids and of when the last change was answered. */
export const FAVOURITES_KEY = SESSION_KEYS.favourites;

export const $favourites = atom<ReadonlySet<number>>(new Set());

interface Cached {
  ids: number[];
  changedAt: number;
}

let busy = false;
let changedAt = 0;

const readCache = (): Cached | null => {
  try {
    const parsed = JSON.parse(tabStorage()?.getItem(FAVOURITES_KEY) ?? 'null') as Partial<Cached> | null;
    if (!parsed || !Array.isArray(parsed.ids)) return null;
    return { ids: parsed.ids.filter((id): id is number => Number.isInteger(id)), changedAt: Number(parsed.changedAt) || 0 };
  } catch {
    return null;
  }
};

const writeCache = () => {
  try {
    tabStorage()?.setItem(FAVOURITES_KEY, JSON.stringify({ ids: [...$favourites.get()], changedAt } satisfies Cached));
  } catch {
    // Storage full or refused: the ids last for this page.
  }
};

const setIds = (ids: ReadonlySet<number>) => {
  $favourites.set(ids);
  writeCache();
};

/** The member's whole list, as the server read it for this page: it replaces what the tab knew. */
export const seedFavourites = (ids: Iterable<number>) => {
  changedAt = Math.max(changedAt, readCache()?.changedAt ?? 0);
  setIds(new Set(ids));
};

/**
 * Where the page has only some stars (the home page), what they say wins over the tab's copy,
 * which keeps the rest. Returns the ids now known.
 */
export const mergeFavourites = (states: Iterable<readonly [number, boolean]>): ReadonlySet<number> => {
  const cached = readCache();
  changedAt = Math.max(changedAt, cached?.changedAt ?? 0);
  const ids = new Set(cached?.ids ?? $favourites.get());
  for (const [id, on] of states) {
    if (on) ids.add(id);
    else ids.delete(id);
  }
  setIds(ids);
  return ids;
};

/** The tab's copy, newer than a page the browser kept in memory and shows again (back, forward). */
export const restoreFavourites = (): boolean => {
  const cached = readCache();
  if (!cached) return false;
  changedAt = Math.max(changedAt, cached.changedAt);
  $favourites.set(new Set(cached.ids));
  return true;
};

export const isFavourite = (nodeId: number) => $favourites.get().has(nodeId);

const withId = (nodeId: number, on: boolean) => {
  const ids = new Set($favourites.get());
  if (on) ids.add(nodeId);
  else ids.delete(nodeId);
  return ids;
};

/** Tells the reader why the star turned back, in their language; a session that ended has its own dialog. */
const reportFailure = async (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) return;
  // The words load only then: a page of stars carries none of them.
  const t = await loadText(['games', 'shell', 'errors']).catch(() => null);
  if (!t) return;
  await showDialog({
    icon: 'warning',
    title: t('games.favourite.failed'),
    text: failureText(t, error),
    buttons: [{ key: 'confirm', label: t('shell.dialog.confirm') }],
  });
};

/**
 * The star's press: adds a game that is not a favourite, removes one that is. A visitor is asked
 * to log in and a trial account is told it needs a real one (nothing is sent).
 */
export const toggleFavourite = async (game: FavouriteGame): Promise<ToggleOutcome> => {
  if (!requireRealAccount()) return 'blocked';
  changedAt = Math.max(changedAt, readCache()?.changedAt ?? 0);
  if (busy || Date.now() - changedAt < FAVOURITE_THROTTLE_MS) return 'throttled';
  busy = true;
  const adding = !isFavourite(game.nodeId);
  setIds(withId(game.nodeId, adding));
  try {
    // The calls (and their schemas) load with the first press, not with every page that has stars.
    const calls = await import('./games-api.ts');
    await (adding ? calls.addFavourite(game) : calls.removeFavourite(game.nodeId));
    return adding ? 'added' : 'removed';
  } catch (error) {
    setIds(withId(game.nodeId, !adding));
    void reportFailure(error);
    return 'failed';
  } finally {
    // The window starts at the answer: the platform counts from when it made the change.
    changedAt = Date.now();
    busy = false;
    writeCache();
  }
};
