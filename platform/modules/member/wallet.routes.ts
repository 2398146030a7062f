import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatMinor, MAIN_WALLET_TYPE_ID, type Balance } from '../../../contract/wallet.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { PlatformError } from '../../core/errors.ts';
import { ok, readJson } from '../../core/http.ts';
import { requireRealAccount, requireSession } from '../identity/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { currencySymbolOf } from '../system/index.ts';
import { merchantWallet, walletSummary } from './wallet-summary.ts';
import { returnAll, transferWallet } from './wallet-transfers.ts';

/** The balance call, the wallet mode, and the transfers between a member's own wallets (real accounts only). */
export const walletRoutes = () => {
  // Built here, not at load: the identity module may still be loading when this file is.
  const real = [requireSession, requireRealAccount] as const;
  return endpointRouter()
    .on(ENDPOINTS.balance, requireSession, async (c) => {
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
    })
    .on(ENDPOINTS.merchantWallet, requireSession, async (c) => ok(c, await merchantWallet(c.var.platform)))
    .on(ENDPOINTS.walletSummary, ...real, async (c) => ok(c, await walletSummary(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.walletTransfer, ...real, async (c) =>
      ok(c, await transferWallet(c.var.platform, c.var.member.memberId, await readJson(c, S.walletTransfer.body))),
    )
    .on(ENDPOINTS.walletReturn, ...real, async (c) => {
      const { requestId } = await readJson(c, S.walletReturn.body);
      return ok(c, await returnAll(c.var.platform, c.var.member.memberId, requestId));
    }).app;
};
