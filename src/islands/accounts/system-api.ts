import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { systemStatusSchema } from '../../../contract/system.ts';
import { callApi } from '../../api-client/client.ts';

export const fetchSystemStatus = () => callApi(ENDPOINTS.systemStatus, systemStatusSchema);
