import { expect } from 'vitest';
import { setOidcClient } from '../oidc-provider/index.ts';
import { setSocialProvider } from '../modules/identity/index.ts';
import { randomIp } from './session-fixtures.ts';
import type { TestPlatform } from './test-platform.ts';

/*
 * The browser's side of a social sign-in with the embedded OpenID Connect stand-in, through the
 * app: the start, the stand-in's page and its redirect back, the callback and the sign-up.
 */

export const ORIGIN = 'http://localhost';
export const ISSUER = `${ORIGIN}/oidc-provider`;
export const CALLBACK = `${ORIGIN}/wps/social/callback`;
export const CLIENT = { clientId: 'betplay-site', secret: 'stand-in-secret-0123456789' };

/** Registers the site with the stand-in, and the stand-in as the site's `standin` provider. */
export const setUpStandIn = async (t: TestPlatform) => {
  await setOidcClient(t.platform, { clientId: CLIENT.clientId, secret: CLIENT.secret, redirectUris: [CALLBACK] });
  await setSocialProvider(t.platform, { key: 'standin', issuer: ISSUER, clientId: CLIENT.clientId, clientSecret: CLIENT.secret, name: 'Stand-in ID' });
};

export const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);

export const pathOf = (location: string) => {
  const url = new URL(location, ORIGIN);
  return `${url.pathname}${url.search}`;
};

/** The flow's calls on the platform `current` answers (the test's, once its `beforeAll` made it). */
export const socialFlow = (current: () => TestPlatform) => {
  const request: TestPlatform['request'] = (path, init) => current().request(path, init);
  /** Up to the provider's redirect back: the start (with `extra` in its body), the page, the test user's choice. */
  const authorize = async (email: string, ip = randomIp(), extra: Record<string, string> = {}) => {
    const start = await request('/wps/social/start', {
      method: 'POST',
      ip,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'standin', ...extra }),
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()).value as { url: string };
    const stateCookie = cookieOf(start, 'social_state')!;
    const query = new URL(url).searchParams;
    expect(url.startsWith(`${ISSUER}/authorize?`)).toBe(true);
    expect([query.get('code_challenge_method'), query.get('redirect_uri'), query.get('client_id')]).toEqual(['S256', CALLBACK, CLIENT.clientId]);
    const page = await request(pathOf(url), { ip });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="email"');
    const form = new URLSearchParams(query);
    form.set('email', email);
    form.set('name', 'Ana Tester');
    form.set('decision', 'allow');
    const back = await request('/oidc-provider/authorize', {
      method: 'POST',
      ip,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(back.status).toBe(303);
    const location = back.headers.get('location')!;
    expect(location.startsWith(`${CALLBACK}?`)).toBe(true);
    return { location, stateCookie, ip, query };
  };

  const callback = (location: string, cookie: string | undefined, ip = randomIp()) =>
    request(pathOf(location), { ip, headers: cookie ? { Cookie: cookie } : {} });

  const signUp = async (ticketCookie: string, body: Record<string, string>, ip = randomIp()) =>
    request('/wps/social/signup', { method: 'POST', ip, headers: { 'Content-Type': 'application/json', Cookie: ticketCookie }, body: JSON.stringify(body) });

  /** A new identity's way to its sign-up: the ticket cookie the callback gave. */
  const ticketFor = async (email: string, extra: Record<string, string> = {}) => {
    const flow = await authorize(email, randomIp(), extra);
    const back = await callback(flow.location, flow.stateCookie);
    expect(back.headers.get('location')).toBe('/login?social=signup');
    return cookieOf(back, 'social_signup')!;
  };

  return { authorize, callback, signUp, ticketFor };
};
