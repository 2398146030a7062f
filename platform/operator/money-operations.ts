import type { z } from 'zod';
import type { Platform } from '../context.ts';
import {
  bankAccountsInputSchema,
  listBankAccounts,
  verifyAccountInputSchema,
  verifyBankAccount,
  type OperatorBankAccount,
  listWithdrawals,
  payWithdrawal,
  readWithdrawalSetting,
  rejectWithdrawal,
  updateWithdrawalSetting,
  withdrawalListInputSchema,
  withdrawalPayInputSchema,
  withdrawalRejectInputSchema,
  withdrawalSettingInputSchema,
  changePayeeName,
  payeeNameInputSchema,
  type OperatorWithdrawal,
  type PayeeNameChange,
  type WithdrawalDecision,
} from '../modules/member/index.ts';
import {
  closeDispute,
  disputeCloseInputSchema,
  disputeIdInputSchema,
  disputeListInputSchema,
  disputeProofs,
  disputeRefundInputSchema,
  listDisputes,
  refundDispute,
  type DisputeSettlement,
  type OperatorDispute,
} from '../modules/member/index.ts';
import type { SettingValue } from '../modules/system/index.ts';
import {
  confirmDeposit,
  depositConfirmSchema,
  depositIdInputSchema,
  depositListQuerySchema,
  depositReceipt,
  depositRejectSchema,
  listDeposits,
  listMethods,
  methodSettingSchema,
  rejectDeposit,
  setMethod,
  type DepositDecision,
  type DepositRecord,
  type MethodRecord,
} from '../modules/deposit/index.ts';

/*
 * The operator's part in members' money: deposits and their methods, withdrawals, bank accounts,
 * disputes of paid withdrawals, and the payee name they are all paid to.
 */
export {
  bankAccountsInputSchema,
  verifyAccountInputSchema,
  withdrawalListInputSchema,
  withdrawalPayInputSchema,
  withdrawalRejectInputSchema,
  withdrawalSettingInputSchema,
};
export { disputeCloseInputSchema, disputeIdInputSchema, disputeListInputSchema, disputeRefundInputSchema };
export { payeeNameInputSchema };
export { depositConfirmSchema, depositIdInputSchema, depositListQuerySchema, depositRejectSchema, methodSettingSchema };

export interface MoneyOperations {
  /** Corrects a member's real name; bank accounts in another name are removed. */
  changePayeeName(input: z.infer<typeof payeeNameInputSchema>): Promise<PayeeNameChange>;
  /** Members' withdrawals, newest first; paying sends the held money to the house, rejecting returns it. */
  listWithdrawals(query: z.infer<typeof withdrawalListInputSchema>): Promise<OperatorWithdrawal[]>;
  payWithdrawal(input: z.infer<typeof withdrawalPayInputSchema>): Promise<WithdrawalDecision>;
  rejectWithdrawal(input: z.infer<typeof withdrawalRejectInputSchema>): Promise<WithdrawalDecision>;
  /** A member's bank accounts; and an account checked with its bank, usable at once. */
  listBankAccounts(input: z.infer<typeof bankAccountsInputSchema>): Promise<OperatorBankAccount[]>;
  verifyBankAccount(input: z.infer<typeof verifyAccountInputSchema>): Promise<OperatorBankAccount>;
  /** The withdrawal rules, and a change to them. */
  withdrawalSettings(): Promise<SettingValue<'withdrawal'>>;
  setWithdrawalSettings(input: z.infer<typeof withdrawalSettingInputSchema>): Promise<SettingValue<'withdrawal'>>;
  /** Paid withdrawals the member says did not arrive, or arrived in part; a refund of the missing amount or a close settles one once. */
  listDisputes(query: z.infer<typeof disputeListInputSchema>): Promise<OperatorDispute[]>;
  refundDispute(input: z.infer<typeof disputeRefundInputSchema>): Promise<DisputeSettlement>;
  closeDispute(input: z.infer<typeof disputeCloseInputSchema>): Promise<DisputeSettlement>;
  /** A dispute's proof images, base64. */
  disputeProofs(input: z.infer<typeof disputeIdInputSchema>): Promise<{ id: number; proofs: { contentType: string; data: string }[] }>;
  /** The deposit methods with their limits, and a change to one. */
  listPaymentMethods(): Promise<MethodRecord[]>;
  setPaymentMethod(input: z.infer<typeof methodSettingSchema>): Promise<MethodRecord>;
  /** Members' deposits, newest first; confirming credits the wallet once, rejecting credits nothing. */
  listDeposits(query: z.infer<typeof depositListQuerySchema>): Promise<DepositRecord[]>;
  confirmDeposit(input: z.infer<typeof depositConfirmSchema>): Promise<DepositDecision>;
  rejectDeposit(input: z.infer<typeof depositRejectSchema>): Promise<DepositDecision>;
  /** A deposit's receipt image, base64. */
  depositReceipt(input: z.infer<typeof depositIdInputSchema>): Promise<{ id: number; contentType: string; data: string }>;
}

export const moneyOperations = (p: Platform): MoneyOperations => ({
  changePayeeName: (input) => changePayeeName(p, input),
  listWithdrawals: (query) => listWithdrawals(p, query),
  payWithdrawal: (input) => payWithdrawal(p, input),
  rejectWithdrawal: (input) => rejectWithdrawal(p, input),
  listBankAccounts: ({ account }) => listBankAccounts(p, account),
  verifyBankAccount: (input) => verifyBankAccount(p, input),
  withdrawalSettings: () => readWithdrawalSetting(p),
  setWithdrawalSettings: (input) => updateWithdrawalSetting(p, input),
  listDisputes: (query) => listDisputes(p, query),
  refundDispute: (input) => refundDispute(p, input),
  closeDispute: (input) => closeDispute(p, input),
  disputeProofs: ({ id }) => disputeProofs(p, id),
  listPaymentMethods: () => listMethods(p.db),
  setPaymentMethod: (input) => setMethod(p, input),
  listDeposits: (query) => listDeposits(p, query),
  confirmDeposit: (input) => confirmDeposit(p, input),
  rejectDeposit: (input) => rejectDeposit(p, input),
  depositReceipt: ({ id }) => depositReceipt(p, id),
});
