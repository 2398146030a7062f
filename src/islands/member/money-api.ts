import { z } from 'zod';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import {
  addWithdrawAccountSchema,
  cancelWithdrawalSchema,
  removeWithdrawAccountSchema,
  withdrawAccountSchema,
  withdrawalSchema,
  withdrawRequestSchema,
} from '../../../contract/withdrawals.ts';
import { uplineTransferRequestSchema, uplineTransferSchema } from '../../../contract/upline-transfer.ts';
import { callApi } from '../../api-client/client.ts';
import { callSealed } from '../../api-client/sealed.ts';
import { normalAmount, type MoneyFormKind } from './money-form-checks.ts';

/**
 * Sends one money form: a withdrawal, a bank account added or removed, a transfer to the upline
 * (these sealed, since they carry the transaction password), or a cancel. Rejects with the API
 * client's errors.
 */
export const sendMoneyForm = async (kind: MoneyFormKind, values: Readonly<Record<string, string>>, timeZone: string): Promise<void> => {
  const query = { timeZone };
  switch (kind) {
    case 'withdraw':
      await callSealed(ENDPOINTS.withdraw, withdrawalSchema, withdrawRequestSchema.parse({ ...values, amount: normalAmount(values.amount ?? '') }), query);
      return;
    case 'add-account':
      await callSealed(ENDPOINTS.addWithdrawAccount, withdrawAccountSchema, addWithdrawAccountSchema.parse({ ...values, clabe: values.clabe?.trim() }), query);
      return;
    case 'remove-account':
      await callSealed(ENDPOINTS.removeWithdrawAccount, z.null(), removeWithdrawAccountSchema.parse(values));
      return;
    case 'cancel':
      await callApi(ENDPOINTS.cancelWithdrawal, withdrawalSchema, { query, body: cancelWithdrawalSchema.parse(values) });
      return;
    case 'transfer-upline':
      await callSealed(
        ENDPOINTS.transferToUpline,
        uplineTransferSchema,
        uplineTransferRequestSchema.parse({ ...values, amount: normalAmount(values.amount ?? '') }),
      );
  }
};
