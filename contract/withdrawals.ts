import { z } from 'zod';
import { timeZoneSchema } from './account-records.ts';
import { moneySchema, parseMinor } from './wallet.ts';
import { confirmationSchema } from './withdrawal-confirmation.ts';

/*
 * Withdrawals: the member's bank accounts (CLABE), the site's rules, the request itself and its
 * history. CONTRACT.md names `MCSFE_getBanks`, `MCSFE_getWithdrawAccountInfo`,
 * `MCSFE_getWithdrawSettings` and an encrypted submit ending in `/transaction/withdraw`; the
 * other relays follow the same naming and are our choice.
 */

/** The rules of a fresh site, until the operator sets their own (`withdrawals settings`). */
export const DEFAULT_WITHDRAWAL_SETTING = { min: '100.00', max: '50000.00', dailyCount: 3, fee: '0.00', confirmMinutes: 30 } as const;

export const WITHDRAWAL_STATUSES = ['pending', 'cancelled', 'rejected', 'paid'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** An 18-digit CLABE; its check digit is verified by the platform. */
export const CLABE_PATTERN = /^\d{18}$/;

/** Ids travel as decimal text. */
const idSchema = z.string().regex(/^[1-9]\d{0,17}$/);

/** The transaction password as typed; its rules are the security centre's, this only bounds it. */
export const TRANSACTION_PASSWORD_MAX = 64;
const transactionPasswordSchema = z.string().min(1).max(TRANSACTION_PASSWORD_MAX);

/** An amount as the member types it: a positive decimal with at most two places. */
export const amountInputSchema = z
  .string()
  .trim()
  .refine((text) => /^\d{1,13}(\.\d{1,2})?$/.test(text) && (parseMinor(text) ?? 0n) > 0n, 'amount_format');

/** A client request id: a retried submit with the same id moves the money once. */
export const requestIdSchema = z.string().regex(/^[\w-]{8,64}$/);

export const bankSchema = z.object({ code: z.string().regex(/^\d{3}$/), name: z.string() });
export const banksSchema = z.object({ list: z.array(bankSchema) });
export type Bank = z.infer<typeof bankSchema>;

export const withdrawSettingsSchema = z.object({
  min: moneySchema,
  max: moneySchema,
  /** Withdrawals a member may ask for per day (in the site's zone), and how many are used today. */
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  fee: moneySchema,
  /** The wallet balance: what may be withdrawn, at most. */
  available: moneySchema,
  /** Held by pending withdrawals: already out of the wallet. */
  held: moneySchema,
  /** Deposits not yet wagered once; nothing can be withdrawn until it is zero. */
  remainingTurnover: moneySchema,
  /** What the member's promotion bonuses still need in valid bets; withdrawals wait for zero. */
  bonusTurnover: moneySchema,
  maxAccounts: z.number().int(),
  accountDelayHours: z.number().int(),
  /** Whether the member has set a transaction password (withdrawals need one). */
  hasTransactionPassword: z.boolean(),
  /** The member's real name, which every account holder must match; null while unset. */
  realName: z.string().nullable(),
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;

export const withdrawAccountSchema = z.object({
  id: idSchema,
  bankCode: z.string(),
  bankName: z.string(),
  /** Only the last four digits are ever shown again. */
  clabeMasked: z.string(),
  holderName: z.string(),
  addedAt: z.string(),
  /** From then on the account takes withdrawals. */
  usableAt: z.string(),
  usable: z.boolean(),
});
export type WithdrawAccount = z.infer<typeof withdrawAccountSchema>;

export const withdrawAccountsSchema = z.object({ list: z.array(withdrawAccountSchema), gmtOffset: z.string() });

export const zoneQuerySchema = z.object({ timeZone: timeZoneSchema.optional() });

export const addWithdrawAccountSchema = z.object({
  bankCode: z.string().regex(/^\d{3}$/),
  clabe: z.string().regex(CLABE_PATTERN),
  holderName: z.string().trim().min(2).max(100),
  transactionPassword: transactionPasswordSchema,
});
export type AddWithdrawAccount = z.infer<typeof addWithdrawAccountSchema>;

export const removeWithdrawAccountSchema = z.object({ id: idSchema, transactionPassword: transactionPasswordSchema });

export const withdrawRequestSchema = z.object({
  accountId: idSchema,
  amount: amountInputSchema,
  transactionPassword: transactionPasswordSchema,
  requestId: requestIdSchema,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawalSchema = z.object({
  id: idSchema,
  amount: moneySchema,
  fee: moneySchema,
  /** What the bank transfer carries: the amount less the fee. */
  payout: moneySchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  clabeMasked: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why the operator rejected it, as the operator wrote it. */
  reason: z.string().nullable(),
  /** Once paid, whether the member confirmed the money arrived; null before. */
  confirmation: confirmationSchema.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const WITHDRAWAL_PAGE_SIZE = 10;

export const withdrawalListQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  before: idSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(WITHDRAWAL_PAGE_SIZE),
});
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuerySchema>;

export const withdrawalPageSchema = z.object({
  list: z.array(withdrawalSchema),
  gmtOffset: z.string(),
  /** The cursor of the next, older page; null on the last. */
  older: idSchema.nullable(),
});
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;

export const cancelWithdrawalSchema = z.object({ id: idSchema });
