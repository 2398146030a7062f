import { describe, expect, it } from 'vitest';
import type { Lane, VendorCard } from '../../../contract/games.ts';
import { currentSideMenuKey, DROP_MENU_LARGE_ABOVE, headerNav, lotteryCardPath, lotteryPath, sideMenuEntries } from './site-nav.ts';

// Lanes of game lists hold VASSALAGE cards; the others launch a lobby, their first game.
const LIST_LANES = new Set(['RNG', 'BGS', 'FISH', 'PVP']);
let nextId = 1;
const card = (vassalage: string, gameType: string): VendorCard => {
  const id = nextId++;
  return {
    vassalage,
    accountTypeName: vassalage,
    gameType,
    displayName: `${vassalage} Games`,
    lagerIcon: `/cdn/games/vendor/${vassalage}.svg`,
    smallIcon: `/cdn/games/vendor/${vassalage}.svg`,
    isGame: LIST_LANES.has(gameType) ? 'VASSALAGE' : 'game',
    appNewWindow: vassalage === 'SBO' ? 1 : 0,
    gameCount: 10,
    ...(LIST_LANES.has(gameType) ? {} : { gameId: id, nodeId: 9000 + id }),
  };
};
const lane = (title: string, ...vendors: string[]): Lane => ({
  title,
  displayName: title,
  cards: vendors.map((v) => card(v, title)),
  gameClassify: [],
});

// In the feed's own order, which is not the header's.
const LANES = [
  lane('RNG', 'PG'),
  lane('BGS', 'BPS', 'BPO'),
  lane('LIVE', 'EVO'),
  lane('SPORTS', 'SBO', 'SABA'),
  lane('ESPORTS'),
  lane('COCKFIGHT', 'SV3'),
  lane('FISH', 'JDB'),
  lane('LOTT', 'TCG_LOTTO_VN', 'LOTT'),
  lane('ELOTT', 'LOTT'),
];
const laneCard = (title: string, index = 0) => LANES.find((l) => l.title === title)!.cards[index]!;
const CODES = new Map([
  [laneCard('LOTT').gameId!, 'VN-0001'],
  [laneCard('ELOTT').gameId!, 'LOTT-0009'],
]);

describe('header navigation', () => {
  it('lists Home, Promotions, then every category with vendors in the header order', () => {
    expect(headerNav(LANES).map((i) => i.key)).toEqual(['HOME', 'PROMO', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'COCKFIGHT']);
    expect(headerNav([]).map((i) => [i.key, i.href])).toEqual([
      ['HOME', '/'],
      ['PROMO', '/promotions'],
    ]);
  });

  it('opens the page for Home, Promotions, PVP, FISH, RNG and several vendors, else launches the vendor', () => {
    const items = headerNav(LANES);
    const opens = Object.fromEntries(items.map((i) => [i.key, i.opens]));
    expect(opens).toEqual({
      HOME: 'page',
      PROMO: 'page',
      LOTT: 'page',
      LIVE: 'vendor',
      SPORTS: 'page',
      FISH: 'page',
      RNG: 'page',
      COCKFIGHT: 'vendor',
    });
    // The link stays the category page for a page without script; the click launches the lane card's lobby.
    const live = items.find((i) => i.key === 'LIVE')!;
    expect(live.href).toBe('/live');
    expect(live.launch).toEqual({
      gameId: laneCard('LIVE').gameId,
      nodeId: laneCard('LIVE').nodeId,
      vendor: 'EVO',
      gameType: 'LIVE',
      platform: 'html5-desktop',
      newWindow: false,
      name: 'EVO Games',
    });
    expect(items.find((i) => i.key === 'SPORTS')!.launch).toBeNull();
  });

  it('sends a lone lottery vendor to its lottery page, and a lone vendor without a lobby to the category', () => {
    const [lott] = headerNav([lane('LOTT', 'TCG_SEA')], new Map([[nextId - 1, 'SEA-1']])).slice(2);
    expect(lott).toMatchObject({ key: 'LOTT', opens: 'vendor', href: '/seaLottery?gameCode=SEA-1', launch: null });
    const listOnly: Lane = { ...lane('LIVE', 'EVO'), cards: [{ ...card('EVO', 'RNG'), gameType: 'LIVE' }] };
    expect(headerNav([listOnly])[2]).toMatchObject({ key: 'LIVE', opens: 'page', href: '/live', launch: null });
  });

  it('lists the vendors of each drop menu, large above ten; lobbies launch, lotteries open their page', () => {
    const items = headerNav(LANES, CODES);
    const sports = items.find((i) => i.key === 'SPORTS')!;
    expect(sports.vendors.map(({ launch, ...v }) => ({ ...v, launches: launch?.vendor, newWindow: launch?.newWindow }))).toEqual([
      {
        code: 'SBO',
        name: 'SBO Games',
        icon: '/cdn/games/vendor/SBO.svg',
        href: '/sports?vassalage=SBO',
        launches: 'SBO',
        newWindow: true,
      },
      {
        code: 'SABA',
        name: 'SABA Games',
        icon: '/cdn/games/vendor/SABA.svg',
        href: '/sports?vassalage=SABA',
        launches: 'SABA',
        newWindow: false,
      },
    ]);
    expect(sports.large).toBe(false);
    expect(items.find((i) => i.key === 'RNG')!.vendors[0]).toMatchObject({ href: '/rng?vassalage=PG', launch: null });
    expect(items.find((i) => i.key === 'LOTT')!.vendors.map((v) => [v.href, v.launch])).toEqual([
      ['/vnLottery?gameCode=VN-0001', null],
      ['/lottery', null],
    ]);
    const many = Array.from({ length: DROP_MENU_LARGE_ABOVE + 1 }, (_, i) => `V${i}`);
    expect(headerNav([lane('RNG', ...many.slice(1))])[2]!.large).toBe(false);
    expect(headerNav([lane('RNG', ...many)])[2]!.large).toBe(true);
  });
});

