import { z } from 'zod';
import { moneySchema } from './wallet.ts';
import { amountInputSchema, requestIdSchema, TRANSACTION_PASSWORD_MAX } from './withdrawals.ts';

/*
 * Transfer to downline (agent centre, module FUNDTRANS3): an agent sends money from the wallet to
 * an account of the agent's own tree, at any level, with the transaction password. The relay
 * names are our choice, in the contract's `passwordCheck/…` style for calls that carry the
 * transaction password; `ACSFE_` marks the agent centre's calls.
 */

export const downlineTransferInfoSchema = z.object({
  available: moneySchema,
  hasTransactionPassword: z.boolean(),
});
export type DownlineTransferInfo = z.infer<typeof downlineTransferInfoSchema>;

export const downlineTransferRequestSchema = z.object({
  /** The downline's username, as the agent types or picks it. */
  account: z.string().trim().toLowerCase().min(1).max(64),
  amount: amountInputSchema,
  transactionPassword: z.string().min(1).max(TRANSACTION_PASSWORD_MAX),
  requestId: requestIdSchema,
});
export type DownlineTransferRequest = z.infer<typeof downlineTransferRequestSchema>;

export const downlineTransferSchema = z.object({
  transactionId: z.string(),
  amount: moneySchema,
  /** The agent's wallet after the transfer. */
  balance: moneySchema,
  downline: z.string(),
});
export type DownlineTransfer = z.infer<typeof downlineTransferSchema>;
