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

/** How many play accounts each platform remembers; the least recently used is forgotten beyond this. */
export const PLAY_ACCOUNTS_KEPT = 10_000;

// A ledger account's id never changes once it is opened, nor a game's vendor: every round after a
// member's first on a game finds its account without asking the database.
const playAccounts = new WeakMap<Platform, Map<string, number>>();

/** The ledger account the member's round of `gameId` is staked from and paid to. */
export const playAccount = async (p: Platform, memberId: number, gameId: number, currency: string): Promise<number> => {
  const mode = await walletMode(p);
  let kept = playAccounts.get(p);
  if (!kept) playAccounts.set(p, (kept = new Map()));
  const key = mode === 'transfer' ? `${memberId}/${currency}/${gameId}` : `${memberId}/${currency}`;
  const known = kept.get(key);
  if (known !== undefined) {
    // Read again, it moves to the back of the queue.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const id = mode === 'transfer' ? await ensureVendorWallet(p, memberId, await vendorOf(p, gameId), currency) : await ensureWallet(p, memberId, currency);
  kept.set(key, id);
  if (kept.size > PLAY_ACCOUNTS_KEPT) kept.delete(kept.keys().next().value!);
  return id;
};

/** What the game page shows as the balance it plays from, in minor units. */
export const playBalance = async (p: Platform, memberId: number, gameId: number): Promise<bigint> =>
  (await walletMode(p)) === 'transfer' ? vendorWalletBalance(p, memberId, await vendorOf(p, gameId)) : ((await walletBalance(p, memberId))?.balance ?? 0n);
