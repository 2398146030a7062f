import { z } from 'zod';
import { moneySchema } from './wallet.ts';

/*
 * The account record (`ODSFE2_MemTransDet`, module MEMTRANS3): every ledger posting on the
 * member's wallet, newest first, with the balance it left. Pages are keyset pages: a cursor names
 * the posting a page ends at, so the first and the last page cost the same however long the
 * history is.
 */

/** What a posting was, as the member reads it. */
export const ACCOUNT_RECORD_TYPES = ['deposit', 'withdrawal', 'transfer', 'bet', 'win', 'bonus', 'rebate', 'contract', 'adjustment'] as const;
export type AccountRecordType = (typeof ACCOUNT_RECORD_TYPES)[number];

export const ACCOUNT_RECORD_PAGE_SIZE = 20;
export const ACCOUNT_RECORD_MAX_PAGE_SIZE = 50;

/** A day as the date fields send it. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A `yyyy-MM-dd` day that exists on the calendar. */
export const daySchema = z
  .string()
  .regex(DAY_PATTERN)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day));

/** A cursor: the id of a posting, as decimal text. */
const cursorSchema = z.string().regex(/^[1-9]\d{0,17}$/);

/** An IANA time zone name, as the browser reports it (`America/Mexico_City`). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });

/**
 * The query. `before` asks for the page of postings older than that one, `after` for the page
 * newer than it, `oldest` for the first postings ever; none of them, the newest page. Days are
 * whole days in `timeZone` (UTC when absent), both ends included.
 */
export const accountRecordQuerySchema = z
  .object({
    type: z.enum(ACCOUNT_RECORD_TYPES).optional(),
    startDate: daySchema.optional(),
    endDate: daySchema.optional(),
    timeZone: timeZoneSchema.optional(),
    before: cursorSchema.optional(),
    after: cursorSchema.optional(),
    oldest: z.literal('1').optional(),
    pageSize: z.coerce.number().int().min(1).max(ACCOUNT_RECORD_MAX_PAGE_SIZE).default(ACCOUNT_RECORD_PAGE_SIZE),
  })
  .refine((q) => [q.before, q.after, q.oldest].filter(Boolean).length <= 1, { path: ['before'] })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { path: ['endDate'] });
export type AccountRecordQuery = z.input<typeof accountRecordQuerySchema>;

export const accountRecordEntrySchema = z.object({
  id: cursorSchema,
  /** `yyyy-MM-dd HH:mm:ss` in the asked time zone. */
  time: z.string(),
  type: z.enum(ACCOUNT_RECORD_TYPES),
  /** Signed: a credit is positive, a debit negative. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  reference: z.string().nullable(),
});
export type AccountRecordEntry = z.infer<typeof accountRecordEntrySchema>;

export const accountRecordPageSchema = z.object({
  list: z.array(accountRecordEntrySchema),
  /** The zone the times are in, as an offset: `GMT-06:00`. */
  gmtOffset: z.string(),
  /** Cursor of the next older page, or null at the oldest posting. */
  older: cursorSchema.nullable(),
  /** Cursor of the next newer page, or null at the newest posting. */
  newer: cursorSchema.nullable(),
});
export type AccountRecordPage = z.infer<typeof accountRecordPageSchema>;
