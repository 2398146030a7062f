import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatMinor, MAIN_WALLET_TYPE_ID, type Balance } from '../../../contract/wallet.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { PlatformError } from '../../core/errors.ts';
import { ok } from '../../core/http.ts';
import { requireSession } from '../identity/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { currencySymbolOf } from '../system/index.ts';

export const walletRoutes = () =>
  endpointRouter().on(ENDPOINTS.balance, requireSession, async (c) => {
    const wallet = await walletBalance(c.var.platform, c.var.member.memberId);
    // The session join found the member a moment ago; gone now means the account was removed.
    if (!wallet) throw new PlatformError('login.not.session');
    const amount = formatMinor(wallet.balance);
    const value: Balance = {
      sumBalance: amount,
      currency: wallet.currency,
      currencySymbol: await currencySymbolOf(c.var.platform, wallet.currency),
      balance: [{ accountTypeId: MAIN_WALLET_TYPE_ID, availBalance: amount }],
    };
    return ok(c, value);
  }).app;
