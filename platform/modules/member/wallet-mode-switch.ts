import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import { WALLET_MODES, type WalletMode } from '../../../contract/wallet-modes.ts';
import type { Platform } from '../../context.ts';
import { membersWithVendorMoney } from '../ledger/index.ts';
import { readWalletMode, writeSetting } from '../system/index.ts';
import { currencyOf, returnAll } from './wallet-transfers.ts';

export const walletModeInputSchema = z.object({ mode: z.enum(WALLET_MODES) });

export interface WalletModeReport {
  mode: WalletMode;
  /** Members whose sub-wallets hold money now. */
  holding: number;
  /** What a switch to the single wallet brought home, per currency. */
  recalled: { currency: string; members: number; amount: string }[];
}

const report = async (p: Platform, mode: WalletMode, recalled: WalletModeReport['recalled'] = []): Promise<WalletModeReport> => ({
  mode,
  holding: (await membersWithVendorMoney(p)).length,
  recalled,
});

export const walletModeStatus = async (p: Platform): Promise<WalletModeReport> => report(p, await readWalletMode(p.db));

/**
 * Switches the wallet mode. Switching to the single wallet first stops money going into
 * sub-wallets (the setting waits for transfers in flight, see readWalletMode), then brings every
 * member's sub-wallets home, one member per ledger event. Nothing is stranded: a round that ends
 * after its member's recall credits a sub-wallet the member centre still shows, with its recall,
 * and running the switch again brings that home too. Switching to transfer wallets moves nothing.
 */
export const setWalletMode = async (p: Platform, { mode }: z.output<typeof walletModeInputSchema>): Promise<WalletModeReport> => {
  await writeSetting(p, 'walletMode', mode);
  if (mode === 'transfer') return report(p, mode);
  const totals = new Map<string, { members: number; amount: bigint }>();
  for (const memberId of await membersWithVendorMoney(p)) {
    const { returned } = await returnAll(p, memberId, `wallet-mode:${randomUUID()}`);
    const currency = await currencyOf(p, memberId);
    const total = totals.get(currency) ?? { members: 0, amount: 0n };
    totals.set(currency, { members: total.members + 1, amount: total.amount + parseMinor(returned)! });
  }
  return report(
    p,
    mode,
    [...totals].map(([currency, total]) => ({ currency, members: total.members, amount: formatMinor(total.amount) })),
  );
};
