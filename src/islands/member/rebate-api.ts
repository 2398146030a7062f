import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { rebatePaidSchema, type RebatePaid } from '../../../contract/rebates.ts';
import { callApi } from '../../api-client/client.ts';

/** Claims the manual rebate earned so far. Rejects with the API client's errors. */
export const claimRebate = (requestId: string): Promise<RebatePaid> => callApi(ENDPOINTS.claimRebate, rebatePaidSchema, { body: { requestId } });
