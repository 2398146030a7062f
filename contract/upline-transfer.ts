import { z } from 'zod';
import { moneySchema } from './wallet.ts';
import { amountInputSchema, requestIdSchema, TRANSACTION_PASSWORD_MAX } from './withdrawals.ts';

/*
 * Transfer to upline (module FUNDTRANS3): a member sends money from the wallet to the agent above
 * them, and to nobody else, so the call names no target. The relay names are our choice, in the
 * contract's `passwordCheck/MCSFE_…` style for calls that carry the transaction password.
 */

export const uplineInfoSchema = z.object({
  /** The agent the money goes to; null when the member has none (nothing can be sent). */
  upline: z.object({ account: z.string(), nickname: z.string() }).nullable(),
  available: moneySchema,
  hasTransactionPassword: z.boolean(),
});
export type UplineInfo = z.infer<typeof uplineInfoSchema>;

export const uplineTransferRequestSchema = z.object({
  amount: amountInputSchema,
  transactionPassword: z.string().min(1).max(TRANSACTION_PASSWORD_MAX),
  requestId: requestIdSchema,
});
export type UplineTransferRequest = z.infer<typeof uplineTransferRequestSchema>;

export const uplineTransferSchema = z.object({
  transactionId: z.string(),
  amount: moneySchema,
  /** The member's wallet after the transfer. */
  balance: moneySchema,
  upline: z.string(),
});
export type UplineTransfer = z.infer<typeof uplineTransferSchema>;
