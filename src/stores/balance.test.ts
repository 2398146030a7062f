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

  it('reads -- while loading, then the symbol and amount in the reader\'s language', async () => {
    const loading = loadBalance();
    expect($balance.get()).toEqual({ kind: 'loading' });
    expect(balanceFigure($balance.get(), false, 'EN')).toBe(PENDING_FIGURE);
    await loading;
    expect(balanceFigure($balance.get(), false, 'EN')).toBe('$10,001.50');
    expect(balanceFigure($balance.get(), false, 'ES')).toBe('$10.001,50');
    expect(balanceFigure($balance.get(), true, 'EN')).toBe(HIDDEN_FIGURE);
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
    expect(balanceFigure($balance.get(), false, 'EN')).toBe('$10,002.50');
  });

  it('falls back to -- when the wallet cannot be read', async () => {
    routeFetchTo(new Hono().get('/wps/v2/wallets/balance', (c) => c.json({ success: false, errorCode: 'system.error' }, 500)));
    await loadBalance();
    expect($balance.get()).toEqual({ kind: 'failed' });
    expect(balanceFigure($balance.get(), false, 'ES')).toBe(PENDING_FIGURE);
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