describe('lottery pages', () => {
  it('route by vendor, on a game when its code is known, else the lobby', () => {
    expect(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'OTHER'].map((v) => lotteryPath(v, 'A 1'))).toEqual([
      '/vnLottery?gameCode=A%201',
      '/seaLottery?gameCode=A%201',
      '/lottery?gameCode=A%201',
      '/lottery?gameCode=A%201',
      '/lottery?gameCode=A%201',
    ]);
    expect(lotteryPath('TCG_SEA')).toBe('/seaLottery');
    expect(lotteryCardPath({ vassalage: 'TCG_LOTTO_VN', gameId: 404 }, CODES)).toBe('/vnLottery');
    expect(lotteryCardPath(laneCard('LOTT'), CODES)).toBe('/vnLottery?gameCode=VN-0001');
  });
});

describe('side menu', () => {
  it('has Home, the categories with vendors and the in-house group, then Promotions; lotteries open their first game', () => {
    expect(sideMenuEntries(LANES, CODES)).toEqual([
      { key: 'HOME', href: '/' },
      { key: 'LOTT', href: '/vnLottery?gameCode=VN-0001' },
      { key: 'ELOTT', href: '/lottery?gameCode=LOTT-0009' },
      { key: 'LIVE', href: '/live' },
      { key: 'SPORTS', href: '/sports' },
      { key: 'FISH', href: '/fish' },
      { key: 'RNG', href: '/rng' },
      { key: 'INHOUSE', href: '/rng?vassalage=INHOUSE' },
      { key: 'COCKFIGHT', href: '/cockfight' },
      { key: 'PROMO', href: '/promotions' },
    ]);
    // Without the codes (the lottery menu did not answer) the lotteries open their vendor's lobby.
    expect(sideMenuEntries(LANES).slice(1, 3)).toEqual([
      { key: 'LOTT', href: '/vnLottery' },
      { key: 'ELOTT', href: '/lottery' },
    ]);
  });

  it('marks the in-house entry on the slots page filtered to it', () => {
    expect(currentSideMenuKey('RNG', new URL('http://site.test/rng?vassalage=INHOUSE'))).toBe('INHOUSE');
    expect(currentSideMenuKey('RNG', new URL('http://site.test/rng?vassalage=PG'))).toBe('RNG');
    expect(currentSideMenuKey(null, new URL('http://site.test/help'))).toBeNull();
  });

  it('marks the lottery category of the lottery page being shown', () => {
    const entries = sideMenuEntries(LANES, CODES);
    const on = (path: string) => currentSideMenuKey(null, new URL(`http://site.test${path}`), LANES, entries);
    // The entry that opens this very game, then the first lottery with a vendor on the page.
    expect(on('/lottery?gameCode=LOTT-0009')).toBe('ELOTT');
    expect(on('/vnLottery?gameCode=VN-0001')).toBe('LOTT');
    expect(on('/vnLottery?gameCode=VN-0002')).toBe('LOTT');
    expect(on('/lottery?gameCode=LOTT-0001')).toBe('LOTT');
    expect(on('/lottery')).toBe('LOTT');
    // No lottery lane has a vendor on the SEA page.
    expect(on('/seaLottery?gameCode=SEA-0001')).toBeNull();
    expect(currentSideMenuKey(null, new URL('http://site.test/lottery'))).toBeNull();
  });
});
