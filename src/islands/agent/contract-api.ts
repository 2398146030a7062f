import { consolidatedSchema, contractActionSchema, contractViewSchema, type ContractAction, type ContractKind } from '../../../contract/agent-contracts.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { callApi } from '../../api-client/client.ts';
import { storeContractKeys } from '../../lib/contract-keys.ts';

/** The contract relays' acts, by kind: offer, ask to terminate, accept or reject. Rejects with the API client's errors. */
export const actOnContract = (kind: ContractKind, action: ContractAction) =>
  callApi(ENDPOINTS[`${kind}ContractAct`], contractViewSchema, { body: contractActionSchema.parse(action) });

/**
 * Reads the agent's contract maps again into the tab's session keys, as the login does: after an
 * answer, the pop-up's switch says what is still awaited. A failed read leaves the keys as they were.
 */
export const refreshContractKeys = async () => {
  const consolidated = await callApi(ENDPOINTS.consolidated, consolidatedSchema).catch(() => null);
  if (consolidated) storeContractKeys(consolidated);
};
