import { z } from 'zod';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { callApi } from '../../api-client/client.ts';

export const fetchUnreadCount = () => callApi(ENDPOINTS.unreadCount, z.number().int().min(0));
