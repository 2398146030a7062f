import { z } from 'zod';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../../contract/languages.ts';

const credentialAnswerSchema = z.looseObject({
  success: z.literal(true),
  value: z.looseObject({ token: z.string().min(1), language: z.enum(SHIPPED_LANGUAGES).optional().catch(undefined) }),
});

export interface Handoff {
  /** The session token to keep in the cookie, when the call succeeded with one. */
  token: string | null;
  /** The JSON text the browser receives: the same answer without any `value.token`. */
  body: string;
  /** The site language the member chose, when the answer says one: the site adopts it. */
  language: ShippedLanguage | null;
}

/**
 * Splits a credential answer (login, free play, register) into the token and what the browser may
 * see. A token is removed even from an answer that is not a success, so none can slip through.
 */
export const takeToken = (text: string): Handoff => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { token: null, body: text, language: null };
  }
  const success = credentialAnswerSchema.safeParse(json);
  const token = success.success ? success.data.value.token : null;
  const language = (success.success && success.data.value.language) || null;
  if (json && typeof json === 'object' && 'value' in json && json.value && typeof json.value === 'object' && 'token' in json.value) {
    const { token: _removed, ...value } = json.value as Record<string, unknown>;
    return { token, body: JSON.stringify({ ...json, value }), language };
  }
  return { token, body: text, language };
};
