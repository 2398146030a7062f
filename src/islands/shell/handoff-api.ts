import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { handoffSchema } from '../../../contract/handoff.ts';
import { callApi } from '../../api-client/client.ts';

/** A single-use code for the app hand-off (QR code); needs a session. */
export const requestHandoff = () => callApi(ENDPOINTS.handoff, handoffSchema, { body: {} });
