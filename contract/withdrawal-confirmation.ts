import { z } from 'zod';
import { timeZoneSchema } from './account-records.ts';
import { BASE64_PATTERN, UPLOAD_COMMENT_MAX, UPLOAD_MAX_BYTES, UPLOAD_MAX_COUNT, UPLOAD_TYPES, UPLOADS_MAX_BODY_BYTES } from './uploads.ts';
import { moneySchema, parseMinor } from './wallet.ts';

/*
 * Withdrawal confirmation (SPEC section 4): once a withdrawal is paid, the member says whether the
 * money arrived: received, partly received (how much), or not received (with proof images and a
 * comment). Without an answer by the deadline it counts as received, and a receipt is never
 * refunded. A partial or missing payout becomes a dispute the operator settles: a refund of what is
 * missing, or a close without one. CONTRACT.md names the two relays (`MCSFE_getPaymentConfirmationList`,
 * `MCSFE_processC2CTransaction`); their fields are our choice.
 */

/** Proof images: PNG or JPEG, 5 MB each, at most 3, beside a comment (SPEC section 9). */
export const PROOF_MAX_BYTES = UPLOAD_MAX_BYTES;
export const PROOF_MAX_COUNT = UPLOAD_MAX_COUNT;
export const PROOF_TYPES = UPLOAD_TYPES;
export const CONFIRMATION_COMMENT_MAX = UPLOAD_COMMENT_MAX;

/** An answer with its proofs travels as base64: the largest body of the site, three full images and the fields beside them. */
export const CONFIRMATION_MAX_BODY_BYTES = UPLOADS_MAX_BODY_BYTES;

export const DISPUTE_STATUSES = ['open', 'refunded', 'closed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

const idSchema = z.string().regex(/^[1-9]\d{0,17}$/);

/** What became of a partial or missing payout: waiting for the operator, refunded to the wallet, or closed with the operator's reason. */
export const disputeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('open') }),
  z.object({ status: z.literal('refunded'), refunded: moneySchema, settledAt: z.string(), reason: z.string().nullable() }),
  z.object({ status: z.literal('closed'), settledAt: z.string(), reason: z.string() }),
]);
export type Dispute = z.infer<typeof disputeSchema>;

/**
 * Where a paid withdrawal's confirmation stands. `awaiting` may still be answered until its
 * deadline; `forced` is one whose deadline passed unanswered, which counts as received. Times are
 * `yyyy-MM-dd HH:mm:ss` in the asked zone.
 */
export const confirmationSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('awaiting'), deadline: z.string() }),
  z.object({ state: z.literal('forced'), deadline: z.string() }),
  z.object({ state: z.literal('received'), answeredAt: z.string() }),
  z.object({
    state: z.literal('partly'),
    answeredAt: z.string(),
    received: moneySchema,
    /** The payout less what arrived. */
    remaining: moneySchema,
    dispute: disputeSchema,
  }),
  z.object({
    state: z.literal('not_received'),
    answeredAt: z.string(),
    remaining: moneySchema,
    comment: z.string().nullable(),
    proofs: z.number().int().min(1).max(PROOF_MAX_COUNT),
    dispute: disputeSchema,
  }),
]);
export type Confirmation = z.infer<typeof confirmationSchema>;

/** A paid withdrawal as the confirmation list shows it. */
export const paymentConfirmationSchema = z.object({
  id: idSchema,
  amount: moneySchema,
  fee: moneySchema,
  /** What the bank transfer carried: the amount less the fee. */
  payout: moneySchema,
  bankName: z.string(),
  clabeMasked: z.string(),
  paidAt: z.string(),
  /** The last moment an answer is taken; from then on an unanswered one counts as received. */
  deadline: z.string(),
  confirmation: confirmationSchema,
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

export const CONFIRMATION_PAGE_SIZE = 10;

/** The member's paid withdrawals, newest first; `awaiting=true` keeps those still waiting for an answer. */
export const paymentConfirmationQuerySchema = z.object({
  awaiting: z.enum(['true', 'false']).optional(),
  before: idSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(CONFIRMATION_PAGE_SIZE),
});
export type PaymentConfirmationQuery = z.infer<typeof paymentConfirmationQuerySchema>;

export const paymentConfirmationListSchema = z.object({
  list: z.array(paymentConfirmationSchema),
  gmtOffset: z.string(),
  older: idSchema.nullable(),
});
export type PaymentConfirmationList = z.infer<typeof paymentConfirmationListSchema>;

/** An amount as the member types it: a positive decimal with at most two places. */
const receivedSchema = z
  .string()
  .trim()
  .refine((text) => /^\d{1,13}(\.\d{1,2})?$/.test(text) && (parseMinor(text) ?? 0n) > 0n, 'amount_format');

/**
 * The member's answer. The proofs' count, size and type and the comment's length are checked by
 * the platform after this shape, each with its own error code, so the member is told which.
 */
export const confirmationAnswerSchema = z.discriminatedUnion('answer', [
  z.object({ id: idSchema, answer: z.literal('received') }),
  z.object({ id: idSchema, answer: z.literal('partly'), received: receivedSchema }),
  z.object({
    id: idSchema,
    answer: z.literal('not_received'),
    /** The images, base64; their type is read from their content. */
    proofs: z.array(z.string().regex(BASE64_PATTERN, 'proof_encoding')),
    comment: z.string().optional(),
  }),
]);
export type ConfirmationAnswerInput = z.infer<typeof confirmationAnswerSchema>;

export const confirmationQuerySchema = z.object({ timeZone: timeZoneSchema.optional() });
