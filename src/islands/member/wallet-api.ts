import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { walletReturnRequestSchema, walletReturnSchema, walletTransferRequestSchema, walletTransferSchema } from '../../../contract/wallet-modes.ts';
import { callApi } from '../../api-client/client.ts';
import { normalAmount } from './money-form-checks.ts';

/** The wallet section's forms: a transfer to or from one provider's wallet, and the recall of all of them. */
export type WalletFormKind = 'transfer' | 'recall';

/** Sends one wallet form. Rejects with the API client's errors. */
export const sendWalletForm = async (kind: WalletFormKind, values: Readonly<Record<string, string>>): Promise<void> => {
  if (kind === 'recall') {
    await callApi(ENDPOINTS.walletReturn, walletReturnSchema, { body: walletReturnRequestSchema.parse({ requestId: values.requestId }) });
    return;
  }
  const body = walletTransferRequestSchema.parse({ ...values, amount: normalAmount(values.amount ?? '') });
  await callApi(ENDPOINTS.walletTransfer, walletTransferSchema, { body });
};
