import type { Platform } from '../../context.ts';
import { catalogueSnapshot } from './snapshot.ts';

/** The lottery's categories: their games play from the main wallet in both wallet modes. */
const MAIN_WALLET_CATEGORIES = new Set(['LOTT', 'ELOTT']);

export interface WalletVendor {
  code: string;
  name: string;
}

/**
 * The vendors that have a sub-wallet in transfer-wallet mode: every enabled vendor with an enabled
 * game outside the lottery, in the order of the site's vendor lanes. Read from the cached catalogue.
 */
export const walletVendors = async (p: Platform): Promise<WalletVendor[]> => {
  const snapshot = await catalogueSnapshot(p);
  const playing = new Set(snapshot.counts.filter((row) => !MAIN_WALLET_CATEGORIES.has(row.category)).map((row) => row.vendor));
  const ordered = new Set([...snapshot.feed.flatMap((lane) => lane.vendors), ...snapshot.vendors.keys()]);
  return [...ordered].filter((code) => playing.has(code)).map((code) => ({ code, name: snapshot.vendors.get(code)?.displayName ?? code }));
};
