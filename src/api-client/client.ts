import { FetchError, ofetch } from 'ofetch';
import type { z } from 'zod';
import type { Endpoint } from '../../contract/endpoints.ts';
import { anyEnvelopeSchema } from '../../contract/envelope.ts';
import { SESSION_ENDING_CODES } from '../../contract/error-codes.ts';
import { GATEWAY_VERSION, MERCHANT_CODE_DEFAULT } from '../../contract/limits.ts';
import { $language } from '../stores/language.ts';
import { ApiError, HttpError, NetworkError } from './errors.ts';
import { emitApiEvent } from './events.ts';

const SYSTEM_CLOSED_CODES = ['system.maintenance', 'system.region.restricted'];

/**
 * The one HTTP client of the site (CONTRACT.md 1.2). Same origin only: the gateway holds the
 * session cookie, so no call carries a token. Errors are read from the envelope, not thrown by
 * status, so every refusal becomes one typed error.
 */
export const api = ofetch.create(
  {
    baseURL: '/',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-Gateway-Version': GATEWAY_VERSION, Merchant: MERCHANT_CODE_DEFAULT, Device: 'web' },
    retry: 0,
    timeout: 20_000,
    ignoreResponseError: true,
    onRequest({ options }) {
      options.headers.set('Language', $language.get());
    },
    onResponse({ response }) {
      const code = anyEnvelopeSchema.safeParse(response._data).data?.errorCode;
      if (response.status === 401 || (code && SESSION_ENDING_CODES.includes(code))) {
        emitApiEvent({ kind: 'session-ended', errorCode: code ?? 'login.not.session' });
      } else if (code && SYSTEM_CLOSED_CODES.includes(code)) {
        emitApiEvent({ kind: 'system-closed', errorCode: code });
      }
    },
  },
  // Looked up per call, so tests and polyfills can replace the global fetch.
  { fetch: (input, init) => globalThis.fetch(input, init) },
);

export interface CallOptions {
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls an endpoint of the registry and returns its value, checked against `schema`. */
export const callApi = async <S extends z.ZodType>(endpoint: Endpoint, schema: S, options: CallOptions = {}): Promise<z.infer<S>> => {
  let response;
  try {
    response = await api.raw(endpoint.path, {
      method: endpoint.method,
      ...(options.query ? { query: options.query } : {}),
      ...(options.body !== undefined ? { body: options.body as Record<string, unknown> } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof FetchError && error.response) throw new HttpError(error.response.status, 'unreadable answer');
    throw new NetworkError(error instanceof Error ? error.message : 'network failure', { cause: error });
  }
  const envelope = anyEnvelopeSchema.safeParse(response._data);
  if (!envelope.success) throw new HttpError(response.status, 'not an envelope');
  const { success, errorCode, value } = envelope.data;
  if (!response.ok || !success) throw new ApiError(errorCode ?? 'system.error', response.status, value ?? null);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(response.status, `value breaks the contract of ${endpoint.path}`);
  return parsed.data;
};
