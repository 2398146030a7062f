// @vitest-environment jsdom
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetchTo } from '../../api-client/test-fetch.ts';
import { wordsOf } from '../../i18n/resources.ts';
import { answerCatalogue, CATALOGUE_PATH } from '../../i18n/test-catalogues.ts';
import type { LaunchTarget } from './launch-target.ts';
import { memoryStorage } from '../../lib/memory-storage.ts';
import { $balance } from '../../stores/balance.ts';
import { onAccountRequest } from '../../stores/account-gate.ts';
import { $dialog, closeDialog, showDialog } from '../../stores/dialog.ts';
import { $session } from '../../stores/session.ts';

const openLogin = vi.fn((_options: { agent?: boolean }) => Promise.resolve());
// The accounts feature answers the account gates on a real page; here the test answers them alike.
onAccountRequest((request) => {
  if (request.kind === 'login') void openLogin({ agent: request.agent });
  else void showDialog({ icon: 'warning', title: 'Warning', text: 'A real account is needed', buttons: [{ key: 'confirm', label: 'OK' }] });
});

const { GAME_BALANCE_MESSAGE, launchGame, readGameRedirect, watchGameBalance } = await import('./game-launch.ts');

const ORIGIN = 'http://site.test';
const WORDS = wordsOf('EN', ['play']);
const SLOT: LaunchTarget = {
  gameId: 101,
  nodeId: 9101,
  vendor: 'BPS',
  gameType: 'RNG',
  platform: 'html5-desktop',
  newWindow: false,
  name: 'Lucky Reels',
};
const SPORTS: LaunchTarget = {
  gameId: 7,
  nodeId: 907,
  vendor: 'SBO',
  gameType: 'SPORTS',
  platform: 'html5-desktop',
  newWindow: true,
  name: 'SBOBET',
};

interface FakeWindow {
  closed: boolean;
  location: { replace: ReturnType<typeof vi.fn> };
  close: ReturnType<typeof vi.fn>;
  document: null;
}

// The balance watch registers once per page, so its listener outlives a single test.
const listeners: ((event: MessageEvent) => void)[] = [];

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await settle();
  expect(check()).toBe(true);
};

