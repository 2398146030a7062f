import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { loginVerifyAnswerSchema, loginVerifyRequiredSchema, smsCodeResultSchema, type LoginVerifyAnswer } from '../../../../contract/accounts.ts';
import {
  socialProvidersSchema,
  socialSignupInfoSchema,
  socialStartRequestSchema,
  socialStartSchema,
  socialVerifySmsRequestSchema,
} from '../../../../contract/social.ts';
import { callApi } from '../../../api-client/client.ts';
import { sessionResultSchema, type SessionResult } from '../session-api.ts';

/** The providers the operator switched on; none, no button. */
export const fetchSocialProviders = (signal?: AbortSignal) => callApi(ENDPOINTS.socialProviders, socialProvidersSchema, signal ? { signal } : {});

/** Starts a sign-in with a provider, with the page's invitation codes for a sign-up: the address of its authorisation page. */
export const startSocialSignIn = (provider: string, codes: { affiliateCode?: string; referralCode?: string }) =>
  callApi(ENDPOINTS.socialStart, socialStartSchema, { body: socialStartRequestSchema.parse({ provider, ...codes }) }).then((r) => r.url);

/** The identity a provider verified and the fields the site's rules ask of it. */
export const fetchSocialSignup = () => callApi(ENDPOINTS.socialSignupInfo, socialSignupInfoSchema);

/** Creates the account of that identity; the answer is its login, whose token the gateway keeps. */
export const socialSignup = (fields: Record<string, string>): Promise<SessionResult> => callApi(ENDPOINTS.socialSignup, sessionResultSchema, { body: fields });

/** The methods the pending sign-in of this browser (a linked member at a new address) may be verified with. */
export const fetchSocialVerify = () => callApi(ENDPOINTS.socialVerifyInfo, loginVerifyRequiredSchema);

/** Sends the code of verification method S of that sign-in to the account's own mobile. */
export const sendSocialVerifyCode = () => callApi(ENDPOINTS.socialVerifySms, smsCodeResultSchema, { body: socialVerifySmsRequestSchema.parse({}) });

/** The chosen method's answer; the answer is the sign-in's login, whose token the gateway keeps. */
// async: a refused input rejects, as a refused call does.
export const socialVerify = async (answer: LoginVerifyAnswer): Promise<SessionResult> =>
  callApi(ENDPOINTS.socialVerify, sessionResultSchema, { body: loginVerifyAnswerSchema.parse(answer) });
