import { z } from 'zod';
import {
  consolidatedSchema,
  loginVerificationRequestSchema,
  loginVerificationSmsRequestSchema,
  smsCodeResultSchema,
  type LoginVerificationRequest,
} from '../../../contract/accounts.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { freeplayRequestSchema, loginRequestSchema, loginResultSchema } from '../../../contract/session.ts';
import { callApi } from '../../api-client/client.ts';
import { callSealed } from '../../api-client/sealed.ts';

/** What the browser sees of a login: the gateway keeps the token in its cookie. */
export const sessionResultSchema = loginResultSchema.omit({ token: true });
export type SessionResult = z.infer<typeof sessionResultSchema>;

/** Logs in by username and password, or by mobile number and SMS code (`type: 'sms'`). */
// async: a refused input rejects, as a refused call does.
export const login = async (input: z.input<typeof loginRequestSchema>): Promise<SessionResult> =>
  callSealed(ENDPOINTS.login, sessionResultSchema, loginRequestSchema.parse(input));

/** The login again, with the second factor a `login_verify_required` refusal offered. */
export const loginWithVerification = async (input: LoginVerificationRequest): Promise<SessionResult> =>
  callSealed(ENDPOINTS.loginVerification, sessionResultSchema, loginVerificationRequestSchema.parse(input));

/** Sends the code of verification method S to the account's own mobile. */
export const sendLoginVerificationSms = async (input: z.input<typeof loginVerificationSmsRequestSchema>) =>
  callApi(ENDPOINTS.loginVerificationSms, smsCodeResultSchema, { body: loginVerificationSmsRequestSchema.parse(input) });

/** A trial (free-play) account, logged in at once. */
export const loginFreeplay = (): Promise<SessionResult> =>
  callApi(ENDPOINTS.freeplayLogin, sessionResultSchema, { body: freeplayRequestSchema.parse({ platform: 'W' }) });

export const logout = () => callApi(ENDPOINTS.logout, z.unknown());

/** The agent-contract maps a real account reads after login (CONTRACT.md 4.1). */
export const fetchConsolidated = () => callApi(ENDPOINTS.consolidated, consolidatedSchema);
