import type { z } from 'zod';
import type { Endpoint } from '../../contract/endpoints.ts';
import { anyEnvelopeSchema } from '../../contract/envelope.ts';
import { GATEWAY_VERSION, MERCHANT_CODE_DEFAULT } from '../../contract/limits.ts';
import { platformAccess } from './platform-access.ts';
import type { PlatformRead, PlatformReadOptions } from './platform-client.ts';

/**
 * A JSON call the server makes on a member's behalf, for a form the browser posted to one of the
 * site's own endpoints (src/pages): the page's form keeps working with no script, and the platform
 * still gets what the contract says, a JSON body with the contract's headers. The endpoint has
 * checked that the form came from this site.
 */
export const sendPlatform = async <S extends z.ZodType>(
  endpoint: Endpoint,
  body: unknown,
  schema: S,
  options: PlatformReadOptions,
): Promise<PlatformRead<z.infer<S>>> => {
  const headers = new Headers({
    accept: 'application/json',
    'content-type': 'application/json',
    merchant: MERCHANT_CODE_DEFAULT,
    language: options.lang,
    device: 'web',
    'x-gateway-version': GATEWAY_VERSION,
    'x-forwarded-for': options.clientIp,
  });
  if (options.token) headers.set('authorization', options.token);
  const access = options.access ?? platformAccess();
  let response: Response;
  try {
    const request = new Request(new URL(endpoint.path, 'http://platform.internal'), { method: endpoint.method, headers, body: JSON.stringify(body) });
    response = await access(request, options.clientIp);
  } catch {
    return { ok: false, status: 502, errorCode: 'upstream.unavailable' };
  }
  const envelope = anyEnvelopeSchema.safeParse(await response.json().catch(() => null));
  if (!envelope.success) return { ok: false, status: response.status, errorCode: null };
  if (!response.ok || !envelope.data.success)
    return { ok: false, status: response.status, errorCode: envelope.data.errorCode ?? null, value: envelope.data.value };
  const value = schema.safeParse(envelope.data.value);
  return value.success ? { ok: true, value: value.data } : { ok: false, status: response.status, errorCode: null };
};
