import { z } from 'zod';
import { affiliateCheckSchema, humanChallengeSchema, registerRequestSchema, type RegisterMethod, type RegisterRequest } from '../../../../contract/accounts.ts';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { ENCRYPTION_HEADER, encryptPayload } from '../../../../contract/hybrid-crypto.ts';
import { registerRulesSchema } from '../../../../contract/system.ts';
import { callApi } from '../../../api-client/client.ts';
import { fetchPublicKey } from '../../../api-client/sealed.ts';
import { sessionResultSchema, type SessionResult } from '../session-api.ts';

/** The site's per-field register rules (`GET /wps/system/setting/register`, CONTRACT.md 4.3). */
export const fetchRegisterRules = () => callApi(ENDPOINTS.registerSettings, registerRulesSchema);

/** Whether an invitation code names a live upline; refused with `invitation_code_error` when not. */
export const checkAffiliateCode = async (code: string, domain: string): Promise<void> => {
  const query = affiliateCheckSchema.parse({ code, domain });
  await callApi(ENDPOINTS.affiliate, z.unknown(), {
    query: query.domain ? { code: query.code, domain: query.domain } : { code: query.code },
  });
};

/** A proof-of-work challenge of the human verification. */
export const fetchHumanChallenge = (signal?: AbortSignal) => callApi(ENDPOINTS.humanChallenge, humanChallengeSchema, signal ? { signal } : {});

/**
 * Registers (`PUT /wps/member/register`, or `/register/mobile` for the mobile method) with the
 * payload sealed for the platform, as the login is. The answer is the login of the new member:
 * the gateway keeps its token in the session cookie.
 */
export const register = async (method: RegisterMethod, input: RegisterRequest): Promise<SessionResult> => {
  const payload = registerRequestSchema.parse(input);
  const sealed = await encryptPayload(await fetchPublicKey(), payload);
  return callApi(method === 'mobile' ? ENDPOINTS.registerMobile : ENDPOINTS.register, sessionResultSchema, {
    body: sealed.body,
    headers: { [ENCRYPTION_HEADER]: sealed.encryptionHeader },
  });
};
