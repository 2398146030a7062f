import { z } from 'zod';
import { daySchema, timeZoneSchema } from './account-records.ts';
import { FIELD_MAX } from './limits.ts';
import { PNL_PERIODS } from './bet-records.ts';
import { moneySchema } from './wallet.ts';

/*
 * The agent centre's user loss statements (SPEC "Agent centre menu"; our relay
 * `ACSFE_getLossStatements`, module AFFMAN3): each account of the caller's team that bet or was
 * paid a bonus or rebate in one period of SPEC's period types, with its profit and loss, and one
 * account's days of that period (the drill-down).
 */

export const LOSS_SORTS = ['account', 'level', 'bets', 'stake', 'validStake', 'win', 'bonuses', 'rebates', 'net'] as const;
export type LossSort = (typeof LOSS_SORTS)[number];
export const LOSS_PAGE_SIZE = 20;

const idParam = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number);

export const lossQuerySchema = z.object({
  period: z.enum(PNL_PERIODS).default('daily'),
  /** Any day of the period wanted, in the zone below; today when absent. */
  date: daySchema.optional(),
  timeZone: timeZoneSchema.optional(),
  username: z.string().trim().max(FIELD_MAX.username).optional(),
  level: z
    .string()
    .regex(/^[1-9]\d?$/)
    .transform(Number)
    .optional(),
  sort: z.enum(LOSS_SORTS).default('account'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .default(1),
  /** The account whose days are wanted too; it must be in the caller's team. */
  memberId: idParam.optional(),
});
export type LossQuery = z.input<typeof lossQuerySchema>;

const lossFigures = {
  bets: z.number().int().min(0),
  stake: moneySchema,
  validStake: moneySchema,
  win: moneySchema,
  bonuses: moneySchema,
  rebates: moneySchema,
  /** Wins less valid stakes, plus bonuses and rebates: negative when the account lost. */
  net: moneySchema,
};

const lossRowSchema = z.object({ memberId: z.number().int(), account: z.string(), level: z.number().int().min(1), ...lossFigures });

export const lossStatementSchema = z.object({
  period: z.enum(PNL_PERIODS),
  startDate: daySchema,
  endDate: daySchema,
  gmtOffset: z.string(),
  list: z.array(lossRowSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Accounts with figures in the period that match the filter, on every page. */
  total: z.number().int().min(0),
  totals: z.object(lossFigures),
  /** The asked account's days of the period, oldest first, with figures only. */
  member: z.object({ memberId: z.number().int(), account: z.string(), days: z.array(z.object({ day: daySchema, ...lossFigures })) }).nullable(),
});
export type LossStatement = z.infer<typeof lossStatementSchema>;
