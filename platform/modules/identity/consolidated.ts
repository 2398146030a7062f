import type { Consolidated } from '../../../contract/accounts.ts';
import type { Platform } from '../../context.ts';

/**
 * `GET /wps/member/info/funds/consolidated`: the member's agent-contract requests by kind
 * (CONTRACT.md 4.1). A non-empty map makes the client offer the contract pop-up and the salary
 * menus. The maps are filled from the agent contracts once those exist in the database; until
 * then no member has any, and every map is empty.
 */
export const consolidated = async (_p: Platform, _memberId: number): Promise<Consolidated> => ({
  dailysalreqtype: {},
  divtypereq: {},
  contracthoursalreq: {},
  realtimesalreqtype: {},
});
