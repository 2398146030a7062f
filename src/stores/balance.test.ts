import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetchTo } from '../api-client/test-fetch.ts';
import { memoryStorage } from '../lib/memory-storage.ts';
import {
  $balance,
  $balanceHidden,
  balanceFigure,
  HIDDEN_FIGURE,
  loadBalance,
  PENDING_FIGURE,
  refreshBalance,
  REFRESH_INTERVAL_MS,
  restoreBalanceHidden,
  toggleBalanceHidden,
} from './balance.ts';

const BALANCE = { sumBalance: '10000.50', currency: 'MXN', currencySymbol: '$', balance: [{ accountTypeId: 2, availBalance: '10000.50' }] };

describe('balance', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let answers: number;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    answers = 0;
    routeFetchTo(
      new Hono().get('/wps/v2/wallets/balance', (c) => {
        answers += 1;
        return c.json({ success: true, value: { ...BALANCE, sumBalance: `${10000 + answers}.50` } });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("reads -- while loading, then the symbol and amount in the market's locale", async () => {
    const loading = loadBalance();
    expect($balance.get()).toEqual({ kind: 'loading' });
    expect(balanceFigure($balance.get(), false, 'en-US')).toBe(PENDING_FIGURE);
    await loading;
    expect(balanceFigure($balance.get(), false, 'en-US')).toBe('$10,001.50');
    // Mexican Spanish writes money as Mexicans read it, not as Spain does (`$10.001,50`).
    expect(balanceFigure($balance.get(), false, 'es-MX')).toBe('$10,001.50');
    expect(balanceFigure($balance.get(), true, 'en-US')).toBe(HIDDEN_FIGURE);
  });

  it("takes the symbol from the locale's data for the wallet's currency", () => {
    const ready = (currency: string) => ({ kind: 'ready' as const, balance: { ...BALANCE, currency, currencySymbol: '?' } });
    expect(balanceFigure(ready('PEN'), false, 'es-PE')).toBe('S/\u00a010,000.50');
    expect(balanceFigure(ready('PEN'), false, 'es-MX')).toBe('PEN\u00a010,000.50');
    expect(balanceFigure(ready('EUR'), false, 'es-MX')).toBe('€10,000.50');
  });

  it('joins a load under way and ignores refreshes within the interval', async () => {
    await Promise.all([loadBalance(), loadBalance(), refreshBalance()]);
    expect(answers).toBe(1);
    vi.setSystemTime(Date.now() + REFRESH_INTERVAL_MS - 1);
    await refreshBalance();
    expect(answers).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    await refreshBalance();
    expect(answers).toBe(2);
    expect(balanceFigure($balance.get(), false, 'en-US')).toBe('$10,002.50');
  });

  it('falls back to -- when the wallet cannot be read', async () => {
    routeFetchTo(new Hono().get('/wps/v2/wallets/balance', (c) => c.json({ success: false, errorCode: 'system.error' }, 500)));
    await loadBalance();
    expect($balance.get()).toEqual({ kind: 'failed' });
    expect(balanceFigure($balance.get(), false, 'es-MX')).toBe(PENDING_FIGURE);
  });

  it('remembers the hidden choice for the tab', () => {
    restoreBalanceHidden();
    expect($balanceHidden.get()).toBe(false);
    toggleBalanceHidden();
    expect($balanceHidden.get()).toBe(true);
    expect(storage.getItem('balanceHidden')).toBe('1');
    $balanceHidden.set(false);
    restoreBalanceHidden();
    expect($balanceHidden.get()).toBe(true);
    toggleBalanceHidden();
    expect(storage.getItem('balanceHidden')).toBeNull();
  });
});
