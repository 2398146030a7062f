import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../contract/hybrid-crypto.ts';
import { SEED_PASSWORDS } from '../../platform/db/seed/identities.ts';
import { createTestPlatform, type TestPlatform } from '../../platform/testing/test-platform.ts';
import { createGateway, GATEWAY_MAX_BODY_BYTES, type Gateway } from './gateway.ts';
import { embeddedAccessTo, proxyAccess } from './platform-access.ts';

const SITE = 'http://127.0.0.1:4390';
const CALLER = '198.51.100.77';
const MB = 1024 * 1024;

const status = async (gateway: Gateway) => {
  const response = await gateway(new Request(`${SITE}/wps/system/status`, { headers: { language: 'EN' } }), { clientIp: CALLER });
  return { response, body: (await response.json()) as { success: boolean; value: { location: { ip: string } } } };
};

/** A browser's view of the gateway: one cookie jar, same-origin requests. */
const browser = (gateway: Gateway) => {
  let cookie = '';
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = {
      method,
      headers: { 'content-type': 'application/json', origin: SITE, language: 'EN', ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    const response = await gateway(new Request(`${SITE}${path}`, init), { clientIp: CALLER });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      if (pair?.startsWith('session=')) cookie = set.includes('Max-Age=0') ? '' : pair;
    }
    return { response, text: await response.text() };
  };
  return {
    send,
    cookie: () => cookie,
    async login(username: string, password: string) {
      const key = JSON.parse((await send('GET', '/wps/session/key/rsa')).text) as { value: string };
      const sealed = await encryptPayload(key.value, { username, password, type: 'username' });
      return send('POST', '/wps/session/login', sealed.body, { encryption: sealed.encryptionHeader });
    },
  };
};

describe('gateway on a real platform', () => {
  let platform: TestPlatform;
  let server: ServerType;
  let upstream: string;

  beforeAll(async () => {
    // One proxy hop to trust: the gateway's X-Forwarded-For names the caller.
    platform = await createTestPlatform('pglite', { TRUST_PROXY: '1' });
    server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await platform.close();
  });

  it('answers in-process in embedded mode, with the caller address handed over', async () => {
    const { response, body } = await status(createGateway({ access: embeddedAccessTo(Promise.resolve(platform)), secureCookies: false }));
    expect(response.status).toBe(200);
    expect(body.value.location.ip).toBe(CALLER);
  });

  it('forwards to an upstream platform in proxy mode, the caller in X-Forwarded-For', async () => {
    const { response, body } = await status(createGateway({ access: proxyAccess(upstream), secureCookies: false }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.value.location.ip).toBe(CALLER);
  });

  it.each(['embedded', 'proxy'] as const)('holds the session in the cookie end to end (%s)', async (mode) => {
    const access = mode === 'embedded' ? embeddedAccessTo(Promise.resolve(platform)) : proxyAccess(upstream);
    const client = browser(createGateway({ access, secureCookies: false }));
    const login = await client.login('player01', SEED_PASSWORDS.player);
    expect(login.response.status).toBe(200);
    expect(JSON.parse(login.text)).toMatchObject({ success: true, value: { userName: 'player01' } });
    expect(JSON.parse(login.text).value).not.toHaveProperty('token');
    const token = client.cookie().slice('session='.length);
    expect(token.length).toBeGreaterThan(20);
    expect(login.text).not.toContain(token);

    const info = await client.send('GET', '/wps/member/info');
    expect(JSON.parse(info.text)).toMatchObject({ success: true, value: { account: 'player01' } });

    const logout = await client.send('DELETE', '/wps/session/logout');
    expect(logout.response.status).toBe(200);
    expect(client.cookie()).toBe('');
    // The old token is dead on the platform too.
    const after = await createGateway({ access, secureCookies: false })(new Request(`${SITE}/wps/member/info`, { headers: { cookie: `session=${token}` } }), {
      clientIp: CALLER,
    });
    expect(after.status).toBe(401);
    expect(after.headers.getSetCookie().join()).toContain('session=; Path=/; Max-Age=0');
  });

  it('keeps a free-play token out of the browser too', async () => {
    const client = browser(createGateway({ access: proxyAccess(upstream), secureCookies: false }));
    const trial = await client.send('POST', '/wps/session/login/freeplay', { platform: 'W' });
    expect(JSON.parse(trial.text)).toMatchObject({ success: true, value: { customerType: 4 } });
    expect(trial.text).not.toContain(client.cookie().slice('session='.length));
    const info = await client.send('GET', '/wps/member/info');
    expect(JSON.parse(info.text)).toMatchObject({ value: { type: 4 } });
  });

  it('serves the generated art in embedded mode, outside the site state', async () => {
    const gateway = createGateway({ access: embeddedAccessTo(Promise.resolve(platform)), secureCookies: false });
    for (const path of ['/cdn/games/vendor/PG.svg', '/cdn/content/home-welcome.svg', '/cdn/avatars/7.svg']) {
      const response = await gateway(new Request(`${SITE}${path}`), { clientIp: CALLER });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control'), path).toMatch(/^public, max-age=/);
    }
    const missing = await gateway(new Request(`${SITE}/cdn/games/../secret.svg`), { clientIp: CALLER });
    expect(missing.status).toBe(404);
  });

  it.each(['embedded', 'proxy'] as const)('stops reading a chunked upload at its limit, whatever its length (%s)', async (mode) => {
    const access = mode === 'embedded' ? embeddedAccessTo(Promise.resolve(platform)) : proxyAccess(upstream);
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 300 * MB) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${SITE}/wps/feedback`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', language: 'EN' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await createGateway({ access, secureCookies: false })(request, { clientIp: CALLER });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'request.too.large' });
    expect(pulled).toBeLessThan(GATEWAY_MAX_BODY_BYTES + MB);
  });

  it('keeps a base path of the upstream URL', async () => {
    const { response } = await status(createGateway({ access: proxyAccess(`${upstream}/nested/`), secureCookies: false }));
    expect(response.status).toBe(404);
  });

  it('maps an upstream that does not answer to 502 upstream.unavailable', async () => {
    const closed = serve({ fetch: () => new Response(null), port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => closed.once('listening', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { response, body } = await status(createGateway({ access: proxyAccess(`http://127.0.0.1:${port}`), secureCookies: false }));
    expect(response.status).toBe(502);
    expect(body).toEqual({
      success: false,
      errorCode: 'upstream.unavailable',
      message: 'The service is unavailable, please try again',
      value: null,
    });
  });
});
