import { formatMinor } from '../../../contract/money-format.ts';
import type { MerchantWallet, WalletSummary } from '../../../contract/wallet-modes.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { walletVendors } from '../catalogue/index.ts';
import { heldBalance, vendorWallets, walletBalance } from '../ledger/index.ts';
import { bonusTurnoverLeft } from '../rewards/index.ts';
import { walletMode } from '../system/index.ts';

/** GCS_merchantWallet: whether the site runs one wallet. */
export const merchantWallet = async (p: Platform): Promise<MerchantWallet> => ({ isSingle: (await walletMode(p)) === 'single' });

/**
 * The member centre's wallet section, every figure from the ledger. In transfer mode it lists a
 * sub-wallet for every vendor that has one (and any other that still holds money); in single mode
 * only sub-wallets that still hold money, so nothing left from transfer mode goes unseen.
 */
export const walletSummary = async (p: Platform, memberId: number): Promise<WalletSummary> => {
  const [mode, main, held, bonus, vendors, opened] = await Promise.all([
    walletMode(p),
    walletBalance(p, memberId),
    heldBalance(p, memberId),
    // What the member's promotion bonuses still need in valid bets (rewards/promotions.ts).
    bonusTurnoverLeft(p.db, memberId),
    walletVendors(p),
    vendorWallets(p, memberId),
  ]);
  if (!main) return fail('login.not.session');
  const names = new Map(vendors.map((v) => [v.code, v.name]));
  const balances = new Map(opened.map((w) => [w.vendor, w.balance]));
  const holding = opened.filter((w) => w.balance > 0n).map((w) => w.vendor);
  const listed = mode === 'transfer' ? [...names.keys(), ...holding.filter((code) => !names.has(code))] : holding;
  return {
    isSingle: mode === 'single',
    currency: main.currency,
    main: formatMinor(main.balance),
    held: formatMinor(held),
    bonusTurnover: formatMinor(bonus),
    wallets: listed.map((code) => ({ vendor: code, name: names.get(code) ?? code, balance: formatMinor(balances.get(code) ?? 0n) })),
  };
};
