import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError } from './errors.ts';
import { fetchMemberInfo } from '../islands/accounts/member-api.ts';
import { fetchSystemStatus } from '../islands/accounts/system-api.ts';
import { routeFetchTo } from './test-fetch.ts';
import { fetchBalance } from '../stores/balance-api.ts';

const BALANCE = { sumBalance: '10000.00', currency: 'MXN', currencySymbol: '$', balance: [{ accountTypeId: 2, availBalance: '10000.00' }] };

describe('endpoint groups', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads each call from its registry path and checks the value', async () => {
    const calls = routeFetchTo(
      new Hono()
        .get('/wps/v2/wallets/balance', (c) => c.json({ success: true, value: BALANCE }))
        .get('/wps/member/info', (c) => c.json({ success: false, errorCode: 'login.not.session' }, 401))
        .get('/wps/system/status', (c) => c.json({ success: true, value: { maintenance: 'no' } })),
    );
    await expect(fetchBalance()).resolves.toEqual(BALANCE);
    await expect(fetchMemberInfo()).rejects.toBeInstanceOf(ApiError);
    await expect(fetchSystemStatus()).rejects.toBeInstanceOf(HttpError);
    expect(calls.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /wps/v2/wallets/balance',
      'GET /wps/member/info',
      'GET /wps/system/status',
    ]);
  });

  it('rejects money that is not in the two-decimal wire format', async () => {
    routeFetchTo(new Hono().get('/wps/v2/wallets/balance', (c) => c.json({ success: true, value: { ...BALANCE, sumBalance: 10000.5 } })));
    await expect(fetchBalance()).rejects.toBeInstanceOf(HttpError);
  });
});
