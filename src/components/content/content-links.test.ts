import { describe, expect, it } from 'vitest';
import { contentLinkOf, gamePagePath, vendorPagePath } from './content-links.ts';

describe('content links', () => {
  it('opens other sites in a new tab, http(s) only', () => {
    expect(contentLinkOf({ linkageType: 'url', linkage: 'https://example.com/a' })).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(contentLinkOf({ linkageType: 'url', linkage: 'javascript:alert(1)' })).toBeNull();
    expect(contentLinkOf({ linkageType: 'url', linkage: 'data:text/html,x' })).toBeNull();
  });

  it('follows routes of this site only', () => {
    expect(contentLinkOf({ linkageType: 'route', linkage: '/rng?vassalage=PG' })).toEqual({ kind: 'site', href: '/rng?vassalage=PG' });
    expect(contentLinkOf({ linkageType: 'route', linkage: '//evil.example' })).toBeNull();
    expect(contentLinkOf({ linkageType: 'route', linkage: '/\\evil.example' })).toBeNull();
    expect(contentLinkOf({ linkageType: 'route', linkage: 'https://evil.example' })).toBeNull();
  });

  it('points a promotion at its card', () => {
    expect(contentLinkOf({ linkageType: 'promotion', linkage: '12' })).toEqual({ kind: 'site', href: '/promotions#promotion-12' });
    expect(contentLinkOf({ linkageType: 'promotion', linkage: 'cashback' })).toEqual({ kind: 'site', href: '/promotions' });
    expect(contentLinkOf({ linkageType: 'promotion', linkage: '12"><b' })).toBeNull();
  });

  it('sends a game to its category page', () => {
    expect(contentLinkOf({ linkageType: 'game', linkage: 'RNG:1042' })).toEqual({ kind: 'site', href: '/rng' });
    expect(contentLinkOf({ linkageType: 'game', linkage: 'live' })).toEqual({ kind: 'site', href: '/live' });
    expect(contentLinkOf({ linkageType: 'game', linkage: 'CASINO:1' })).toBeNull();
  });

  it('has no target without a linkage', () => {
    expect(contentLinkOf({ linkageType: 'none', linkage: '/x' })).toBeNull();
    expect(contentLinkOf({ linkageType: 'url', linkage: null })).toBeNull();
    expect(contentLinkOf({ linkageType: 'route', linkage: '  ' })).toBeNull();
  });
});

describe('game and vendor pages', () => {
  it('leads a game to its category list, narrowed to its vendor', () => {
    expect(gamePagePath({ gameType: 'RNG', vassalage: 'PG' })).toBe('/rng?vassalage=PG');
    expect(gamePagePath({ gameType: 'FISH', vassalage: 'J&L' })).toBe('/fish?vassalage=J%26L');
    expect(gamePagePath({ gameType: 'NOPE', vassalage: 'PG' })).toBe('/');
  });

  it('leads a vendor to its game list, or to its category when the card launches a lobby', () => {
    expect(vendorPagePath({ gameType: 'RNG', vassalage: 'PG', isGame: 'VASSALAGE' })).toBe('/rng?vassalage=PG');
    expect(vendorPagePath({ gameType: 'SPORTS', vassalage: 'SBO', isGame: 'game' })).toBe('/sports');
    expect(vendorPagePath({ gameType: 'BGS', vassalage: 'BPS', isGame: 'VASSALAGE' })).toBe('/bgs?vassalage=BPS');
  });
});
