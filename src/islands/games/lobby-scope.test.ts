import { describe, expect, it } from 'vitest';
import type { Game, Lane } from '../../../contract/games.ts';
import { DEFAULT_LOBBY_STATE } from './lobby-state.ts';
import { foldName, gameListQuery, lobbyConfig, memberListPage, pageWindow, subCategories } from './lobby-scope.ts';

const card = (code: string, gameType: string) => ({
  vassalage: code,
  accountTypeName: code,
  gameType,
  displayName: `${code} name`,
  lagerIcon: '',
  smallIcon: '',
  isGame: 'VASSALAGE' as const,
  appNewWindow: 0,
  gameCount: 10,
});
const classify = (...keys: string[]) => keys.map((key) => ({ key, displayName: key, gameCount: 5 }));
const LANES: Lane[] = [
  {
    title: 'RNG',
    displayName: 'Slots',
    cards: [card('PG', 'RNG'), card('JL', 'RNG')],
    gameClassify: classify('slot', 'jackpot', 'table', 'arcade', 'bingo'),
  },
  {
    title: 'BGS',
    displayName: 'In-house games',
    cards: [card('BPS', 'BGS'), card('BPO', 'BGS')],
    gameClassify: classify('slot', 'arcade'),
  },
  { title: 'FISH', displayName: 'Fishing', cards: [card('JDB', 'FISH')], gameClassify: classify('arcade') },
];

const game = (nodeId: number, over: Partial<Game> = {}): Game => ({
  gameId: nodeId,
  nodeId,
  gameCode: `G${nodeId}`,
  gameName: `Game ${nodeId}`,
  vassalage: 'PG',
  accountTypeName: 'PG',
  gameType: 'RNG',
  gameClassify: 'slot',
  isGame: 'game',
  isHot: 0,
  isNew: 0,
  freeplay: 0,
  iconUrl: '',
  theme: 0,
  platform: 'html5-desktop',
  appNewWindow: 0,
  ...over,
});

describe('game list page scope', () => {
  it('offers the slots vendors plus the in-house group, and the sub-categories without bingo', () => {
    const rng = lobbyConfig('RNG', '/rng', LANES);
    expect(rng.vendorChoices).toEqual([
      { code: 'PG', name: 'PG name' },
      { code: 'JL', name: 'JL name' },
      { code: 'INHOUSE', name: 'In-house games' },
    ]);
    expect(rng.vendorMembers.INHOUSE).toEqual(['BPS', 'BPO']);
    expect(rng.classifies).toEqual(['jackpot', 'table', 'arcade']);
    expect(rng.onlyVendors).toEqual([]);
    expect(rng.memberGameType).toBe('RNG');
  });

  it('offers bingo only where Tagalog is a supported language', () => {
    expect(subCategories(['ES', 'EN'])).not.toContain('bingo');
    expect(subCategories(['ES', 'TY'])).toContain('bingo');
    expect(lobbyConfig('RNG', '/rng', LANES, ['EN', 'TY']).classifies).toEqual(['jackpot', 'table', 'arcade', 'bingo']);
  });

  it('keeps the in-house page to the house studios, whose games are slots', () => {
    const bgs = lobbyConfig('BGS', '/bgs', LANES);
    expect(bgs.vendors).toEqual(['BPS', 'BPO']);
    expect(bgs.onlyVendors).toEqual(['BPS', 'BPO']);
    expect(bgs.memberGameType).toBe('RNG');
    expect(bgs.classifies).toEqual(['arcade']);
  });

  it('offers no sub-categories where a lane has only one, and nothing for a missing lane', () => {
    expect(lobbyConfig('FISH', '/fish', LANES).classifies).toEqual([]);
    const pvp = lobbyConfig('PVP', '/pvp', LANES);
    expect(pvp.vendors).toEqual([]);
    expect(pvp.classifies).toEqual([]);
  });
});