describe('launching a game', () => {
  let storage: Storage;
  let launch: (c: { req: { query(): Record<string, string> } }) => Response;
  let popup: FakeWindow | null;
  let assign: ReturnType<typeof vi.fn>;
  let calls: Request[];
  let balanceReads: number;

  beforeEach(() => {
    storage = memoryStorage();
    assign = vi.fn();
    balanceReads = 0;
    popup = { closed: false, location: { replace: vi.fn() }, close: vi.fn(), document: null };
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('location', { origin: ORIGIN, pathname: '/rng', search: '?vassalage=BPS', assign, replace: vi.fn() });
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    document.documentElement.dataset.lang = 'EN';
    vi.stubGlobal('addEventListener', (type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') listeners.push(listener);
    });
    launch = () => Response.json({ success: true, value: { content: { game_url: '/gs/slot/abc' } } });
    calls = routeFetchTo(
      new Hono()
        .get('/wps/game/launchGame', (c) => launch(c))
        .get(CATALOGUE_PATH, answerCatalogue)
        .get('/wps/v2/wallets/balance', (c) => {
          balanceReads += 1;
          return c.json({ success: true, value: { sumBalance: '95.00', currency: 'MXN', currencySymbol: '$', balance: [] } });
        }),
    );
    $session.set('member');
    openLogin.mockClear();
  });
  afterEach(() => {
    let open = $dialog.get();
    while (open) {
      closeDialog(open.id, 'confirm');
      open = $dialog.get();
    }
    $session.set('visitor');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks a visitor to log in, and launches nothing', () => {
    $session.set('visitor');
    launchGame(SLOT);
    launchGame(SLOT, { free: true });
    expect(openLogin).toHaveBeenCalledTimes(2);
    expect(assign).not.toHaveBeenCalled();
    expect(storage.getItem('game_redirect')).toBeNull();
  });

  it('opens a game on the game page, remembering it and the way back', () => {
    launchGame(SLOT);
    expect(assign).toHaveBeenCalledWith('/seamless?gameType=RNG');
    expect(readGameRedirect()).toEqual({
      gameType: 'RNG',
      vendor: 'BPS',
      gameId: 101,
      nodeId: 9101,
      platform: 'html5-desktop',
      free: false,
      backPathname: '/rng?vassalage=BPS',
      name: 'Lucky Reels',
    });
  });

  it('keeps the way back when a game is launched from the game page', () => {
    launchGame(SLOT);
    vi.stubGlobal('location', { origin: ORIGIN, pathname: '/seamless', search: '?gameType=RNG', assign });
    launchGame({ ...SLOT, gameId: 102 }, { free: true });
    expect(readGameRedirect()).toMatchObject({ gameId: 102, free: true, backPathname: '/rng?vassalage=BPS' });
  });

  it('reads no launch from junk or a way back that leaves the site', () => {
    storage.setItem('game_redirect', '{not json');
    expect(readGameRedirect()).toBeNull();
    storage.setItem('game_redirect', JSON.stringify({ gameType: 'RNG' }));
    expect(readGameRedirect()).toBeNull();
    launchGame(SLOT);
    storage.setItem('game_redirect', JSON.stringify({ ...readGameRedirect(), backPathname: '//evil.test/x' }));
    expect(readGameRedirect()?.backPathname).toBe('/');
  });

  it('warns a trial account off real money, and opens its free games in a window', async () => {
    $session.set('trial');
    launchGame(SLOT);
    expect($dialog.get()).toMatchObject({ icon: 'warning' });
    expect(assign).not.toHaveBeenCalled();
    closeDialog($dialog.get()!.id, 'confirm');
    launchGame(SLOT, { free: true });
    await until(() => popup!.location.replace.mock.calls.length === 1);
    expect(popup!.location.replace).toHaveBeenCalledWith(`${ORIGIN}/gs/slot/abc`);
    const query = new URL(calls.find((r) => r.url.includes('launchGame'))!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      gameId: '101',
      nodeId: '9101',
      accountType: '0',
      confirmTrans: '0',
      vassalage: 'BPS',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      language: 'ES',
      merchantCode: 'betplay',
    });
  });

  it('opens a new-window vendor in a window opened inside the click, then sends it to the game', async () => {
    launchGame(SPORTS);
    expect(window.open).toHaveBeenCalledTimes(1);
    await until(() => popup!.location.replace.mock.calls.length === 1);
    expect(popup!.location.replace).toHaveBeenCalledWith(`${ORIGIN}/gs/slot/abc`);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so when the browser blocks the window', async () => {
    popup = null;
    launchGame(SPORTS);
    await until(() => $dialog.get() !== null);
    expect($dialog.get()).toMatchObject({
      icon: 'warning',
      body: { kind: 'text', text: 'Popup blocked. Please allow popups and try again' },
    });
  });

  it('closes the window and refuses a URL that is not http(s) or of this site', async () => {
    launch = () => Response.json({ success: true, value: { content: { game_url: 'javascript:alert(1)' } } });
    launchGame(SPORTS);
    await until(() => $dialog.get() !== null);
    expect(popup!.close).toHaveBeenCalled();
    expect(popup!.location.replace).not.toHaveBeenCalled();
    expect($dialog.get()!.body).toEqual({ kind: 'text', text: 'Invalid URL, please contact customer service' });
  });

  it("shows a provider's maintenance window", async () => {
    launch = () =>
      Response.json(
        {
          success: false,
          errorCode: 'vendor_under_maintenance',
          value: { content: { data: { vendor: 'SBO', maintainTime: '2026-11-21 10:00:00', endTime: '2026-11-21 12:00:00' } } },
        },
        { status: 503 },
      );
    launchGame(SPORTS);
    await until(() => $dialog.get() !== null);
    expect(popup!.close).toHaveBeenCalled();
    const view = $dialog.get()!;
    expect(view.title).toBe(WORDS['play.maintenance.title']);
    expect(view.body).toEqual({
      kind: 'html',
      html: '<p>This game provider is under maintenance</p><p>Maintenance: 2026-11-21 10:00:00 – 2026-11-21 12:00:00</p>',
    });
  });

  it('says a maintenance without an end lasts until further notice', async () => {
    launch = () =>
      Response.json(
        {
          success: false,
          errorCode: 'vendor_under_maintenance',
          value: { content: { data: { vendor: 'SBO', maintainTime: '2026-11-21 10:00:00', endTime: '' } } },
        },
        { status: 503 },
      );
    launchGame(SPORTS);
    await until(() => $dialog.get() !== null);
    expect($dialog.get()!.body).toEqual({
      kind: 'html',
      html: '<p>This game provider is under maintenance</p><p>Maintenance since 2026-11-21 10:00:00, until further notice</p>',
    });
  });

  it('offers a deposit when the balance is not enough', async () => {
    launch = () => Response.json({ success: false, errorCode: 'launch_game_balance_not_enough' }, { status: 409 });
    launchGame(SPORTS);
    await until(() => $dialog.get() !== null);
    expect($dialog.get()!.buttons.map((b) => b.key)).toEqual(['cancel', 'deposit']);
    closeDialog($dialog.get()!.id, 'deposit');
    await until(() => assign.mock.calls.length === 1);
    expect(assign).toHaveBeenCalledWith('/member#deposit');
  });

  it('says the network failed when the launch gets no answer', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input).includes('/text/en/play.json')) return Response.json(WORDS);
      if (String(input).includes('/text/en/errors.json')) return Response.json(wordsOf('EN', ['errors']));
      throw new TypeError('Failed to fetch');
    });
    launchGame(SPORTS);
    await until(() => $dialog.get() !== null);
    expect($dialog.get()!.body).toEqual({ kind: 'text', text: 'Network link is abnormal, please try again' });
  });

  it("refreshes the balance when this site's game reports a round, and ignores other origins", async () => {
    watchGameBalance();
    const deliver = (origin: string, data: unknown) => {
      for (const listener of listeners) listener({ origin, data } as MessageEvent);
    };
    deliver('https://evil.test', { type: GAME_BALANCE_MESSAGE });
    deliver(ORIGIN, { type: 'something-else' });
    await settle();
    expect(balanceReads).toBe(0);
    deliver(ORIGIN, { type: GAME_BALANCE_MESSAGE });
    await until(() => $balance.get().kind === 'ready');
    expect(balanceReads).toBe(1);
  });
});
