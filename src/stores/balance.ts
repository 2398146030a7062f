import { atom } from 'nanostores';
import { formatMoney } from '../../contract/money-format.ts';
import type { Balance } from '../../contract/wallet.ts';
import { fetchBalance } from './balance-api.ts';
import { SESSION_KEYS, tabStorage } from '../lib/session-keys.ts';

/** The member's balance (SPEC section 2 "Member info"): `--` is shown while it loads. */
export type BalanceState = { kind: 'loading' } | { kind: 'ready'; balance: Balance } | { kind: 'failed' };

export const $balance = atom<BalanceState>({ kind: 'loading' });

/** Shown as asterisks when true; remembered for the tab. */
export const $balanceHidden = atom(false);

/** A refresh within this long of the last load is ignored: the wallet is not re-read per click. */
export const REFRESH_INTERVAL_MS = 3_000;

let pending: Promise<void> | null = null;
let lastLoadAt = Number.NEGATIVE_INFINITY;

/** Loads the balance; a call while one is under way joins it. */
export const loadBalance = (): Promise<void> => {
  if (pending) return pending;
  lastLoadAt = Date.now();
  $balance.set({ kind: 'loading' });
  pending = fetchBalance()
    .then((balance) => $balance.set({ kind: 'ready', balance }))
    // The session-ended dialog covers a 401; anything else leaves `--` and the refresh button.
    .catch(() => $balance.set({ kind: 'failed' }))
    .finally(() => {
      pending = null;
    });
  return pending;
};

/** The refresh button: loads again unless the last load started under REFRESH_INTERVAL_MS ago. */
export const refreshBalance = (): Promise<void> => pending ?? (Date.now() - lastLoadAt < REFRESH_INTERVAL_MS ? Promise.resolve() : loadBalance());

/** Reads the tab's remembered choice; called once the balance is on screen. */
export const restoreBalanceHidden = () => $balanceHidden.set(tabStorage()?.getItem(SESSION_KEYS.balanceHidden) === '1');

export const toggleBalanceHidden = () => {
  const hidden = !$balanceHidden.get();
  $balanceHidden.set(hidden);
  try {
    if (hidden) tabStorage()?.setItem(SESSION_KEYS.balanceHidden, '1');
    else tabStorage()?.removeItem(SESSION_KEYS.balanceHidden);
  } catch {
    // Storage full or blocked: the choice lasts for this page.
  }
};

export const HIDDEN_FIGURE = '******';
export const PENDING_FIGURE = '--';

/** What the balance reads as: asterisks when hidden, `--` until known, else the money in the market's `locale`. */
export const balanceFigure = (state: BalanceState, hidden: boolean, locale: string): string => {
  if (hidden) return HIDDEN_FIGURE;
  if (state.kind !== 'ready') return PENDING_FIGURE;
  return formatMoney(state.balance.sumBalance, { locale, currency: state.balance.currency });
};
