import { z } from 'zod';
import { daySchema, timeZoneSchema } from './account-records.ts';
import { GAME_CATEGORIES } from './game-rules.ts';
import { moneySchema } from './wallet.ts';

/*
 * The member's own bets, in two reads of module MEMTRANS3. CONTRACT.md names `ODSFE2_MemPNLDet`
 * but not the betting record's relay; `ODSFE2_MemBetDet` follows the same naming and is our choice.
 *
 * - The betting record (`ODSFE2_MemBetDet`): every bet, whatever game took it, newest first, in
 *   keyset pages, with the totals of the whole filter.
 * - Personal loss (`ODSFE2_MemPNLDet`): the same bets summed per period and per game category,
 *   with the bonuses and rebates the wallet received.
 *
 * A bet is open until its game settles it (a lottery ticket before its draw). The valid stake is
 * the stake of a settled bet, and 0 while open; net is the win less the valid stake, so an open
 * bet counts for nothing yet. Days are whole days of `timeZone` (UTC when absent), both ends included.
 */

export const BET_STATUSES = ['open', 'won', 'lost'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export const BET_RECORD_PAGE_SIZE = 20;
export const BET_RECORD_MAX_PAGE_SIZE = 50;

/** A vendor's code (`vassalage`). */
export const vendorCodeSchema = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);

/** A page cursor: the bet's time in microseconds since 1970, where it is kept, and its id there. */
export const betCursorSchema = z.string().regex(/^\d{1,17}-[a-z]{1,16}-[1-9]\d{0,17}$/);

const bothDays = <Q extends { startDate?: string | undefined; endDate?: string | undefined }>(q: Q) => !q.startDate || !q.endDate || q.startDate <= q.endDate;

/**
 * The query. `before` asks for the page of bets older than that cursor, `after` for the page newer
 * than it, `oldest` for the first bets ever; none of them, the newest page.
 */
export const betRecordQuerySchema = z
  .object({
    category: z.enum(GAME_CATEGORIES).optional(),
    vendor: vendorCodeSchema.optional(),
    status: z.enum(BET_STATUSES).optional(),
    startDate: daySchema.optional(),
    endDate: daySchema.optional(),
    timeZone: timeZoneSchema.optional(),
    before: betCursorSchema.optional(),
    after: betCursorSchema.optional(),
    oldest: z.literal('1').optional(),
    pageSize: z.coerce.number().int().min(1).max(BET_RECORD_MAX_PAGE_SIZE).default(BET_RECORD_PAGE_SIZE),
  })
  .refine((q) => [q.before, q.after, q.oldest].filter(Boolean).length <= 1, { path: ['before'] })
  .refine(bothDays, { path: ['endDate'] });
export type BetRecordQuery = z.input<typeof betRecordQuerySchema>;

export const betEntrySchema = z.object({
  /** Where the bet is kept and its id there: `round-42`, `ticket-7`. */
  id: z.string(),
  /** `yyyy-MM-dd HH:mm:ss` in the asked time zone: when the bet was placed. */
  time: z.string(),
  category: z.enum(GAME_CATEGORIES),
  /** In the reader's language. */
  gameName: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  stake: moneySchema,
  validStake: moneySchema,
  win: moneySchema,
  net: moneySchema,
  status: z.enum(BET_STATUSES),
  /** The reference of its postings in the account record (`game-round:42`). */
  reference: z.string(),
  /** What the bet was on, where the game says more than its name (a ticket's draw and pick). */
  detail: z.string().nullable(),
});
export type BetEntry = z.infer<typeof betEntrySchema>;

export const betTotalsSchema = z.object({
  count: z.number().int().min(0),
  stake: moneySchema,
  validStake: moneySchema,
  win: moneySchema,
  net: moneySchema,
});

export const betRecordPageSchema = z.object({
  list: z.array(betEntrySchema),
  /** Every bet the filter matches, on every page. */
  totals: betTotalsSchema,
  /** The zone the times are in, as an offset: `GMT-06:00`. */
  gmtOffset: z.string(),
  /** Cursor of the next older page, or null at the oldest bet. */
  older: betCursorSchema.nullable(),
  /** Cursor of the next newer page, or null at the newest bet. */
  newer: betCursorSchema.nullable(),
});
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

/** SPEC section 9's period types. Weeks start on Monday; half-months are the 1st–15th and the 16th–end. */
export const PNL_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type PnlPeriod = (typeof PNL_PERIODS)[number];

/** The longest range one statement covers, in days. */
export const PNL_MAX_DAYS = 366;

/** The days from `startDate` to `endDate`, both included. */
export const rangeDays = (startDate: string, endDate: string): number =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;

export const personalLossQuerySchema = z
  .object({
    period: z.enum(PNL_PERIODS).default('daily'),
    startDate: daySchema,
    endDate: daySchema,
    timeZone: timeZoneSchema.optional(),
  })
  .refine(bothDays, { path: ['endDate'] })
  .refine((q) => rangeDays(q.startDate, q.endDate) <= PNL_MAX_DAYS, { path: ['endDate'], message: 'range_too_long' });
export type PersonalLossQuery = z.input<typeof personalLossQuerySchema>;

/** What bets came to: stakes, valid stakes, wins, and the net result (wins less valid stakes). */
export const betFiguresSchema = z.object({
  stake: moneySchema,
  validStake: moneySchema,
  win: moneySchema,
  net: moneySchema,
});

export const categoryFiguresSchema = betFiguresSchema.extend({ category: z.enum(GAME_CATEGORIES) });
export type CategoryFigures = z.infer<typeof categoryFiguresSchema>;

/** Bets' figures with the wallet's bonuses and rebates; net counts them in. */
export const lossFiguresSchema = betFiguresSchema.extend({ bonus: moneySchema, rebate: moneySchema });

export const lossPeriodSchema = lossFiguresSchema.extend({
  /** The period's first and last day, cut to the asked range. */
  startDate: z.string(),
  endDate: z.string(),
  categories: z.array(categoryFiguresSchema),
});
export type LossPeriod = z.infer<typeof lossPeriodSchema>;

export const personalLossSchema = z.object({
  period: z.enum(PNL_PERIODS),
  startDate: z.string(),
  endDate: z.string(),
  gmtOffset: z.string(),
  /** The periods with a bet, a bonus or a rebate, newest first. */
  periods: z.array(lossPeriodSchema),
  /** The whole range per category, in the catalogue's category order. */
  categories: z.array(categoryFiguresSchema),
  total: lossFiguresSchema,
});
export type PersonalLoss = z.infer<typeof personalLossSchema>;
