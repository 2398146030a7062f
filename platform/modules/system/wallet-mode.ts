import { eq } from 'drizzle-orm';
import { DEFAULT_WALLET_MODE, type WalletMode } from '../../../contract/wallet-modes.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { settings } from '../../db/schema/index.ts';
import { SETTING_SCHEMAS } from './settings.ts';
import { siteSnapshot } from './status.ts';

/**
 * The operator's wallet mode as the site's cached settings hold it: what rounds, launches and pages
 * read. A switch applies at once on the server that made it and within the status cache's few
 * seconds on the others; a round that still reads the old mode only ever plays from a wallet of
 * the member's own (after a recall, an empty sub-wallet refuses the stake).
 */
export const walletMode = async (p: Platform): Promise<WalletMode> => (await siteSnapshot(p)).settings.walletMode;

/**
 * The wallet mode read from the database now. With `share`, the setting's row stays locked against
 * a switch until the caller's transaction ends, so a transfer into a sub-wallet either commits
 * before a switch to the single wallet (whose recall then finds its money) or sees the single wallet.
 */
export const readWalletMode = async (db: Db | Tx, lock: 'share' | 'none' = 'none'): Promise<WalletMode> => {
  const query = db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'walletMode'));
  const [row] = lock === 'share' ? await query.for('share') : await query;
  const parsed = SETTING_SCHEMAS.walletMode.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_WALLET_MODE;
};
