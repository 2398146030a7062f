// @vitest-environment jsdom
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetchTo } from '../../api-client/test-fetch.ts';
import { $balance, $balanceHidden, HIDDEN_FIGURE, PENDING_FIGURE } from '../../stores/balance.ts';
import { bindBalanceBox } from './balance-box.ts';

/** The box as BalanceBox.astro writes it. */
const BOX = `
  <div class="balance" data-balance-box data-locale="en-US" data-text-hide="Hide balance" data-text-show="Show balance" data-text-failed="Balance unavailable">
    <span class="balance__figure" data-testid="balance" data-balance-figure>--</span>
    <span class="visually-hidden" data-balance-hidden-note hidden>Balance hidden</span>
    <button type="button" data-balance-toggle><svg><path data-balance-strike display="none"></path></svg><span data-balance-toggle-label>Hide balance</span></button>
    <button type="button" data-balance-refresh>Refresh</button>
    <span role="status" class="visually-hidden" data-balance-status></span>
  </div>`;

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
const el = (name: string) => document.querySelector<HTMLElement>(`[data-${name}]`)!;

describe('the header balance box', () => {
  let answer: () => Response;
  let asked: number;

  beforeEach(() => {
    document.body.innerHTML = BOX;
    sessionStorage.clear();
    $balance.set({ kind: 'loading' });
    $balanceHidden.set(false);
    asked = 0;
    answer = () => Response.json({ success: true, value: { sumBalance: '10001.50', currency: 'MXN', currencySymbol: '$', balance: [] } });
    routeFetchTo(
      new Hono().get('/wps/v2/wallets/balance', () => {
        asked += 1;
        return answer();
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the balance on entry and shows it in the market format', async () => {
    bindBalanceBox();
    expect(el('balance-figure').textContent).toBe(PENDING_FIGURE);
    expect(el('balance-refresh').getAttribute('aria-disabled')).toBe('true');
    await settled();
    expect(asked).toBe(1);
    expect(el('balance-figure').textContent).toBe('$10,001.50');
    expect(el('balance-refresh').getAttribute('aria-disabled')).toBe('false');
  });

  it('hides the figure as asterisks, says so to screen readers, and remembers it for the tab', async () => {
    bindBalanceBox();
    await settled();
    el('balance-toggle').click();
    expect(el('balance-figure').textContent).toBe(HIDDEN_FIGURE);
    expect(el('balance-hidden-note').hidden).toBe(false);
    expect(el('balance-strike').getAttribute('display')).toBe('inline');
    expect(el('balance-toggle-label').textContent).toBe('Show balance');
    // A new page of the same tab starts hidden.
    document.body.innerHTML = BOX;
    $balanceHidden.set(false);
    bindBalanceBox();
    expect(el('balance-figure').textContent).toBe(HIDDEN_FIGURE);
    el('balance-toggle').click();
    await settled();
    expect(el('balance-figure').textContent).toBe('$10,001.50');
    expect(el('balance-toggle-label').textContent).toBe('Hide balance');
  });

  it('says when the balance cannot be read, and follows a load made elsewhere on the page', async () => {
    answer = () => Response.json({ success: false, errorCode: 'system.error', message: 'x' }, { status: 500 });
    bindBalanceBox();
    await settled();
    expect(el('balance-figure').textContent).toBe(PENDING_FIGURE);
    expect(el('balance-status').textContent).toBe('Balance unavailable');
    expect(el('balance-status').className).toBe('balance__failed');
    $balance.set({ kind: 'ready', balance: { sumBalance: '5.00', currency: 'MXN', currencySymbol: '$', balance: [] } });
    expect(el('balance-figure').textContent).toBe('$5.00');
    expect(el('balance-status').textContent).toBe('');
  });

  it('binds once, however often it is asked', async () => {
    bindBalanceBox();
    bindBalanceBox();
    await settled();
    expect(asked).toBe(1);
  });
});
