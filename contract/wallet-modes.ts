import { z } from 'zod';
import { moneySchema } from './wallet.ts';
import { amountInputSchema, requestIdSchema } from './withdrawals.ts';

/*
 * The two wallet modes the operator chooses between (`npm run platform -- wallet-mode`). In the
 * single wallet every game plays from the main wallet. In transfer wallets each game vendor has a
 * sub-wallet of the member's own: money moves in and out with GCS_walletTransfer, GCS_walletReturn
 * brings every sub-wallet home, and the vendor's games play from its sub-wallet. The lottery plays
 * from the main wallet in both.
 */

export const WALLET_MODES = ['single', 'transfer'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];
export const DEFAULT_WALLET_MODE: WalletMode = 'single';

/** GCS_merchantWallet (CONTRACT.md 4): whether the site runs one wallet. */
export const merchantWalletSchema = z.object({ isSingle: z.boolean() });
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

export const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/);

/** `in` moves money from the main wallet to the vendor's sub-wallet, `out` brings it back. */
export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;

export const walletTransferRequestSchema = z.object({
  vendor: vendorCodeSchema,
  direction: z.enum(TRANSFER_DIRECTIONS),
  amount: amountInputSchema,
  requestId: requestIdSchema,
});
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;

export const walletTransferSchema = z.object({
  transactionId: z.string(),
  vendor: z.string(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  amount: moneySchema,
  /** The main wallet after the transfer. */
  main: moneySchema,
  /** The vendor's sub-wallet after the transfer. */
  vendorBalance: moneySchema,
});
export type WalletTransfer = z.infer<typeof walletTransferSchema>;

export const walletReturnRequestSchema = z.object({ requestId: requestIdSchema });

export const walletReturnSchema = z.object({
  /** Null when no sub-wallet held anything: nothing moved. */
  transactionId: z.string().nullable(),
  returned: moneySchema,
  main: moneySchema,
});
export type WalletReturn = z.infer<typeof walletReturnSchema>;

export const subWalletSchema = z.object({ vendor: z.string(), name: z.string(), balance: moneySchema });
export type SubWallet = z.infer<typeof subWalletSchema>;

/** The member centre's wallet section: every figure read from the ledger. */
export const walletSummarySchema = z.object({
  isSingle: z.boolean(),
  currency: z.string(),
  /** The main wallet: what can be withdrawn or moved. */
  main: moneySchema,
  /** What pending withdrawals hold out of the main wallet. */
  held: moneySchema,
  /** Bonus money whose stake is still to be wagered. */
  bonusTurnover: moneySchema,
  /** Transfer mode: every vendor's sub-wallet. Single mode: only sub-wallets that still hold money. */
  wallets: z.array(subWalletSchema),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;
