import { z } from 'zod';
import { ENDPOINTS, type Endpoint } from '../../contract/endpoints.ts';
import { ENCRYPTION_HEADER, encryptPayload } from '../../contract/hybrid-crypto.ts';
import { callApi } from './client.ts';

/** The platform's public key, as modulus hex; fetched before every encrypted call. */
export const fetchPublicKey = () => callApi(ENDPOINTS.rsaKey, z.string().min(1));

/** Calls an encrypted endpoint with the payload sealed for the platform (ARCHITECTURE.md "Contract"). */
export const callSealed = async <S extends z.ZodType>(
  endpoint: Endpoint,
  schema: S,
  payload: Readonly<Record<string, unknown>>,
  query?: Record<string, string>,
): Promise<z.infer<S>> => {
  const sealed = await encryptPayload(await fetchPublicKey(), payload);
  return callApi(endpoint, schema, { body: sealed.body, headers: { [ENCRYPTION_HEADER]: sealed.encryptionHeader }, ...(query ? { query } : {}) });
};