describe('game list query', () => {
  const rng = lobbyConfig('RNG', '/rng', LANES);

  it('asks as the desktop client does (SPEC section 7)', () => {
    expect(gameListQuery(rng, DEFAULT_LOBBY_STATE, 'ES')).toEqual({
      clientType: 3,
      platform: 'flash,html5-desktop',
      merchant: 'betplay',
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 20,
      language: 'ES',
    });
  });

  it('narrows by sub-category, vendor, flag and page', () => {
    const query = gameListQuery(rng, { filter: 'HOT', classify: 'table', vendor: 'INHOUSE', search: '', page: 4 }, 'EN');
    expect(query).toMatchObject({ gameClassify: 'table', vassalage: 'INHOUSE', filter: 'HOT', pageNo: 4, language: 'EN' });
    expect(gameListQuery(rng, { ...DEFAULT_LOBBY_STATE, filter: 'ALL' }, 'EN')).not.toHaveProperty('filter');
  });

  it('searches by name without the language parameter', () => {
    const query = gameListQuery(rng, { ...DEFAULT_LOBBY_STATE, search: 'dragon' }, 'ES');
    expect(query.gameName).toBe('dragon');
    expect(query).not.toHaveProperty('language');
  });
});

describe('the member lists on a game list page', () => {
  const games = [
    game(1, { gameName: 'Dragón de Oro' }),
    game(2, { vassalage: 'JL', gameClassify: 'table' }),
    game(3, { vassalage: 'BPS', gameClassify: 'arcade' }),
    game(4, { gameType: 'FISH', vassalage: 'JDB' }),
  ];

  it('keeps the page category, its vendor, sub-category and search', () => {
    const rng = lobbyConfig('RNG', '/rng', LANES);
    const ids = (page: { games: readonly Game[] }) => page.games.map((g) => g.nodeId);
    expect(ids(memberListPage(games, rng, DEFAULT_LOBBY_STATE))).toEqual([1, 2, 3]);
    expect(ids(memberListPage(games, rng, { ...DEFAULT_LOBBY_STATE, vendor: 'INHOUSE' }))).toEqual([3]);
    expect(ids(memberListPage(games, rng, { ...DEFAULT_LOBBY_STATE, classify: 'table' }))).toEqual([2]);
    expect(ids(memberListPage(games, rng, { ...DEFAULT_LOBBY_STATE, search: 'dragon' }))).toEqual([1]);
    expect(ids(memberListPage(games, lobbyConfig('BGS', '/bgs', LANES), DEFAULT_LOBBY_STATE))).toEqual([3]);
    expect(ids(memberListPage(games, lobbyConfig('FISH', '/fish', LANES), DEFAULT_LOBBY_STATE))).toEqual([4]);
  });

  it('pages 20 at a time, with the totals', () => {
    const many = Array.from({ length: 45 }, (_, i) => game(i + 1));
    const rng = lobbyConfig('RNG', '/rng', LANES);
    const third = memberListPage(many, rng, { ...DEFAULT_LOBBY_STATE, page: 3 });
    expect(third).toMatchObject({ totalCount: 45, totalPages: 3, page: 3 });
    expect(third.games.map((g) => g.nodeId)).toEqual([41, 42, 43, 44, 45]);
    expect(memberListPage([], rng, DEFAULT_LOBBY_STATE)).toEqual({ games: [], totalCount: 0, totalPages: 0, page: 1 });
  });

  it('folds case and accents', () => {
    expect(foldName('  DRAGÓN ')).toBe('dragon');
  });
});

describe('pager', () => {
  it('shows no pager for one page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([]);
  });

  it('shows every page of a short list', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves gaps in a long list, never for a single page', () => {
    expect(pageWindow(1, 500)).toEqual([1, 2, 3, 'gap', 500]);
    expect(pageWindow(6, 500)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 500]);
    expect(pageWindow(5, 500)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 500]);
    expect(pageWindow(500, 500)).toEqual([1, 'gap', 498, 499, 500]);
  });
});
