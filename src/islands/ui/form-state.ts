import { ApiError, messageKeyOf } from '../../api-client/errors.ts';

/**
 * What a submit can end in, for the Form wrapper: field problems go back into their fields,
 * anything else is one form-wide message. Both are translation keys (the platform's field
 * errors are keys such as `register.pattern.1`; see contract/register-rules.ts).
 */
export interface SubmitFailure {
  /** Field name → translation key of its first problem. */
  fields: Record<string, string>;
  /** Translation key of the form-wide message, or null when every problem belongs to a field. */
  form: string | null;
}

const fieldsOf = (value: unknown): Record<string, string> => {
  if (typeof value !== 'object' || value === null || !('fields' in value)) return {};
  const fields = (value as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const out: Record<string, string> = {};
  for (const [name, codes] of Object.entries(fields)) {
    const first = Array.isArray(codes) ? (codes.find((c) => typeof c === 'string') as string | undefined) : undefined;
    if (first && name !== '_') out[name] = first;
  }
  return out;
};

/** Splits any failure of a call into field problems and a form-wide message. */
export const failureOf = (error: unknown): SubmitFailure => {
  if (error instanceof ApiError && error.errorCode === 'request_param_err') {
    const fields = fieldsOf(error.value);
    if (Object.keys(fields).length > 0) return { fields, form: null };
  }
  return { fields: {}, form: messageKeyOf(error) };
};
