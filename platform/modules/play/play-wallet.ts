import { eq } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { games } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { ensureVendorWallet, ensureWallet, vendorWalletBalance, walletBalance } from '../ledger/index.ts';
import { walletMode } from '../system/index.ts';

/*
 * Which wallet a real-money round plays from: the main wallet in single-wallet mode, the game
 * vendor's sub-wallet in transfer mode, as the site's cached settings say on each round (see
 * walletMode). A launch moves no money in either mode.
 */

const vendorOf = async (p: Platform, gameId: number) => {
  const [game] = await p.db.select({ vendor: games.vendor }).from(games).where(eq(games.id, gameId)).limit(1);
  if (!game) throw new PlatformError('game.session.invalid');
  return game.vendor;
};

/** The ledger account the member's round of `gameId` is staked from and paid to. */
export const playAccount = async (p: Platform, memberId: number, gameId: number, currency: string): Promise<number> =>
  (await walletMode(p)) === 'transfer' ? ensureVendorWallet(p, memberId, await vendorOf(p, gameId), currency) : ensureWallet(p, memberId, currency);

/** What the game page shows as the balance it plays from, in minor units. */
export const playBalance = async (p: Platform, memberId: number, gameId: number): Promise<bigint> =>
  (await walletMode(p)) === 'transfer' ? vendorWalletBalance(p, memberId, await vendorOf(p, gameId)) : ((await walletBalance(p, memberId))?.balance ?? 0n);
