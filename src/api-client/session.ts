import { z } from 'zod';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { ENCRYPTION_HEADER, encryptPayload } from '../../contract/hybrid-crypto.ts';
import { freeplayRequestSchema, loginRequestSchema, loginResultSchema } from '../../contract/session.ts';
import { callApi } from './client.ts';

/** What the browser sees of a login: the gateway keeps the token in its cookie. */
export const sessionResultSchema = loginResultSchema.omit({ token: true });
export type SessionResult = z.infer<typeof sessionResultSchema>;

/** The platform's public key, as modulus hex; fetched before every encrypted call. */
export const fetchPublicKey = () => callApi(ENDPOINTS.rsaKey, z.string().min(1));

/** Logs in with the payload sealed for the platform (ARCHITECTURE.md "Contract"). */
export const login = async (input: z.input<typeof loginRequestSchema>): Promise<SessionResult> => {
  const payload = loginRequestSchema.parse(input);
  const sealed = await encryptPayload(await fetchPublicKey(), payload);
  return callApi(ENDPOINTS.login, sessionResultSchema, {
    body: sealed.body,
    headers: { [ENCRYPTION_HEADER]: sealed.encryptionHeader },
  });
};

/** A trial (free-play) account, logged in at once. */
export const loginFreeplay = (): Promise<SessionResult> =>
  callApi(ENDPOINTS.freeplayLogin, sessionResultSchema, { body: freeplayRequestSchema.parse({ platform: 'W' }) });

export const logout = () => callApi(ENDPOINTS.logout, z.unknown());
