import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMinor } from '../../contract/wallet.ts';
import { ledgerAccounts, members, outbox } from '../db/schema/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';
import { createOperatorApp } from './app.ts';

const TOKEN = 'operator-test-token-0123456789abcdef';

describe.each(TEST_DATABASES)('operator API on %s', (kind) => {
  let t: TestPlatform;
  let app: ReturnType<typeof createOperatorApp>;
  const call = async (method: string, path: string, body?: unknown, token: string | null = TOKEN) => {
    const res = await app.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // The shapes are checked field by field below; the envelope is all this helper knows.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, ...((await res.json()) as { success: boolean; value: any; errorCode?: string }) };
  };
  const site = async (path: string, ip = '203.0.113.10') => (await t.request(path, { ip })).status;

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    app = createOperatorApp(t.platform, TOKEN);
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it.each([
    ['no token', null],
    ['a wrong token', `${TOKEN}x`],
    ['an empty token', ''],
  ])('refuses %s with 401', async (_, token) => {
    for (const [method, path] of [
      ['GET', '/flags'],
      ['PUT', '/maintenance'],
      ['GET', '/nowhere'],
    ] as const) {
      const res = await call(method, path, method === 'PUT' ? { enabled: true } : undefined, token);
      expect([res.status, res.errorCode]).toEqual([401, 'operator.unauthorized']);
    }
    expect((await call('GET', '/maintenance')).value.enabled).toBe(false);
  });

  it('refuses a token sent another way than as a bearer token', async () => {
    const res = await app.request('/flags', { headers: { authorization: TOKEN } });
    expect(res.status).toBe(401);
  });

  it('switches maintenance on with end and message, and off, reaching the site at once', async () => {
    const on = await call('PUT', '/maintenance', { enabled: true, until: '2099-01-01T06:00:00+01:00', message: 'Back soon' });
    expect(on.value).toEqual({ enabled: true, end: '2099-01-01T05:00:00.000Z', message: 'Back soon' });
    expect((await call('GET', '/maintenance')).value).toEqual(on.value);
    expect(await site('/wps/system/whitelabel')).toBe(503);
    expect((await call('PUT', '/maintenance', { enabled: false })).value).toEqual({ enabled: false, end: null, message: null });
    expect(await site('/wps/system/whitelabel')).toBe(200);
  });

  it('validates maintenance input', async () => {
    expect((await call('PUT', '/maintenance', { enabled: true, until: 'tomorrow' })).status).toBe(422);
    expect((await call('PUT', '/maintenance', { enabled: true, until: '2000-01-01T00:00:00Z' })).status).toBe(422);
    const res = await app.request('/maintenance', {
      method: 'PUT',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: '{"enabled":true}',
    });
    expect(res.status).toBe(415);
  });

  it('adds, lists and removes region rules', async () => {
    const added = await call('POST', '/region', { kind: 'cidr', value: '198.51.100.33/24' });
    expect(added.value).toMatchObject({ created: true, rule: { kind: 'cidr', value: '198.51.100.0/24' } });
    expect((await call('POST', '/region', { kind: 'cidr', value: '198.51.100.0/24' })).value.created).toBe(false);
    expect((await call('POST', '/region', { kind: 'country', value: 'mx' })).value.rule.value).toBe('MX');
    expect((await call('GET', '/region')).value.map((r: { value: string }) => r.value)).toEqual(['198.51.100.0/24', 'MX']);
    expect(await site('/wps/system/whitelabel', '198.51.100.9')).toBe(403);
    expect((await call('DELETE', `/region?value=${encodeURIComponent('198.51.100.0/24')}`)).value.value).toBe('198.51.100.0/24');
    expect((await call('DELETE', '/region?value=MX')).status).toBe(200);
    expect(await site('/wps/system/whitelabel', '198.51.100.9')).toBe(200);
    expect((await call('DELETE', '/region?value=MX')).errorCode).toBe('region.rule.unknown');
    expect((await call('POST', '/region', { kind: 'cidr', value: '10.0.0.0/33' })).status).toBe(422);
    expect((await call('POST', '/region', { kind: 'country', value: 'MEX' })).status).toBe(422);
  });

  it('lists and sets whitelabel modules, refusing unknown ids', async () => {
    const flags = (await call('GET', '/flags')).value as { modId: string; enabled: boolean; siteFlag: boolean }[];
    expect(flags.find((f) => f.modId === 'REGMOBVERF3')).toMatchObject({ enabled: false, siteFlag: true });
    expect((await call('PUT', '/flags/REGMOBVERF3', { enabled: true })).value).toMatchObject({ modId: 'REGMOBVERF3', enabled: true });
    const status = await (await t.request('/wps/system/status')).json();
    expect(status.value.info.whitelabelVal.REGMOBVERF3).toBe(true);
    expect((await call('PUT', '/flags/NOSUCH3', { enabled: true })).errorCode).toBe('site.module.unknown');
    expect((await call('PUT', '/flags/bad-id', { enabled: true })).status).toBe(422);
    expect((await call('PUT', '/flags/REGMOBVERF3', { enabled: 'yes' })).status).toBe(422);
    await call('PUT', '/flags/REGMOBVERF3', { enabled: false });
  });

  it('lists accounts with upline, status and wallet balance', async () => {
    const db = t.platform.db;
    const [up] = await db.insert(members).values({ account: 'opagent', nickname: 'Op agent', type: 41, passwordHash: 'x' }).returning();
    const [down] = await db
      .insert(members)
      .values({ account: 'opplayer', nickname: 'Op player', parentId: up!.id, status: 'locked', passwordHash: 'x' })
      .returning();
    await db.insert(ledgerAccounts).values({ code: 'wallet:opplayer', memberId: down!.id, kind: 'wallet', currency: 'MXN', balance: 123456n });
    const rows = (await call('GET', '/accounts?limit=1000')).value as Record<string, unknown>[];
    expect(rows.find((r) => r.account === 'opagent')).toMatchObject({ type: 41, role: 'agent', parent: null, balance: null });
    expect(rows.find((r) => r.account === 'opplayer')).toEqual({
      account: 'opplayer',
      type: 0,
      role: 'member',
      parent: 'opagent',
      status: 'locked',
      balance: formatMinor(123456n),
      currency: 'MXN',
    });
    expect((await call('GET', '/accounts?limit=1')).value).toHaveLength(1);
    expect((await call('GET', '/accounts?limit=0')).status).toBe(422);
  });

  it('reads the newest outbox messages, by channel', async () => {
    await t.platform.db.insert(outbox).values([
      { channel: 'sms', recipient: '+525511111111', purpose: 'register', body: 'Code 111111' },
      { channel: 'email', recipient: 'a@betplay.example', purpose: 'forgot', body: 'Reset' },
      { channel: 'sms', recipient: '+525522222222', purpose: 'login', body: 'Code 222222' },
    ]);
    const sms = (await call('GET', '/outbox?channel=sms&limit=1')).value;
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', recipient: '+525522222222', body: 'Code 222222' });
    const all = (await call('GET', '/outbox')).value as { channel: string }[];
    expect(all.slice(0, 3).map((m) => m.channel)).toEqual(['sms', 'email', 'sms']);
    expect((await call('GET', '/outbox?channel=fax')).status).toBe(422);
  });
});
