import { Hono } from 'hono';
import { formatMinor, MAIN_WALLET_TYPE_ID, type Balance } from '../../contract/wallet.ts';
import type { AppEnv } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { ok } from '../lib/http.ts';
import { requireSession } from '../middleware/auth.ts';
import { walletBalance } from '../services/ledger.ts';

/** Symbols of the currencies the platform's markets use; any other shows its ISO code. */
export const CURRENCY_SYMBOLS = {
  MXN: '$',
  USD: '$',
  COP: '$',
  CLP: '$',
  ARS: '$',
  BRL: 'R$',
  PEN: 'S/',
  EUR: '€',
  GBP: '£',
  PHP: '₱',
} as const satisfies Record<string, string>;

export const currencySymbol = (currency: string): string =>
  Object.hasOwn(CURRENCY_SYMBOLS, currency) ? CURRENCY_SYMBOLS[currency as keyof typeof CURRENCY_SYMBOLS] : currency;

export const walletRoutes = () =>
  new Hono<AppEnv>().get('/balance', requireSession, async (c) => {
    const wallet = await walletBalance(c.var.platform, c.var.member.memberId);
    // The session join found the member a moment ago; gone now means the account was removed.
    if (!wallet) throw new PlatformError('login.not.session');
    const amount = formatMinor(wallet.balance);
    const value: Balance = {
      sumBalance: amount,
      currency: wallet.currency,
      currencySymbol: currencySymbol(wallet.currency),
      balance: [{ accountTypeId: MAIN_WALLET_TYPE_ID, availBalance: amount }],
    };
    return ok(c, value);
  });
