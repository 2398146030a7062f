import { describe, expect, it } from 'vitest';
import type { Lane, VendorCard } from '../../contract/games.ts';
import { currentSideMenuKey, DROP_MENU_LARGE_ABOVE, headerNav, sideMenuEntries } from './site-nav.ts';

const card = (vassalage: string, gameType: string): VendorCard => ({
  vassalage,
  accountTypeName: vassalage,
  gameType,
  displayName: `${vassalage} Games`,
  lagerIcon: `/cdn/games/vendor/${vassalage}.svg`,
  smallIcon: `/cdn/games/vendor/${vassalage}.svg`,
  isGame: 'VASSALAGE',
  appNewWindow: 0,
  gameCount: 10,
});
const lane = (title: string, ...vendors: string[]): Lane => ({ title, displayName: title, cards: vendors.map((v) => card(v, title)), gameClassify: [] });

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
  lane('ELOTT', 'ELOTT'),
];

describe('header navigation', () => {
  it('lists Home, Promotions, then every category with vendors in the header order', () => {
    expect(headerNav(LANES).map((i) => i.key)).toEqual(['HOME', 'PROMO', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'COCKFIGHT']);
    expect(headerNav([]).map((i) => [i.key, i.href])).toEqual([
      ['HOME', '/'],
      ['PROMO', '/promotions'],
    ]);
  });

  it('opens the page for Home, Promotions, PVP, FISH, RNG and several vendors, else the vendor', () => {
    const opens = Object.fromEntries(headerNav(LANES).map((i) => [i.key, i.opens]));
    expect(opens).toEqual({ HOME: 'page', PROMO: 'page', LOTT: 'page', LIVE: 'vendor', SPORTS: 'page', FISH: 'page', RNG: 'page', COCKFIGHT: 'vendor' });
    expect(headerNav(LANES).find((i) => i.key === 'LIVE')?.href).toBe('/live');
  });

  it('lists the vendors of each drop menu, large above ten', () => {
    const sports = headerNav(LANES).find((i) => i.key === 'SPORTS')!;
    expect(sports.vendors).toEqual([
      { code: 'SBO', name: 'SBO Games', icon: '/cdn/games/vendor/SBO.svg', href: '/sports?vassalage=SBO' },
      { code: 'SABA', name: 'SABA Games', icon: '/cdn/games/vendor/SABA.svg', href: '/sports?vassalage=SABA' },
    ]);
    expect(sports.large).toBe(false);
    const many = Array.from({ length: DROP_MENU_LARGE_ABOVE + 1 }, (_, i) => `V${i}`);
    expect(headerNav([lane('RNG', ...many.slice(1))])[2]!.large).toBe(false);
    expect(headerNav([lane('RNG', ...many)])[2]!.large).toBe(true);
  });
});

describe('side menu', () => {
  it('has Home, the categories with vendors and the in-house group, then Promotions', () => {
    expect(sideMenuEntries(LANES)).toEqual([
      { key: 'HOME', href: '/' },
      { key: 'LOTT', href: '/lott' },
      { key: 'ELOTT', href: '/elott' },
      { key: 'LIVE', href: '/live' },
      { key: 'SPORTS', href: '/sports' },
      { key: 'FISH', href: '/fish' },
      { key: 'RNG', href: '/rng' },
      { key: 'INHOUSE', href: '/rng?vassalage=INHOUSE' },
      { key: 'COCKFIGHT', href: '/cockfight' },
      { key: 'PROMO', href: '/promotions' },
    ]);
  });

  it('marks the in-house entry on the slots page filtered to it', () => {
    expect(currentSideMenuKey('RNG', new URL('http://site.test/rng?vassalage=INHOUSE'))).toBe('INHOUSE');
    expect(currentSideMenuKey('RNG', new URL('http://site.test/rng?vassalage=PG'))).toBe('RNG');
    expect(currentSideMenuKey(null, new URL('http://site.test/help'))).toBeNull();
  });
});
