import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { smsCodeRequestSchema, smsCodeResultSchema, type SmsCodeRequest } from '../../../contract/accounts.ts';
import { callApi } from '../../api-client/client.ts';

/** An SMS code for SMS login or a password reset by phone (`/wps/verification/sms/noLogin`). */
export const sendLoginSms = (request: SmsCodeRequest) => callApi(ENDPOINTS.smsNoLogin, smsCodeResultSchema, { body: smsCodeRequestSchema.parse(request) });

/** An SMS code that proves the number at registration (`/wps/verification/sms/register`). */
export const sendRegisterSms = (request: SmsCodeRequest) => callApi(ENDPOINTS.smsRegister, smsCodeResultSchema, { body: smsCodeRequestSchema.parse(request) });
