import { z } from 'zod';
import { DAY_PATTERN, timeZoneSchema } from './account-records.ts';
import { moneySchema, parseMinor } from './wallet.ts';

/*
 * Deposits (CONTRACT.md 1.5, member-centre relays): the methods the site takes money by, with
 * their limits (`MCSFE_getDepositMethods`), a request to deposit (`MCSFE_createDepositTask`) and
 * the member's deposit history (`MCSFE_getDepositTransactionReport`). SPEI and OXXO requests wait
 * for the operator to see the money arrive; card payments go through the payment provider, whose
 * signed notification settles them.
 */

/** SPEI bank transfer, OXXO cash voucher, card through the payment provider. */
export const DEPOSIT_METHODS = ['spei', 'oxxo', 'card'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** `expired` is a pending request whose time ran out: computed when read, never stored. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'rejected', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * The market's zone: a method's daily limit counts the deposits of one calendar day there, the
 * same day for every member wherever their browser is.
 */
export const DEPOSIT_DAY_ZONE = 'America/Mexico_City';

/** A receipt (a photo or screenshot of the transfer or the paid voucher): PNG or JPEG, 5 MB at most (SPEC section 9). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** A request with a receipt carries it as base64: the one deposit call larger than the site's 64 KB bound. */
export const DEPOSIT_TASK_MAX_BODY_BYTES = Math.ceil(RECEIPT_MAX_BYTES / 3) * 4 + 16 * 1024;

export const DEPOSIT_PAGE_SIZE = 10;
export const DEPOSIT_MAX_PAGE_SIZE = 50;

/** A deposit's number, as decimal text. */
const idSchema = z.string().regex(/^[1-9]\d{0,17}$/);

/** An amount as the member types it: a positive decimal with at most two places. */
export const depositAmountSchema = z
  .string()
  .trim()
  .refine((text) => /^\d{1,13}(\.\d{1,2})?$/.test(text) && (parseMinor(text) ?? 0n) > 0n, 'amount_format');

/** The client's own id of one request: a retried submit with the same id makes one deposit. */
export const depositRequestIdSchema = z.string().regex(/^[\w-]{8,64}$/);

export const depositMethodSchema = z.object({
  method: z.enum(DEPOSIT_METHODS),
  currency: z.string(),
  min: moneySchema,
  max: moneySchema,
  /** The most one member may deposit by this method in one day. */
  daily: moneySchema,
  /** What is left of `daily` today: paid and open requests of the day count. */
  remainingToday: moneySchema,
  /** How long a request stays open before it expires. */
  expiresInMinutes: z.number().int().positive(),
  /** SPEI only: the site's CLABE, to transfer to. */
  clabe: z.string().nullable(),
});
export type DepositMethodInfo = z.infer<typeof depositMethodSchema>;

export const depositMethodsSchema = z.object({ list: z.array(depositMethodSchema) });

export const createDepositTaskSchema = z.object({
  requestId: depositRequestIdSchema,
  method: z.enum(DEPOSIT_METHODS),
  amount: depositAmountSchema,
  /** SPEI and OXXO: the receipt image, base64; the platform reads its type from its content. */
  receipt: z
    .string()
    .max(Math.ceil(RECEIPT_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'receipt_encoding')
    .optional(),
  /** The zone the answer's times are written in; UTC when absent. */
  timeZone: timeZoneSchema.optional(),
});
export type CreateDepositTask = z.infer<typeof createDepositTaskSchema>;

export const depositTaskSchema = z.object({
  id: idSchema,
  /** The deposit's own reference: the SPEI payment concept, the OXXO voucher number. */
  reference: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  amount: moneySchema,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** `yyyy-MM-dd HH:mm:ss` in the asked zone. */
  createdAt: z.string(),
  expiresAt: z.string(),
  hasReceipt: z.boolean(),
  /** Why it was rejected, as the operator wrote it (or the card was declined). */
  reason: z.string().nullable(),
  /** While pending, how to pay: the CLABE (SPEI), the voucher's barcode (OXXO, an SVG data URL), the checkout page (card). */
  clabe: z.string().nullable(),
  barcode: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
});
export type DepositTask = z.infer<typeof depositTaskSchema>;

/**
 * The history's query: `status`, days (`startDate`/`endDate`, whole days in `timeZone`, both
 * included), and a keyset page (`before` the older page, `after` the newer one). `id` asks for
 * one deposit of the member's.
 */
export const depositReportQuerySchema = z
  .object({
    status: z.enum(DEPOSIT_STATUSES).optional(),
    startDate: z.string().regex(DAY_PATTERN).optional(),
    endDate: z.string().regex(DAY_PATTERN).optional(),
    timeZone: timeZoneSchema.optional(),
    before: idSchema.optional(),
    after: idSchema.optional(),
    id: idSchema.optional(),
    pageSize: z.coerce.number().int().min(1).max(DEPOSIT_MAX_PAGE_SIZE).default(DEPOSIT_PAGE_SIZE),
  })
  .refine((q) => !(q.before && q.after), { path: ['before'] })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { path: ['endDate'] });
export type DepositReportQuery = z.input<typeof depositReportQuerySchema>;

export const depositReportSchema = z.object({
  list: z.array(depositTaskSchema),
  /** The zone the times are in, as an offset: `GMT-06:00`. */
  gmtOffset: z.string(),
  older: idSchema.nullable(),
  newer: idSchema.nullable(),
});
export type DepositReport = z.infer<typeof depositReportSchema>;

/**
 * The payment provider's notification of a card payment, as it signs it (the platform checks
 * the signature before it reads a field): the checkout it settles and how it ended.
 */
export const cardNotificationSchema = z.object({
  providerReference: z.string().regex(/^[\w-]{8,64}$/),
  merchantReference: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  amount: moneySchema,
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type CardNotification = z.infer<typeof cardNotificationSchema>;

/** The headers of a signed notification: the signing time (Unix seconds) and `sha256=<hex>`. */
export const NOTIFICATION_HEADERS = { timestamp: 'x-payment-timestamp', signature: 'x-payment-signature' } as const;
