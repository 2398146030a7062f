import { ENDPOINTS } from '../../contract/endpoints.ts';
import { balanceSchema } from '../../contract/wallet.ts';
import { callApi } from '../api-client/client.ts';

export const fetchBalance = () => callApi(ENDPOINTS.balance, balanceSchema);
