import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../contract/endpoints.ts';
import { createGateway, type Gateway } from './gateway.ts';
import type { PlatformAccess } from './platform-access.ts';

const SITE = 'http://127.0.0.1:4390';
const TOKEN = 'tok_0123456789abcdef0123456789abcdef';
const IP = '198.51.100.23';

/** A stand-in platform that echoes what reached it and issues a token on login. */
const fakePlatform = () => {
  const seen: Request[] = [];
  const app = new Hono<{ Bindings: { clientIp?: string } }>()
    .use(async (c, next) => {
      seen.push(c.req.raw.clone());
      await next();
    })
    .get('/wps/echo', (c) =>
      c.json({
        success: true,
        value: {
          authorization: c.req.header('authorization') ?? null,
          cookie: c.req.header('cookie') ?? null,
          forwardedFor: c.req.header('x-forwarded-for') ?? null,
          merchant: c.req.header('merchant') ?? null,
          requestId: c.req.header('x-request-id') ?? null,
          bindingIp: c.env?.clientIp ?? null,
        },
      }),
    )
    .post('/wps/session/login', (c) => {
      c.header('set-cookie', 'session=planted; Path=/', { append: true });
      c.header('set-cookie', 'captchaId=abc; Path=/', { append: true });
      return c.json({ success: true, value: { token: TOKEN, id: 7, userName: 'player01', firstTimeLogin: false } });
    })
    .post('/wps/session/login/freeplay', (c) => c.json({ success: false, errorCode: 'function.not.available', value: { token: 'leak' } }, 403))
    .post('/wps/session/handoff/redeem', (c) => c.json({ success: true, value: { token: TOKEN, id: 7, userName: 'player01' } }))
    .post('/wps/session/login/verification', (c) => c.json({ success: true, value: { token: TOKEN, id: 7, language: 'EN' } }))
    .put('/wps/member/register', (c) => c.json({ success: true, value: { token: TOKEN, id: 8, language: 'FR' } }))
    .delete('/wps/session/logout', (c) => c.json({ success: true }))
    .get('/wps/member/info', (c) => c.json({ success: false, errorCode: 'login.not.session' }, 401))
    .post('/wps/member/password/email', async (c) => c.json({ success: true, value: await c.req.text() }))
    .post('/wps/feedback', (c) => c.json({ success: true }));
  const access: PlatformAccess = async (request, clientIp) => app.fetch(request, { clientIp });
  return { seen, access };
};

const setup = (secureCookies = false) => {
  const platform = fakePlatform();
  const gateway: Gateway = createGateway({ access: platform.access, secureCookies });
  const call = (path: string, init: RequestInit = {}) => gateway(new Request(`${SITE}${path}`, init), { clientIp: IP });
  return { ...platform, call };
};

const json = { 'content-type': 'application/json' };
const bodyOf = async (response: Response) => (await response.json()) as { success: boolean; errorCode?: string; value?: Record<string, unknown> };

