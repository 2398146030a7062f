import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../contract/endpoints.ts';
import { translator } from '../i18n/i18n.ts';
import { $language } from '../stores/language.ts';
import { callApi } from './client.ts';
import { ApiError, HttpError, messageKeyOf, NetworkError } from './errors.ts';
import { onApiEvent, type ApiEvent } from './events.ts';
import { routeFetchTo } from './test-fetch.ts';

const get = (path: string): Endpoint => ({ path, method: 'GET', modId: null, token: false, encrypted: false });
const post = (path: string): Endpoint => ({ ...get(path), method: 'POST' });

const app = new Hono()
  .get('/wps/ok', (c) => c.json({ success: true, value: { amount: '1.00' } }))
  .post('/wps/echo', async (c) => c.json({ success: true, value: await c.req.json() }))
  .get('/wps/refused', (c) => c.json({ success: false, errorCode: 'TOO_MANY_REQUESTS', message: 'raw server text' }, 429))
  .get('/wps/soft', (c) => c.json({ success: false, errorCode: 'captcha.required', value: { captcha: true } }))
  .get('/wps/unknown-code', (c) => c.json({ success: false, errorCode: 'brand_new_code' }, 400))
  .get('/wps/dead', (c) => c.json({ success: false, errorCode: 'login.not.session' }, 401))
  .get('/wps/ip-changed', (c) => c.json({ success: false, errorCode: 'token_ip_different' }, 403))
  .get('/wps/maintenance', (c) => c.json({ success: false, errorCode: 'system.maintenance' }, 503))
  .get('/wps/html', (c) => c.html('<h1>Bad gateway</h1>', 502));

describe('api client', () => {
  let calls: Request[];
  const events: ApiEvent[] = [];
  let stop: () => void;

  beforeEach(() => {
    calls = routeFetchTo(app);
    events.length = 0;
    stop = onApiEvent((e) => events.push(e));
    $language.set('EN');
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('sends the contract headers with the current language and unwraps the value', async () => {
    await expect(callApi(get('/wps/ok'), z.object({ amount: z.string() }))).resolves.toEqual({ amount: '1.00' });
    const [request] = calls;
    expect(new URL(request!.url).pathname).toBe('/wps/ok');
    expect(Object.fromEntries(['merchant', 'language', 'device', 'x-gateway-version', 'content-type'].map((h) => [h, request!.headers.get(h)]))).toEqual({
      merchant: 'betplay',
      language: 'EN',
      device: 'web',
      'x-gateway-version': '3',
      'content-type': 'application/json',
    });
    expect(request!.headers.has('authorization')).toBe(false);
    $language.set('ES');
    await callApi(get('/wps/ok'), z.unknown());
    expect(calls[1]!.headers.get('language')).toBe('ES');
  });

  it('sends bodies as JSON', async () => {
    await expect(callApi(post('/wps/echo'), z.object({ a: z.number() }), { body: { a: 1 } })).resolves.toEqual({ a: 1 });
  });

  it('turns a refusal into ApiError with the code, never the server text', async () => {
    const error = await callApi(get('/wps/refused'), z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', status: 429, messageKey: 'errors.TOO_MANY_REQUESTS' });
    expect(translator('EN')(messageKeyOf(error))).toBe('Too many requests, please try again after 5 minutes');
  });

  it('treats success:false on HTTP 200 as a refusal and keeps its value', async () => {
    await expect(callApi(get('/wps/soft'), z.unknown())).rejects.toMatchObject({
      errorCode: 'captcha.required',
      status: 200,
      value: { captcha: true },
    });
  });

  it('shows a generic message for a code it does not know', async () => {
    await expect(callApi(get('/wps/unknown-code'), z.unknown())).rejects.toMatchObject({
      errorCode: 'brand_new_code',
      messageKey: 'errors.system.error',
    });
  });

  it('rejects a value that breaks the contract, and an answer that is no envelope', async () => {
    await expect(callApi(get('/wps/ok'), z.object({ amount: z.number() }))).rejects.toBeInstanceOf(HttpError);
    const error = await callApi(get('/wps/html'), z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, messageKey: 'errors.system.error' });
  });

  it('reports a network failure as the network message', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const error = await callApi(get('/wps/ok'), z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(translator('EN')(messageKeyOf(error))).toBe('Network link is abnormal, please try again');
    expect(translator('ES')(messageKeyOf(error))).not.toBe('errors.network');
  });

  it('announces the end of the session on 401 and on session codes', async () => {
    await callApi(get('/wps/dead'), z.unknown()).catch(() => {});
    await callApi(get('/wps/ip-changed'), z.unknown()).catch(() => {});
    await callApi(get('/wps/refused'), z.unknown()).catch(() => {});
    expect(events).toEqual([
      { kind: 'session-ended', errorCode: 'login.not.session' },
      { kind: 'session-ended', errorCode: 'token_ip_different' },
    ]);
  });

  it('announces that the platform has closed', async () => {
    await expect(callApi(get('/wps/maintenance'), z.unknown())).rejects.toMatchObject({ errorCode: 'system.maintenance', status: 503 });
    expect(events).toEqual([{ kind: 'system-closed', errorCode: 'system.maintenance' }]);
  });
});
