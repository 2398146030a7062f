import { z } from 'zod';
import type { EndpointSchemas } from './endpoint-schemas.ts';
import {
  cardNotificationSchema,
  createDepositTaskSchema,
  depositMethodsSchema,
  depositReportQuerySchema,
  depositReportSchema,
  depositTaskSchema,
} from './deposits.ts';
import {
  addWithdrawAccountSchema,
  banksSchema,
  cancelWithdrawalSchema,
  removeWithdrawAccountSchema,
  withdrawAccountSchema,
  withdrawAccountsSchema,
  withdrawalListQuerySchema,
  withdrawalPageSchema,
  withdrawalSchema,
  withdrawRequestSchema,
  withdrawSettingsSchema,
  zoneQuerySchema,
} from './withdrawals.ts';
import {
  confirmationAnswerSchema,
  confirmationQuerySchema,
  paymentConfirmationListSchema,
  paymentConfirmationQuerySchema,
  paymentConfirmationSchema,
} from './withdrawal-confirmation.ts';
import {
  activityStatementSchema,
  breakRefusalSchema,
  breakRequestSchema,
  breakWithdrawalRequestSchema,
  breakWithdrawalSchema,
  limitChangeSchema,
  limitRefSchema,
  realityIntervalSchema,
  responsibleStateSchema,
} from './responsible-gambling.ts';

/** The calls that answer only `success`. */
const nothing = z.null();

/** The money calls' part of the registry's schemas (endpoint-schemas.ts): deposits, withdrawals, payment confirmations and responsible-gambling limits. */
export const MONEY_ENDPOINT_SCHEMAS = {
  depositMethods: { response: depositMethodsSchema },
  createDepositTask: { body: createDepositTaskSchema, response: depositTaskSchema },
  depositReport: { query: depositReportQuerySchema, response: depositReportSchema },
  cardNotification: { body: cardNotificationSchema, response: z.object({ status: z.enum(['paid', 'rejected']) }) },
  withdrawBanks: { response: banksSchema },
  withdrawSettings: { response: withdrawSettingsSchema },
  withdrawAccounts: { query: zoneQuerySchema, response: withdrawAccountsSchema },
  addWithdrawAccount: { query: zoneQuerySchema, body: addWithdrawAccountSchema, response: withdrawAccountSchema },
  removeWithdrawAccount: { body: removeWithdrawAccountSchema, response: nothing },
  withdraw: { query: zoneQuerySchema, body: withdrawRequestSchema, response: withdrawalSchema },
  withdrawals: { query: withdrawalListQuerySchema, response: withdrawalPageSchema },
  cancelWithdrawal: { query: zoneQuerySchema, body: cancelWithdrawalSchema, response: withdrawalSchema },
  paymentConfirmations: { query: paymentConfirmationQuerySchema, response: paymentConfirmationListSchema },
  confirmPayment: { query: confirmationQuerySchema, body: confirmationAnswerSchema, response: paymentConfirmationSchema },
  responsibleState: { response: responsibleStateSchema },
  responsibleLimit: { body: limitChangeSchema, response: responsibleStateSchema },
  responsibleLimitConfirm: { body: limitRefSchema, response: responsibleStateSchema },
  responsibleLimitCancel: { body: limitRefSchema, response: responsibleStateSchema },
  responsibleReality: { body: realityIntervalSchema, response: responsibleStateSchema },
  responsibleBreak: { body: breakRequestSchema, response: breakRefusalSchema },
  activityStatement: { response: activityStatementSchema },
  breakWithdrawal: { body: breakWithdrawalRequestSchema, response: breakWithdrawalSchema },
} as const satisfies Record<string, EndpointSchemas>;
