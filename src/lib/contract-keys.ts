import { enabledKinds, requestsIn, type Consolidated } from '../../contract/agent-contracts.ts';
import { SESSION_KEYS, tabStorage } from './session-keys.ts';

/*
 * What the tab keeps of the member's agent contracts (CONTRACT.md 4.1 and 5.2): the contract maps
 * as read after login, and the two switches drawn from them. The login writes them, and so does
 * the agent centre after an answer to a request, so the pop-up does not come back for it.
 */

/**
 * "Has contract" is any request map with entries (CONTRACT.md 4.1); the salary menus are enabled
 * when the agent holds a salary contract of any kind.
 */
export const contractKeysOf = (consolidated: Consolidated): Record<string, string> => ({
  [SESSION_KEYS.consolidated]: JSON.stringify(consolidated),
  [SESSION_KEYS.enableSalary]: enabledKinds(consolidated).some((kind) => kind !== 'dividend') ? '1' : '0',
  [SESSION_KEYS.enableContract]: requestsIn(consolidated).length > 0 ? '1' : '0',
});

export const storeContractKeys = (consolidated: Consolidated, storage = tabStorage()) => {
  for (const [key, value] of Object.entries(contractKeysOf(consolidated))) storage?.setItem(key, value);
};
