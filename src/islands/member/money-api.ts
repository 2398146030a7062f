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
import { confirmationAnswerSchema, paymentConfirmationSchema } from '../../../contract/withdrawal-confirmation.ts';
import { callApi } from '../../api-client/client.ts';
import { callSealed } from '../../api-client/sealed.ts';
import { base64Of } from './file-base64.ts';
import { normalAmount, type MoneyFormKind } from './money-form-checks.ts';

const confirm = async (values: Readonly<Record<string, string>>, timeZone: string, answer: Record<string, unknown>) => {
  await callApi(ENDPOINTS.confirmPayment, paymentConfirmationSchema, {
    query: { timeZone },
    body: confirmationAnswerSchema.parse({ id: values.id, ...answer }),
  });
};

/**
 * Sends one money form: a withdrawal, a bank account added or removed, a transfer to the upline
 * (these sealed, since they carry the transaction password), a cancel, or the answer to a paid
 * withdrawal (with its proof images). Rejects with the API client's errors.
 */
export const sendMoneyForm = async (
  kind: MoneyFormKind,
  values: Readonly<Record<string, string>>,
  timeZone: string,
  files: readonly Blob[] = [],
): Promise<void> => {
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
      return;
    case 'confirm-received':
      await confirm(values, timeZone, { answer: 'received' });
      return;
    case 'confirm-partly':
      await confirm(values, timeZone, { answer: 'partly', received: normalAmount(values.received ?? '') });
      return;
    case 'confirm-not-received':
      await confirm(values, timeZone, {
        answer: 'not_received',
        proofs: await Promise.all(files.map(base64Of)),
        ...(values.comment?.trim() ? { comment: values.comment.trim() } : {}),
      });
  }
};
