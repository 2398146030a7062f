import { Hono, type Context } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITE_THROTTLE_MS } from '../../../contract/play-rules.ts';
import { routeFetchTo } from '../../api-client/test-fetch.ts';
import { answerCatalogue, CATALOGUE_PATH } from '../../i18n/test-catalogues.ts';
import { memoryStorage } from '../../lib/memory-storage.ts';
import { onAccountRequest } from '../../stores/account-gate.ts';
import { $dialog, closeDialog, showDialog } from '../../stores/dialog.ts';
import { $session } from '../../stores/session.ts';

const openLogin = vi.fn((_options: { agent?: boolean }) => Promise.resolve());
// The accounts feature answers the account gates on a real page; here the test answers them alike.
onAccountRequest((request) => {
  if (request.kind === 'login') void openLogin({ agent: request.agent });
  else void showDialog({ icon: 'warning', title: 'Warning', text: 'A real account is needed', buttons: [{ key: 'confirm', label: 'OK' }] });
});
const { $favourites, FAVOURITES_KEY, mergeFavourites, restoreFavourites, seedFavourites, toggleFavourite } = await import('./favourites.ts');

const GAME = { nodeId: 101, vendor: 'PG', gameType: 'RNG' };
const OTHER = { nodeId: 202, vendor: 'JL', gameType: 'RNG' };

const ids = () => [...$favourites.get()].sort((a, b) => a - b);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourites', () => {
  let storage: Storage;
  let calls: { method: string; body: unknown }[];
  let refuse: string | null;
  // Only moves forward: the store remembers the last answer between tests, as a page would.
  let clock = 1_000_000;

  beforeEach(() => {
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('location', { pathname: '/rng' });
    calls = [];
    refuse = null;
    const answer = async (c: Context) => {
      calls.push({ method: c.req.method, body: await c.req.json() });
      if (refuse) return c.json({ success: false, errorCode: refuse }, refuse === 'login.not.session' ? 401 : 429);
      return c.json({ success: true });
    };
    routeFetchTo(
      new Hono()
        .post('/wps/relay/MCSFE_addFavoriteGameV2', answer)
        .delete('/wps/relay/MCSFE_removeFavoriteGameV2', answer)
        .get(CATALOGUE_PATH, answerCatalogue),
    );
    vi.stubGlobal('document', { documentElement: { dataset: { lang: 'EN' } }, getElementById: () => null });
    $session.set('member');
    seedFavourites([]);
    // Each test starts outside the window of the one before.
    storage.clear();
    clock += FAVOURITE_THROTTLE_MS * 10;
  });

  afterEach(() => {
    const open = $dialog.get();
    if (open) closeDialog(open.id, 'confirm');
    $session.set('visitor');
    openLogin.mockClear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('adds a game that is not a favourite and removes one that is', async () => {
    const adding = toggleFavourite(GAME);
    // Optimistic: the star turns before the platform answers.
    expect(ids()).toEqual([101]);
    expect(await adding).toBe('added');
    expect(calls).toEqual([{ method: 'POST', body: { nodeId: 101, vendor: 'PG', gameType: 'RNG' } }]);
    clock += FAVOURITE_THROTTLE_MS;
    expect(await toggleFavourite(GAME)).toBe('removed');
    expect(calls[1]).toEqual({ method: 'DELETE', body: { nodeId: 101 } });
    expect(ids()).toEqual([]);
  });

  it('answers once a second for the whole tab: a press in the window sends nothing', async () => {
    const first = toggleFavourite(GAME);
    expect(await toggleFavourite(OTHER)).toBe('throttled');
    await first;
    clock += FAVOURITE_THROTTLE_MS - 1;
    expect(await toggleFavourite(GAME)).toBe('throttled');
    expect(calls).toHaveLength(1);
    expect(ids()).toEqual([101]);
    clock += 1;
    expect(await toggleFavourite(OTHER)).toBe('added');
    expect(calls).toHaveLength(2);
  });

  it('keeps the window across the pages of the tab', async () => {
    await toggleFavourite(GAME);
    // Another page of the tab: the store starts again, the tab's copy remembers the last answer.
    seedFavourites([101]);
    expect(await toggleFavourite(GAME)).toBe('throttled');
    expect(JSON.parse(storage.getItem(FAVOURITES_KEY)!)).toEqual({ ids: [101], changedAt: clock });
  });

  it('turns the star back and says why when the platform refuses', async () => {
    seedFavourites([7]);
    refuse = 'favourite.throttled';
    expect(await toggleFavourite(GAME)).toBe('failed');
    expect(ids()).toEqual([7]);
    await settle();
    expect($dialog.get()).toMatchObject({
      title: 'Your favourites could not be changed',
      body: { kind: 'text', text: 'Please wait a moment before changing favourites again' },
      buttons: [{ key: 'confirm', label: 'Confirm' }],
    });
  });

  it('leaves a session that ended to its own dialog', async () => {
    refuse = 'login.not.session';
    expect(await toggleFavourite(GAME)).toBe('failed');
    await settle();
    expect(ids()).toEqual([]);
    expect($dialog.get()?.title).not.toBe('Your favourites could not be changed');
  });

  it('asks a visitor to log in and warns a trial account, sending nothing', async () => {
    $session.set('visitor');
    expect(await toggleFavourite(GAME)).toBe('blocked');
    expect(openLogin).toHaveBeenCalledTimes(1);
    $session.set('trial');
    expect(await toggleFavourite(GAME)).toBe('blocked');
    expect($dialog.get()?.icon).toBe('warning');
    expect(calls).toEqual([]);
    expect(ids()).toEqual([]);
  });

  it('keeps the ids for the tab, so later tiles and restored pages agree', async () => {
    seedFavourites([1, 2]);
    await toggleFavourite(GAME);
    $favourites.set(new Set());
    expect(restoreFavourites()).toBe(true);
    expect(ids()).toEqual([1, 2, 101]);
  });

  it('takes what the stars of a page say over the tab copy, keeping the rest', () => {
    seedFavourites([1, 2, 3]);
    expect(
      [
        ...mergeFavourites([
          [2, false],
          [9, true],
        ]),
      ].sort((a, b) => a - b),
    ).toEqual([1, 3, 9]);
    expect(ids()).toEqual([1, 3, 9]);
  });
});
