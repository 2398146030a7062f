import { z } from 'zod';
import { smsCodeResultSchema } from '../../../../contract/accounts.ts';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import {
  avatarSchema,
  emailCodeResultSchema,
  endedSessionsSchema,
  type LoginPasswordFirst,
  totpEnabledSchema,
  totpSetupSchema,
  type TransactionPasswordChange,
  type TransactionPasswordReset,
  type TransactionPasswordSet,
} from '../../../../contract/security.ts';
import { callApi } from '../../../api-client/client.ts';
import { callSealed } from '../../../api-client/sealed.ts';

/*
 * The security centre's calls (contract/endpoints.ts). Secrets travel sealed; a refused field
 * comes back as `request_param_err` with `value.fields`, which the forms put back in place.
 */
const nothing = z.unknown();

export const changeNickname = (nickname: string) => callApi(ENDPOINTS.changeNickname, z.object({ nickname: z.string() }), { body: { nickname } });
export const setPayeeName = (payeeName: string) => callApi(ENDPOINTS.setPayeeName, z.object({ payeeName: z.string() }), { body: { payeeName } });

export const sendMobileCode = (mobileNum: string, countryDialingCode: string) =>
  callApi(ENDPOINTS.bindMobileSms, smsCodeResultSchema, { body: { mobileNum, countryDialingCode } });
export const bindMobile = (request: { mobileNum: string; countryDialingCode: string; verificationCode: string; loginPassword?: string }) =>
  callSealed(ENDPOINTS.bindMobile, nothing, request);

export const sendEmailCode = (email: string) => callApi(ENDPOINTS.bindEmailCode, emailCodeResultSchema, { body: { email } });
export const bindEmail = (request: { email: string; verificationCode: string; loginPassword?: string }) => callSealed(ENDPOINTS.bindEmail, nothing, request);

export const uploadAvatar = (image: string) => callApi(ENDPOINTS.uploadMemberIcon, avatarSchema, { body: { image } });

export const setTransactionPassword = (request: TransactionPasswordSet) => callSealed(ENDPOINTS.setTransactionPassword, nothing, request);
export const changeTransactionPassword = (request: TransactionPasswordChange) => callSealed(ENDPOINTS.changeTransactionPassword, nothing, request);
export const sendTransactionResetCode = () => callApi(ENDPOINTS.transactionPasswordSms, smsCodeResultSchema);
export const resetTransactionPassword = (request: TransactionPasswordReset) => callSealed(ENDPOINTS.resetTransactionPassword, nothing, request);

export const sendFirstPasswordCode = () => callApi(ENDPOINTS.firstPasswordSms, smsCodeResultSchema);
export const setFirstPassword = (request: LoginPasswordFirst) => callSealed(ENDPOINTS.setFirstPassword, nothing, request);

export const endOtherSessions = () => callApi(ENDPOINTS.endOtherSessions, endedSessionsSchema);

export const startTotpSetup = () => callApi(ENDPOINTS.totpSetup, totpSetupSchema);
export const enableTotp = (code: string) => callApi(ENDPOINTS.totpEnable, totpEnabledSchema, { body: { code } });
export const disableTotp = (code: string) => callApi(ENDPOINTS.totpDisable, nothing, { body: { code } });
