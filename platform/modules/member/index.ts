/**
 * The member module: what a logged-in member reads about their own account (wallet, inbox,
 * account record).
 * Other modules use only what this file exports.
 */
export { accountRecordRoutes } from './account-record.routes.ts';
export { KINDS_OF_TYPE } from './account-record.ts';
export { periodsOf } from './periods.ts';
export { adjustmentInputSchema, adjustWallet } from './adjustment.ts';
export { betRecordsRoutes } from './bet-records.routes.ts';
export type { AdjustmentResult } from './adjustment.ts';
export { walletRoutes } from './wallet.routes.ts';
export { setWalletMode, walletModeInputSchema, walletModeStatus } from './wallet-mode-switch.ts';
export type { WalletModeReport } from './wallet-mode-switch.ts';
export { moneyOutRoutes } from './money-out.routes.ts';
export {
  bankAccountsInputSchema,
  listBankAccounts,
  verifyAccountInputSchema,
  verifyBankAccount,
  listWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  withdrawalListInputSchema,
  withdrawalPayInputSchema,
  withdrawalRejectInputSchema,
} from './withdrawal-operations.ts';
export type { OperatorBankAccount, OperatorWithdrawal, WithdrawalDecision } from './withdrawal-operations.ts';
export {
  closeDispute,
  disputeCloseInputSchema,
  disputeIdInputSchema,
  disputeListInputSchema,
  disputeProofs,
  disputeRefundInputSchema,
  listDisputes,
  refundDispute,
} from './withdrawal-disputes.ts';
export type { DisputeSettlement, OperatorDispute } from './withdrawal-disputes.ts';
export { readWithdrawalSetting, updateWithdrawalSetting, withdrawalSettingInputSchema } from './withdrawal-rules.ts';
export { changePayeeName, payeeNameInputSchema } from './payee-name.ts';
export type { PayeeNameChange } from './payee-name.ts';
