import { startBareServer, type BarePage } from './bare.ts';
import { measureHtml } from './html-size.ts';
import { measureRoute, openBrowser, type JsBytes } from './js-bytes.ts';
import { load, type LoadResult } from './load.ts';

/*
 * Server rendering as issue 14 ("Fast for members too") reads it: a member's `/` and `/rng`, and
 * the anonymous `/` from the page cache against a bare Astro page served in the same run. Every
 * request asks for compression as browsers do.
 */

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

/** A second of load before a measured one: the first requests to a fresh server compile its code. */
const warmUp = async (url: string, headers: Record<string, string>) => {
  await load('warm-up', url, headers, 1, 8);
};

/**
 * JavaScript of each route as Chromium loads it, for a visitor (`routes`) and for a member
 * (`memberRoutes`), then the HTML of `/` for each.
 */
export const pageWeights = async (base: string, cookie: string, routes: readonly string[], memberRoutes: readonly string[]) => {
  const browser = await openBrowser();
  const jsBytes: JsBytes[] = [];
  try {
    for (const route of routes) jsBytes.push(await measureRoute(browser, base, route));
    for (const route of memberRoutes) jsBytes.push({ ...(await measureRoute(browser, base, route, cookie)), route: `${route} (member)` });
  } finally {
    await browser.close();
  }
  console.table(jsBytes);
  const html = [await measureHtml(base, '/'), await measureHtml(base, '/', cookie)] as const;
  console.table(html);
  return { jsBytes, html, visitorJs: jsBytes.find((j) => j.route === '/'), memberJs: jsBytes.find((j) => j.route === '/ (member)') };
};

export interface MemberPages {
  home: LoadResult;
  homeAt4: LoadResult;
  rng: LoadResult;
}

/** A member's `/` at 32 connections (the budget's) and at 4 (its latency unqueued), `/rng` at 8. */
export const memberPages = async (base: string, cookie: string, label: string): Promise<MemberPages> => {
  const asMember = { ...BROWSER, Cookie: cookie };
  await warmUp(`${base}/`, asMember);
  const home = await load(`SSR / (member, ${label}, 32 connections)`, `${base}/`, asMember);
  const homeAt4 = await load(`SSR / (member, ${label}, 4 connections)`, `${base}/`, asMember, undefined, 4);
  await warmUp(`${base}/rng`, asMember);
  const rng = await load(`SSR /rng (member, ${label}, 8 connections)`, `${base}/rng`, asMember, undefined, 8);
  return { home, homeAt4, rng };
};

/** The anonymous `/` at 32 connections, served from the page cache after its first render. */
export const anonymousHome = async (base: string): Promise<LoadResult> => {
  await warmUp(`${base}/`, BROWSER);
  return load('SSR / (gzip, as browsers ask)', `${base}/`, BROWSER);
};

/**
 * The bare page loaded as the anonymous `/` is, on its own server started for it: run after the
 * site's load, while the site's server waits, so neither shares the two cores with the other.
 */
export const bareHome = async (bare: BarePage, port: number): Promise<LoadResult> => {
  const reference = await startBareServer(bare, port);
  try {
    await warmUp(`${reference.base}/`, BROWSER);
    return await load('bare Astro page / (reference, gzip, as browsers ask)', `${reference.base}/`, BROWSER);
  } finally {
    await reference.stop();
  }
};

/** The anonymous `/`'s requests per second as a share of the bare page's (the budget: at least half). */
export const shareOfBare = (anonymous: LoadResult, bare: LoadResult) => anonymous.requestsPerSecond / Math.max(1, bare.requestsPerSecond);
