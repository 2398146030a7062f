import type { z } from 'zod';
import { anyEnvelopeSchema } from '../../contract/envelope.ts';
import type { ShippedLanguage } from '../../contract/languages.ts';
import { GATEWAY_VERSION, MERCHANT_CODE_DEFAULT } from '../../contract/limits.ts';
import { platformAccess, type PlatformAccess } from './platform-access.ts';

export interface PlatformReadOptions {
  clientIp: string;
  lang: ShippedLanguage;
  /** The session token, for calls made on a member's behalf. */
  token?: string | null;
  access?: PlatformAccess;
  /** A JSON body, sent with POST; without one the read is a GET. */
  body?: unknown;
}

/** A read by the server itself: the value, or why there is none. */
export type PlatformRead<T> = { ok: true; value: T } | { ok: false; status: number; errorCode: string | null; value?: unknown };

/*
 * Page guards read the platform the way the gateway does (same access, same contract headers),
 * in-process when it is embedded, so a page costs no extra HTTP hop.
 */
export const readPlatform = async <S extends z.ZodType>(path: string, schema: S, options: PlatformReadOptions): Promise<PlatformRead<z.infer<S>>> => {
  const headers = new Headers({
    accept: 'application/json',
    merchant: MERCHANT_CODE_DEFAULT,
    language: options.lang,
    device: 'web',
    'x-gateway-version': GATEWAY_VERSION,
    'x-forwarded-for': options.clientIp,
  });
  if (options.token) headers.set('authorization', options.token);
  const init: RequestInit = { headers };
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    Object.assign(init, { method: 'POST', body: JSON.stringify(options.body) });
  }
  const access = options.access ?? platformAccess();
  let response: Response;
  try {
    response = await access(new Request(new URL(path, 'http://platform.internal'), init), options.clientIp);
  } catch {
    return { ok: false, status: 502, errorCode: 'upstream.unavailable' };
  }
  const envelope = anyEnvelopeSchema.safeParse(await response.json().catch(() => null));
  if (!envelope.success) return { ok: false, status: response.status, errorCode: null };
  // A refusal's value can say more (a provider's maintenance window); the caller decides what to read of it.
  if (!response.ok || !envelope.data.success)
    return { ok: false, status: response.status, errorCode: envelope.data.errorCode ?? null, value: envelope.data.value };
  const value = schema.safeParse(envelope.data.value);
  return value.success ? { ok: true, value: value.data } : { ok: false, status: response.status, errorCode: null };
};
