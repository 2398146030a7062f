import { z } from 'zod';

/** The platform's response envelope, identical to the real platform's. */
export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  message?: string;
  errorCode?: string;
}

export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.optional(),
    message: z.string().optional(),
    errorCode: z.string().optional(),
  });

export const anyEnvelopeSchema = envelopeSchema(z.unknown());

/** Field errors of a rejected request: field name to the error keys that apply to it. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
