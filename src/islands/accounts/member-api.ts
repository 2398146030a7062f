import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { memberInfoSchema } from '../../../contract/session.ts';
import { callApi } from '../../api-client/client.ts';

export const fetchMemberInfo = () => callApi(ENDPOINTS.memberInfo, memberInfoSchema);
