/**
 * The site's routes (SPEC section 2): one table read by the pages, which render from it, and by
 * the guards, which decide redirects from it.
 */
export type Layout = 'site' | 'game' | 'agent';

/**
 * Who may open a route that needs a session: `session` any logged-in account (trial included),
 * `member` a real account (no trial), `agent` an agent account.
 */
export type Role = 'session' | 'member' | 'agent';

export type CategoryKey = 'HOME' | 'PROMO' | 'LIVE' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT' | 'FISH' | 'RNG' | 'PVP' | 'BGS';

export interface SiteRoute {
  readonly paths: readonly string[];
  readonly pageKey: string;
  readonly categoryKey: CategoryKey | null;
  /** The side-menu entry of the category; the in-house group has its own key. */
  readonly menuKey: string | null;
  readonly layout: Layout;
  /** Without a session the visitor goes to the login page of the route's area. */
  readonly requiresAuth: boolean;
  readonly role: Role | null;
  /** `pages.<id>.title` and `pages.<id>.heading` in locales/<lang>/pages.json. */
  readonly textKey: string;
}

const route = (paths: readonly string[], pageKey: string, extra: Partial<SiteRoute> = {}): SiteRoute => ({
  paths,
  pageKey,
  categoryKey: null,
  menuKey: null,
  layout: 'site',
  requiresAuth: false,
  role: null,
  textKey: pageKey,
  ...extra,
});

const category = (key: CategoryKey, menuKey: string = key): SiteRoute => route([`/${key.toLowerCase()}`], key.toLowerCase(), { categoryKey: key, menuKey });

const needs = (role: Role, layout: Layout = 'site') => ({ requiresAuth: true, role, layout });

export const ROUTES = {
  // /login and /register show the home page (their pop-ups open on it) and share its page key.
  home: route(['/', '/index', '/index.html', '/home'], 'home', { categoryKey: 'HOME', menuKey: 'HOME' }),
  login: route(['/login'], 'home', { categoryKey: 'HOME', menuKey: 'HOME', textKey: 'login' }),
  register: route(['/register'], 'home', { categoryKey: 'HOME', menuKey: 'HOME', textKey: 'register' }),
  agent: route(['/agent'], 'agent', { layout: 'agent' }),
  agentHome: route(['/agentHome'], 'agentHome', needs('agent', 'agent')),
  member: route(['/member'], 'member', needs('member')),
  help: route(['/help'], 'help'),
  promotions: route(['/promotions'], 'promotions', { categoryKey: 'PROMO', menuKey: 'PROMO' }),
  // A post's own page, /blog/<slug>, renders in this route's layout (src/pages/blog/[slug].astro).
  blog: route(['/blog'], 'blog'),
  pointMall: route(['/pointMall'], 'pointMall', needs('member')),
  seamless: route(['/seamless'], 'seamless', needs('member', 'game')),
  live: category('LIVE'),
  sports: category('SPORTS'),
  esports: category('ESPORTS'),
  lott: category('LOTT'),
  elott: category('ELOTT'),
  cockfight: category('COCKFIGHT'),
  fish: category('FISH'),
  rng: category('RNG'),
  pvp: category('PVP'),
  bgs: category('BGS', 'INHOUSE'),
  favorite: route(['/favorite'], 'favorite', needs('member')),
  recent: route(['/recent'], 'recent', needs('member')),
  lottery: route(['/lottery'], 'lottery', needs('session', 'game')),
  seaLottery: route(['/seaLottery'], 'seaLottery', needs('session', 'game')),
  vnLottery: route(['/vnLottery'], 'vnLottery', needs('session', 'game')),
  notFound: route(['/404'], 'notFound'),
} as const satisfies Record<string, SiteRoute>;

export type RouteId = keyof typeof ROUTES;

const byPath = new Map<string, SiteRoute>(Object.values(ROUTES).flatMap((r) => r.paths.map((p) => [p, r] as const)));

/** The route of a URL path; a trailing slash is ignored, letter case is not (routes are case-sensitive). */
export const routeForPath = (pathname: string): SiteRoute | undefined => byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/** Where a visitor without a session goes instead: agents have their own login page. */
export const loginPathFor = (r: SiteRoute) => (r.role === 'agent' ? '/agent' : '/login');

/** Paths answered by the platform gateway; page guards leave them alone, the platform gates them. */
/**
 * `/gs` is the embedded game server (the pages games launch into), `/pay` the embedded payment
 * provider (its checkout page); in proxy mode vendors and the provider host their own.
 */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/gs', '/pay', '/oidc-provider'] as const;

export const isApiPath = (pathname: string) => API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Generated artwork: the same for everyone, needed by nothing a closed site shows. */
export const ASSET_PREFIX = '/cdn/';

/** The islands' catalogue files (`/text/<lang>/<namespace>.json`): the same for every reader of a language. */
export const TEXT_PREFIX = '/text/';

/** Liveness and readiness probes: they answer for the process even in maintenance or from a blocked region. */
export const PROBE_PATHS: readonly string[] = ['/healthz', '/readyz'];

/** Calls, assets and probes answer for themselves; the page guards (screens, sessions) are for pages. */
export const skipsPageGuards = (pathname: string) =>
  isApiPath(pathname) || pathname.startsWith(ASSET_PREFIX) || pathname.startsWith(TEXT_PREFIX) || PROBE_PATHS.includes(pathname);

/** The language form's endpoint: it must work on the maintenance and region screens too. */
export const LANGUAGE_ENDPOINT = '/language';

/** Internal routes that render the system screens; reached only by the status guard's rewrite. */
export const SCREEN_PATHS = { maintenance: '/screens/maintenance', blocked: '/screens/blocked' } as const;
