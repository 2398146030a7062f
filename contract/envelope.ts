import { z } from 'zod';

/** The platform's response envelope, identical to the real platform's. */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.optional(),
    message: z.string().optional(),
    errorCode: z.string().optional(),
    /** The platform's id of the request, on failures: operators find the call in the logs by it. */
    requestId: z.string().optional(),
  });

export const anyEnvelopeSchema = envelopeSchema(z.unknown());
