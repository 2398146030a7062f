// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchVendorGames,
  keptVendorGames,
  laneVendorOf,
  parseVendorGames,
  preloadPicks,
  preloadVendorGames,
  VENDOR_GAMES_TTL_MS,
  vendorGamesParams,
  type LaneVendor,
} from './vendor-games.ts';

const ORIGIN = 'http://127.0.0.1:4390';

const game = (gameId: number) => ({
  gameId,
  nodeId: 100_000 + gameId,
  gameCode: `G${gameId}`,
  gameName: `Game ${gameId}`,
  vassalage: 'PG',
  accountTypeName: 'PG',
  gameType: 'RNG',
  gameClassify: 'slot',
  isGame: 'game',
  isHot: 0,
  isNew: 0,
  freeplay: 1,
  iconUrl: `/cdn/games/${gameId}.svg`,
  theme: 1,
  platform: 'html5-desktop',
  appNewWindow: 0,
});
const answer = (games = [game(1), game(2)]) => ({ success: true, value: { games, pageNo: 1, totalPages: 3, totalCount: 25 } });

/** The lanes as the header's drop menus list them, in lane order. */
const LANES: LaneVendor[] = [
  ...['PG', 'PP', 'JL', 'PT', 'EG2'].map((vassalage) => ({ lane: 'RNG', vassalage })),
  { lane: 'BGS', vassalage: 'BPS' },
  ...['EVO', 'SA'].map((vassalage) => ({ lane: 'LIVE', vassalage })),
  { lane: 'SPORTS', vassalage: 'SBO' },
  ...['JDB', 'FC'].map((vassalage) => ({ lane: 'FISH', vassalage })),
  { lane: 'PVP', vassalage: 'KY' },
];

describe('the vendors a page preloads', () => {
  it('are the first 3 RNG, 1 LIVE and 1 FISH vendors, each once', () => {
    expect(preloadPicks(LANES)).toEqual([
      { lane: 'RNG', vassalage: 'PG' },
      { lane: 'RNG', vassalage: 'PP' },
      { lane: 'RNG', vassalage: 'JL' },
      { lane: 'LIVE', vassalage: 'EVO' },
      { lane: 'FISH', vassalage: 'JDB' },
    ]);
    expect(preloadPicks([{ lane: 'RNG', vassalage: 'PG' }, { lane: 'RNG', vassalage: 'PG' }, ...LANES.slice(6)])).toEqual([
      { lane: 'RNG', vassalage: 'PG' },
      { lane: 'LIVE', vassalage: 'EVO' },
      { lane: 'FISH', vassalage: 'JDB' },
    ]);
    expect(preloadPicks([])).toEqual([]);
  });

  it('are read from vendor page links, and nothing else', () => {
    expect(laneVendorOf('/rng?vassalage=PG', ORIGIN)).toEqual({ lane: 'RNG', vassalage: 'PG' });
    expect(laneVendorOf('/bgs?vassalage=BPS', ORIGIN)).toEqual({ lane: 'BGS', vassalage: 'BPS' });
    expect(laneVendorOf('/rng?vassalage=PG&filter=HOT', ORIGIN)).toBeNull();
    expect(laneVendorOf('/rng', ORIGIN)).toBeNull();
    expect(laneVendorOf('https://evil.example.com/rng?vassalage=PG', ORIGIN)).toBeNull();
    expect(laneVendorOf('/rng?vassalage=%3Cscript%3E', ORIGIN)).toBeNull();
    expect(laneVendorOf('/member/wallet?vassalage=PG', ORIGIN)).toBeNull();
  });
});

describe("a vendor's games", () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.dataset.lang = 'EN';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('are asked for ten a page, as the real client asks, without the language when searching', () => {
    const query = { gameType: 'RNG', vassalage: 'PG', pageNo: 2, gameName: '' };
    expect(Object.fromEntries(vendorGamesParams(query, 'EN'))).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      merchant: 'betplay',
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: '2',
      pageSize: '10',
      language: 'EN',
    });
    const search = vendorGamesParams({ ...query, gameName: 'dragon' }, 'EN');
    expect([search.get('gameName'), search.has('language')]).toEqual(['dragon', false]);
  });

  it('refuse an answer that is not a list of games', () => {
    expect(parseVendorGames(answer())?.games.map((g) => g.gameId)).toEqual([1, 2]);
    expect(parseVendorGames({ success: false, errorCode: 'x' })).toBeNull();
    expect(parseVendorGames({ success: true, value: { games: [{ gameId: 'x' }], pageNo: 1, totalPages: 1, totalCount: 1 } })).toBeNull();
    expect(parseVendorGames(null)).toBeNull();
  });

  it('are read once, then kept for the tab until they are old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(answer()), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const query = { gameType: 'RNG', vassalage: 'PG', pageNo: 1, gameName: '' };
    expect((await fetchVendorGames(query)).totalCount).toBe(25);
    expect((await fetchVendorGames(query)).games).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/^\/wps\/relay\/GCSGAME_gameList\?.*vassalage=PG/);
    expect(keptVendorGames(query, 'EN')).not.toBeNull();
    // Another language's list is another list.
    expect(keptVendorGames(query, 'ES')).toBeNull();
    vi.setSystemTime(Date.now() + VENDOR_GAMES_TTL_MS + 1);
    await fetchVendorGames(query);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reject a failed answer and keep nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, errorCode: 'system.busy' }), { status: 503 })),
    );
    const query = { gameType: 'RNG', vassalage: 'PG', pageNo: 1, gameName: '' };
    await expect(fetchVendorGames(query)).rejects.toThrow('503');
    expect(keptVendorGames(query, 'EN')).toBeNull();
  });

  it('are preloaded one vendor after the other, skipping kept lists, and not at all under Save-Data', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(answer()), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await preloadVendorGames(LANES);
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url), ORIGIN).searchParams);
    expect(asked.map((p) => `${p.get('gameType')}:${p.get('vassalage')}:${p.get('pageSize')}`)).toEqual([
      'RNG:PG:10',
      'RNG:PP:10',
      'RNG:JL:10',
      'LIVE:EVO:10',
      'FISH:JDB:10',
    ]);
    await preloadVendorGames(LANES);
    expect(fetch).toHaveBeenCalledTimes(5);

    sessionStorage.clear();
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    await preloadVendorGames(LANES);
    expect(fetch).toHaveBeenCalledTimes(5);
  });
});
