import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isApiPath, loginPathFor, routeForPath, ROUTES, type RouteId } from './routes.ts';

/** SPEC section 2: every route, its page key and category key. */
const SPEC: Array<[path: string, pageKey: string, categoryKey: string | null]> = [
  ['/', 'home', 'HOME'],
  ['/index', 'home', 'HOME'],
  ['/index.html', 'home', 'HOME'],
  ['/home', 'home', 'HOME'],
  ['/login', 'home', 'HOME'],
  ['/register', 'home', 'HOME'],
  ['/agent', 'agent', null],
  ['/agentHome', 'agentHome', null],
  ['/member', 'member', null],
  ['/help', 'help', null],
  ['/promotions', 'promotions', 'PROMO'],
  ['/pointMall', 'pointMall', null],
  ['/seamless', 'seamless', null],
  ['/live', 'live', 'LIVE'],
  ['/sports', 'sports', 'SPORTS'],
  ['/esports', 'esports', 'ESPORTS'],
  ['/lott', 'lott', 'LOTT'],
  ['/elott', 'elott', 'ELOTT'],
  ['/cockfight', 'cockfight', 'COCKFIGHT'],
  ['/fish', 'fish', 'FISH'],
  ['/rng', 'rng', 'RNG'],
  ['/pvp', 'pvp', 'PVP'],
  ['/bgs', 'bgs', 'BGS'],
  ['/favorite', 'favorite', null],
  ['/recent', 'recent', null],
  ['/lottery', 'lottery', null],
  ['/seaLottery', 'seaLottery', null],
  ['/vnLottery', 'vnLottery', null],
  // The wording catalogue names a blog (SPEC section 2); a post is /blog/<slug>, in this route's layout.
  ['/blog', 'blog', null],
];

const pageFileOf = (path: string) => {
  if (path === '/') return 'index.astro';
  if (path === '/index') return 'index/index.astro';
  return `${path.slice(1)}.astro`;
};

describe('route table', () => {
  it.each(SPEC)('%s has page key %s and category key %s', (path, pageKey, categoryKey) => {
    expect(routeForPath(path)).toMatchObject({ pageKey, categoryKey });
  });

  it('covers exactly the SPEC routes, plus the not-found page', () => {
    const paths = Object.values(ROUTES).flatMap((r) => r.paths);
    expect(paths.sort()).toEqual([...SPEC.map(([p]) => p), '/404'].sort());
  });

  it('renders every route from its own page file through the table', () => {
    for (const [id, route] of Object.entries(ROUTES) as Array<[RouteId, (typeof ROUTES)[RouteId]]>) {
      for (const path of route.paths) {
        const file = join(import.meta.dirname, 'pages', pageFileOf(path));
        expect(existsSync(file), file).toBe(true);
        expect(readFileSync(file, 'utf8'), file).toMatch(new RegExp(`<RoutePage id="${id}"`));
      }
    }
  });

  it('names the in-house group by its own menu key', () => {
    expect(routeForPath('/bgs')?.menuKey).toBe('INHOUSE');
    expect(routeForPath('/rng')?.menuKey).toBe('RNG');
  });

  it('marks login-only routes, their role, and where a visitor goes instead', () => {
    const protectedRoutes = Object.values(ROUTES)
      .filter((r) => r.requiresAuth)
      .flatMap((r) => r.paths);
    expect(protectedRoutes.sort()).toEqual(
      ['/agentHome', '/favorite', '/lottery', '/member', '/pointMall', '/recent', '/seaLottery', '/seamless', '/vnLottery'].sort(),
    );
    expect(loginPathFor(ROUTES.agentHome)).toBe('/agent');
    expect(loginPathFor(ROUTES.member)).toBe('/login');
    expect(ROUTES.lottery.role).toBe('session');
    expect(ROUTES.member.role).toBe('member');
  });

  it('puts lottery pages in the game layout (no footer) and the agent pages in theirs', () => {
    const layoutOf = (path: string) => routeForPath(path)?.layout;
    expect(['/lottery', '/seaLottery', '/vnLottery'].map(layoutOf)).toEqual(['game', 'game', 'game']);
    expect(['/agent', '/agentHome'].map(layoutOf)).toEqual(['agent', 'agent']);
    expect(layoutOf('/live')).toBe('site');
  });

  it('ignores a trailing slash but not letter case', () => {
    expect(routeForPath('/live/')?.pageKey).toBe('live');
    expect(routeForPath('/AGENTHOME')).toBeUndefined();
    expect(routeForPath('/nope')).toBeUndefined();
  });

  it('tells API paths apart from pages', () => {
    expect(['/wps', '/wps/system/status', '/lgw/games', '/lotto/lgw/x'].every(isApiPath)).toBe(true);
    expect(['/', '/wpsx', '/lottery', '/lott'].some(isApiPath)).toBe(false);
  });
});
