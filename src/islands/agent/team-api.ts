import { createDownlineSchema, createdDownlineSchema, type CreatedDownline } from '../../../contract/agent-register.ts';
import { downlineChangeSchema, downlineLockSchema, downlinePasswordSchema, downlineRemarkSchema } from '../../../contract/agent-team.ts';
import { downlineTransferRequestSchema, downlineTransferSchema } from '../../../contract/downline-transfer.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { callApi } from '../../api-client/client.ts';
import { callSealed } from '../../api-client/sealed.ts';

/** The team section's actions on a direct downline, as its forms name them. */
export type DownlineActionKind = 'lock' | 'password' | 'remark' | 'transfer';

/** Sends one action form's values. Rejects with the API client's errors. */
export const sendDownlineAction = async (kind: DownlineActionKind, values: Readonly<Record<string, string>>): Promise<void> => {
  const memberId = Number(values.memberId);
  if (kind === 'transfer') {
    // The transaction password travels sealed; the request id makes a retry the same transfer.
    const request = { account: values.account, amount: values.amount, transactionPassword: values.transactionPassword, requestId: values.requestId };
    await callSealed(ENDPOINTS.transferToDownline, downlineTransferSchema, downlineTransferRequestSchema.parse(request));
  } else if (kind === 'lock') {
    await callApi(ENDPOINTS.lockDownline, downlineChangeSchema, { body: downlineLockSchema.parse({ memberId, locked: values.locked === 'true' }) });
  } else if (kind === 'password') {
    // The password travels sealed, as every password does.
    await callSealed(ENDPOINTS.resetDownlinePassword, downlineChangeSchema, downlinePasswordSchema.parse({ memberId, password: values.password ?? '' }));
  } else {
    await callApi(ENDPOINTS.remarkDownline, downlineChangeSchema, { body: downlineRemarkSchema.parse({ memberId, remark: values.remark ?? '' }) });
  }
};

/** Creates a player or a sub-agent below the agent; the first password travels sealed. */
export const createDownline = (values: Readonly<Record<string, unknown>>): Promise<CreatedDownline> =>
  callSealed(ENDPOINTS.createDownline, createdDownlineSchema, createDownlineSchema.parse(values));
