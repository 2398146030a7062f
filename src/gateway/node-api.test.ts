import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityHeadersFor } from '../guards/security-headers.ts';
import { isCrossSiteForm } from './node-api.ts';

const TOKEN = 'tok_0123456789abcdef0123456789abcdef';

const listening = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** A request sent as written: method, target and headers (Host included) go out unchanged. */
const send = (port: number, method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: target, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });

describe('the cross-site form check (Astro’s checkOrigin)', () => {
  const at = (method: string, headers: Record<string, string>) => new Request('http://127.0.0.1:4390/wps/feedback', { method, headers });
  it.each([
    ['GET', {}, false],
    ['OPTIONS', { 'content-type': 'text/plain' }, false],
    ['POST', { 'content-type': 'application/json' }, false],
    ['POST', { 'content-type': 'application/x-www-form-urlencoded' }, true],
    ['POST', { 'content-type': 'Multipart/Form-Data; boundary=x', origin: 'https://evil.example' }, true],
    ['POST', { 'content-type': 'text/plain', origin: 'http://127.0.0.1:4390' }, false],
    ['DELETE', {}, true],
    ['DELETE', { origin: 'http://127.0.0.1:4390' }, false],
  ])('%s with %o is refused: %s', (method, headers, refused) => {
    expect(isCrossSiteForm(at(method, headers))).toBe(refused);
  });
});

describe('platform calls straight from the Node server (proxy mode)', () => {
  let upstream: Server;
  let site: Server;
  let port: number;
  let secure: Record<string, string>;

  beforeAll(async () => {
    // The upstream platform echoes what reached it.
    upstream = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      const { authorization = null, cookie = null } = req.headers;
      res.end(JSON.stringify({ success: true, value: { path: req.url, forwardedFor: req.headers['x-forwarded-for'], authorization, cookie } }));
    });
    vi.stubEnv('PLATFORM_API_URL', `http://127.0.0.1:${await listening(upstream)}`);
    vi.stubEnv('SECURE_COOKIES', '0');
    vi.resetModules();
    const { serveApiCall } = await import('./node-api.ts');
    const { serverEnv } = await import('./server-env.ts');
    secure = securityHeadersFor(serverEnv().NODE_ENV === 'production', null);
    site = createServer((req, res) => {
      if (serveApiCall(req, res)) return;
      res.statusCode = 418;
      res.end('the site');
    });
    port = await listening(site);
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await Promise.all([site, upstream].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('answers a call through the gateway, with the site’s security headers', async () => {
    const res = await send(port, 'GET', '/wps/v2/wallets/balance?x=1', { cookie: `session=${TOKEN}; captchaId=abc` });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      success: true,
      value: { path: '/wps/v2/wallets/balance?x=1', forwardedFor: '127.0.0.1', authorization: TOKEN, cookie: 'captchaId=abc' },
    });
    for (const [name, value] of Object.entries(secure)) expect(res.headers[name.toLowerCase()], name).toBe(value);
  });

  it('refuses a cross-site form post, with the site’s security headers', async () => {
    const res = await send(port, 'POST', '/wps/feedback', { 'content-type': 'text/plain', origin: 'https://evil.example' }, 'x');
    expect(res.status).toBe(403);
    expect(res.body).toBe('Cross-site POST form submissions are forbidden');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps the gateway’s own refusals: a state-changing call with a session needs its Origin', async () => {
    const res = await send(port, 'POST', '/wps/feedback', { 'content-type': 'application/json', cookie: `session=${TOKEN}` }, '{}');
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: 'request.origin.denied' });
  });

  it.each(['/', '/wpsx', '/member', '//wps/a', '/wps/%E0%A4%A', '/cdn/games/1.svg', 'http://127.0.0.1/wps/a'])('leaves %s to the site', async (target) => {
    expect((await send(port, 'GET', target)).status).toBe(418);
  });

  it.each(['/wps', '/wps/', '/lgw/games/game_menus', '/lotto/x', '/gs/slot/x', '/pay/x', '/cdn/../wps/x'])('takes %s', async (target) => {
    expect((await send(port, 'GET', target)).status).toBe(200);
  });

  it('refuses a request whose Host cannot be read, with the site’s security headers', async () => {
    const res = await send(port, 'GET', '/wps/system/status', { host: 'evil.example/x' });
    expect(res.status).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
