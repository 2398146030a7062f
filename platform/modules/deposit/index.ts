/**
 * The deposit module: the methods the site takes money by and their limits, members' deposit
 * requests and history, the operator's decisions on bank and cash deposits, and card payments
 * settled by the payment provider's signed notification. It credits wallets only through the
 * ledger. Other modules use only what this file exports.
 */
export type { CardProvider } from './card.ts';
export {
  confirmDeposit,
  depositConfirmSchema,
  depositIdInputSchema,
  depositListQuerySchema,
  depositReceipt,
  depositRejectSchema,
  listDeposits,
  rejectDeposit,
} from './decisions.ts';
export type { DepositDecision, DepositRecord } from './decisions.ts';
export { cardNotificationRoutes, depositRelaysRoutes } from './deposit.routes.ts';
export { listMethods, methodSettingSchema, setMethod } from './methods.ts';
export type { MethodRecord } from './methods.ts';