describe('gateway credential', () => {
  it('turns the session cookie into Authorization and passes other cookies on', async () => {
    const { call } = setup();
    const response = await call('/wps/echo', {
      headers: { cookie: `captchaId=abc; session=${TOKEN}`, merchant: 'betplay', authorization: 'forged' },
    });
    expect((await bodyOf(response)).value).toEqual({
      authorization: TOKEN,
      cookie: 'captchaId=abc',
      forwardedFor: IP,
      merchant: 'betplay',
      requestId: null,
      bindingIp: IP,
    });
  });

  it("passes a load balancer's request id on to the platform", async () => {
    const { call } = setup();
    const body = await bodyOf(await call('/wps/echo', { headers: { 'x-request-id': 'lb-7f3a' } }));
    expect(body.value).toMatchObject({ requestId: 'lb-7f3a' });
  });

  it('uses the __Host- cookie when cookies are Secure', async () => {
    const { call } = setup(true);
    const plain = await call('/wps/echo', { headers: { cookie: `session=${TOKEN}` } });
    expect((await bodyOf(plain)).value?.authorization).toBeNull();
    const secure = await call('/wps/echo', { headers: { cookie: `__Host-session=${TOKEN}` } });
    expect((await bodyOf(secure)).value?.authorization).toBe(TOKEN);
  });

  it('keeps a login token in an HttpOnly cookie and out of the JSON', async () => {
    const { call } = setup();
    const response = await call('/wps/session/login', { method: 'POST', headers: { ...json, origin: SITE }, body: '{"value":"x"}' });
    const body = await bodyOf(response);
    expect(body.value).toEqual({ id: 7, userName: 'player01', firstTimeLogin: false });
    expect(JSON.stringify(body)).not.toContain(TOKEN);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain(`session=${TOKEN}; Path=/; HttpOnly; SameSite=Lax`);
    expect(cookies).toContain('captchaId=abc; Path=/');
    expect(cookies.some((c) => c.startsWith('session=planted'))).toBe(false);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('adopts the site language a login answers, and only a shipped one', async () => {
    const { call } = setup();
    const chosen = await call('/wps/session/login/verification', { method: 'POST', headers: json, body: '{}' });
    expect(chosen.headers.getSetCookie()).toContain('lang=EN; Path=/; Max-Age=31536000; SameSite=Lax');
    const unknown = await call('/wps/member/register', { method: 'PUT', headers: json, body: '{}' });
    expect(unknown.headers.getSetCookie().some((c) => c.startsWith('lang='))).toBe(false);
    expect(unknown.headers.getSetCookie()).toContain(`session=${TOKEN}; Path=/; HttpOnly; SameSite=Lax`);
    const none = await call('/wps/session/login', { method: 'POST', headers: json, body: '{}' });
    expect(none.headers.getSetCookie().some((c) => c.startsWith('lang='))).toBe(false);
  });

  it('marks the cookie Secure when configured', async () => {
    const { call } = setup(true);
    const response = await call('/wps/session/login', { method: 'POST', headers: json, body: '{}' });
    expect(response.headers.getSetCookie()).toContain(`__Host-session=${TOKEN}; Path=/; HttpOnly; SameSite=Lax; Secure`);
  });

  it('turns a redeemed app hand-off code into the session cookie', async () => {
    const { call } = setup();
    const response = await call('/wps/session/handoff/redeem', { method: 'POST', headers: json, body: '{"code":"x"}' });
    expect(response.headers.getSetCookie()).toContain(`session=${TOKEN}; Path=/; HttpOnly; SameSite=Lax`);
    expect(await response.text()).not.toContain(TOKEN);
  });

  it('strips a token even from a refusal and sets no cookie', async () => {
    const { call } = setup();
    const response = await call('/wps/session/login/freeplay', { method: 'POST', headers: json, body: '{}' });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('leak');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('clears the cookie on logout and when the platform answers 401', async () => {
    const { call } = setup();
    const cleared = 'session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';
    const logout = await call('/wps/session/logout', { method: 'DELETE', headers: { ...json, origin: SITE, cookie: `session=${TOKEN}` } });
    expect(logout.headers.getSetCookie()).toContain(cleared);
    const dead = await call('/wps/member/info', { headers: { cookie: `session=${TOKEN}` } });
    expect(dead.status).toBe(401);
    expect(dead.headers.getSetCookie()).toContain(cleared);
  });
});

describe('gateway credential calls', () => {
  const endpoints = Object.entries(ENDPOINTS) as [EndpointName, (typeof ENDPOINTS)[EndpointName]][];

  it('are the calls that log in, as the registry flags them', () => {
    const flagged = endpoints.filter(([, e]) => e.credential).map(([name]) => name);
    expect(flagged.sort()).toEqual([
      'freeplayLogin',
      'handoffRedeem',
      'login',
      'loginVerification',
      'register',
      'registerMobile',
      'socialSignup',
      'socialVerify',
    ]);
  });

  it('turn a token into the cookie for a flagged call only', async () => {
    // A platform that would answer a token to anything: only the flagged calls may pass it on.
    const answersToken = new Hono().all('*', (c) => c.json({ success: true, value: { token: TOKEN } }));
    const gateway = createGateway({ access: async (request) => answersToken.fetch(request), secureCookies: false });
    for (const [name, e] of endpoints) {
      const init: RequestInit = e.method === 'GET' ? {} : { method: e.method, headers: { ...json, origin: SITE }, body: '{}' };
      const response = await gateway(new Request(`${SITE}${e.path}`, init), { clientIp: IP });
      const kept = response.headers.getSetCookie().some((c) => c.startsWith(`session=${TOKEN};`));
      expect({ name, kept }).toEqual({ name, kept: e.credential === true });
      if (e.credential) expect(await response.text()).not.toContain(TOKEN);
    }
  });
});

describe('gateway request policy', () => {
  it('refuses a state change from another origin', async () => {
    const { call, seen } = setup();
    const response = await call('/wps/feedback', { method: 'POST', headers: { ...json, origin: 'https://evil.example' }, body: '{}' });
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toMatchObject({ success: false, errorCode: 'request.origin.denied' });
    expect(seen).toHaveLength(0);
  });

  it('requires an Origin when a session cookie is present', async () => {
    const { call } = setup();
    const headers = { ...json, cookie: `session=${TOKEN}`, language: 'EN' };
    const refused = await call('/wps/feedback', { method: 'POST', headers, body: '{}' });
    expect(await bodyOf(refused)).toMatchObject({ errorCode: 'request.origin.denied', message: 'The request did not come from this site' });
    const accepted = await call('/wps/feedback', { method: 'POST', headers: { ...headers, origin: SITE }, body: '{}' });
    expect(accepted.status).toBe(200);
  });

  it('accepts JSON only, except the form-encoded password e-mail call', async () => {
    const { call } = setup();
    const text = await call('/wps/feedback', { method: 'PUT', headers: { 'content-type': 'text/plain', origin: SITE }, body: '{}' });
    expect(text.status).toBe(415);
    expect((await bodyOf(text)).errorCode).toBe('request.content.type');
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: SITE };
    const email = await call('/wps/member/password/email', { method: 'POST', headers: form, body: 'username=a&email=b%40c.d' });
    expect((await bodyOf(email)).value).toBe('username=a&email=b%40c.d');
    const formElsewhere = await call('/wps/feedback', { method: 'POST', headers: form, body: 'a=b' });
    expect(formElsewhere.status).toBe(415);
    // The form call keeps the same-origin check, and JSON is not accepted in its place.
    const crossSite = await call('/wps/member/password/email', {
      method: 'POST',
      headers: { ...form, origin: 'https://evil.example' },
      body: 'username=a',
    });
    expect((await bodyOf(crossSite)).errorCode).toBe('request.origin.denied');
    const asJson = await call('/wps/member/password/email', { method: 'POST', headers: { ...json, origin: SITE }, body: '{}' });
    expect(asJson.status).toBe(415);
  });

  it('lets reads through without an Origin', async () => {
    const { call } = setup();
    const response = await call('/wps/echo', { headers: { cookie: `session=${TOKEN}` } });
    expect(response.status).toBe(200);
  });
});
