import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorCode } from '../../contract/error-codes.ts';
import { isShippedLanguage, toShippedLanguage, type ShippedLanguage } from '../../contract/languages.ts';
import type { z } from 'zod';
import { MAX_JSON_BODY_BYTES } from '../../contract/limits.ts';
import type { AppEnv } from '../context.ts';
import { controlCharacterFields } from './control-characters.ts';
import { PlatformError } from './errors.ts';
import { errorMessage } from './i18n.ts';

/** Success envelope. */
export const ok = <T>(c: Context<AppEnv>, value: T) => c.json({ success: true, value });

/**
 * Failure envelope: the code, its message in the caller's language, a value (field errors, a
 * limit…) or null, and the request id an operator finds the call's log lines by. The status is
 * the code's own unless told.
 */
export const failure = (c: Context<AppEnv>, code: ErrorCode, value: unknown = null, status: ContentfulStatusCode = ERROR_STATUS[code]) =>
  c.json({ success: false, errorCode: code, message: errorMessage(code, c.var.lang ?? 'ES', value), value: value ?? null, requestId: c.var.requestId }, status);

/** zod issues to `{ field: [issue codes] }`, the shape the client puts back into form fields. */
export const fieldErrors = (error: z.ZodError): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (out[field] ??= []).push(issue.code === 'custom' && issue.message ? issue.message : issue.code);
  }
  return out;
};

export const parseOrFail = <S extends z.ZodType>(schema: S, data: unknown): z.infer<S> => {
  const result = schema.safeParse(data);
  if (!result.success) throw new PlatformError('request_param_err', { fields: fieldErrors(result.error) });
  return result.data;
};

/** The field error of a text holding a control character. */
export const CONTROL_CHARACTER_ISSUE = 'control_character';

const refuseFields = (fields: readonly string[]) => {
  if (fields.length) throw new PlatformError('request_param_err', { fields: Object.fromEntries(fields.map((field) => [field, [CONTROL_CHARACTER_ISSUE]])) });
};

/**
 * Refuses a decoded body (JSON, a form, a sealed payload) with a control character in any string
 * or key: NUL, escape, DEL… never belong in a text, and the database refuses NUL outright. Tabs and
 * line breaks pass, for the multi-line texts (a feedback message); single-line fields refuse or
 * fold them by their own rules. Every body is checked by whatever reads it in this file.
 */
export const refuseBodyControlCharacters = (body: unknown) => refuseFields(controlCharacterFields(body, { multiLine: true }));

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The fields of a request's URL that hold a control character, tabs and line breaks included (no
 * text in a URL spans lines): the query's names and values as the routes read them, and the path's
 * segments (`path`), whose route parameters are decoded the same way.
 */
export const urlControlCharacterFields = (c: Context<AppEnv>): Record<string, string[]> | null => {
  // A parsed URL holds no control character as such (the parser encodes or drops them): one
  // can only arrive percent-encoded, so a URL without `%` has none once decoded.
  if (!c.req.url.includes('%')) return null;
  const fields = controlCharacterFields(c.req.queries());
  const segments = new URL(c.req.url).pathname.split('/').map(decodedSegment);
  if (controlCharacterFields(segments).length) fields.push('path');
  return fields.length ? Object.fromEntries(fields.map((field) => [field.replace(/\.\d+$/, ''), [CONTROL_CHARACTER_ISSUE]])) : null;
};

/** Refuses a request whose URL holds a control character, before any route reads it. */
export const refuseUrlControlCharacters = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const fields = urlControlCharacterFields(c);
  if (fields) throw new PlatformError('request_param_err', { fields });
  await next();
};

const isJson = (contentType: string | undefined) => !!contentType && /^application\/json\s*(;|$)/i.test(contentType.trim());

const isForm = (contentType: string | undefined) => !!contentType && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType.trim());

/** The raw body as text: size-bounded (declared and actual; the app's limitBody stops a longer stream) and not empty. */
const readBoundedText = async (c: Context<AppEnv>, maxBytes: number): Promise<string> => {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > maxBytes) throw new PlatformError('request.too.large');
  const buffer = await c.req.arrayBuffer();
  if (buffer.byteLength > maxBytes) throw new PlatformError('request.too.large');
  if (buffer.byteLength === 0) throw new PlatformError('request_body_required');
  return new TextDecoder().decode(buffer);
};

/** Reads the raw JSON body: JSON content type only, size-bounded (the site's bound unless told), well-formed, free of control characters. */
export const readJsonBody = async (c: Context<AppEnv>, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> => {
  if (!isJson(c.req.header('content-type'))) throw new PlatformError('request.content.type');
  const text = await readBoundedText(c, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new PlatformError('request_param_err', { fields: { _: ['invalid_json'] } });
  }
  refuseBodyControlCharacters(body);
  return body;
};

/**
 * Reads and validates a form-encoded body, for the one call the real client sends that way (forgot
 * password by e-mail). A repeated field keeps its first value.
 */
export const readForm = async <S extends z.ZodType>(c: Context<AppEnv>, schema: S, maxBytes = MAX_JSON_BODY_BYTES): Promise<z.infer<S>> => {
  if (!isForm(c.req.header('content-type'))) throw new PlatformError('request.content.type');
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(await readBoundedText(c, maxBytes))) if (!fields.has(name)) fields.set(name, value);
  // fromEntries defines own properties, so a field named __proto__ stays a plain field.
  const body = Object.fromEntries(fields);
  refuseBodyControlCharacters(body);
  return parseOrFail(schema, body);
};

/** Reads and validates a JSON body. */
export const readJson = async <S extends z.ZodType>(c: Context<AppEnv>, schema: S, maxBytes?: number): Promise<z.infer<S>> =>
  parseOrFail(schema, await readJsonBody(c, maxBytes));

/** Validates the query string. */
export const readQuery = <S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> => parseOrFail(schema, c.req.query());

/** The answer's language: the `language` query parameter when it names a shipped language, else the header's. */
export const answerLanguage = (c: Context<AppEnv>, language: string | undefined): ShippedLanguage =>
  isShippedLanguage(language) ? toShippedLanguage(language) : c.var.lang;
