import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { socialProvidersSchema, socialSignupInfoSchema, socialStartRequestSchema, socialStartSchema } from '../../../../contract/social.ts';
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
