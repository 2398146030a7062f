import { z } from 'zod';
import { daySchema, timeZoneSchema } from './account-records.ts';
import { PNL_MAX_DAYS, rangeDays } from './bet-records.ts';
import { moneySchema } from './wallet.ts';

/*
 * The agent centre's team overview (SPEC "Agent centre menu", its default page; our relay
 * `ACSFE_getTeamOverview`, module AFFMAN3): what the caller's whole team did over a period, from
 * the hourly figures the ledger keeps beside its postings and bet rows.
 */

/** Today, yesterday, this week (from Monday), this month, or the days asked. */
export const OVERVIEW_RANGES = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export const overviewQuerySchema = z
  .object({
    range: z.enum(OVERVIEW_RANGES).default('today'),
    /** Only with `custom`: the first and last day, both included, in the zone below. */
    startDate: daySchema.optional(),
    endDate: daySchema.optional(),
    /** The zone whose days the range is made of; UTC when absent. */
    timeZone: timeZoneSchema.optional(),
  })
  .refine((q) => q.range !== 'custom' || (q.startDate && q.endDate && q.startDate <= q.endDate), { path: ['endDate'], message: 'range_invalid' })
  .refine((q) => q.range !== 'custom' || !q.startDate || !q.endDate || rangeDays(q.startDate, q.endDate) <= PNL_MAX_DAYS, {
    path: ['endDate'],
    message: 'range_too_long',
  });
export type OverviewQuery = z.input<typeof overviewQuerySchema>;

/** Money figures of a period: stakes, wins, and what else reached the team's wallets. */
const moneyFigures = {
  deposits: moneySchema,
  withdrawals: moneySchema,
  stake: moneySchema,
  validStake: moneySchema,
  win: moneySchema,
  bonuses: moneySchema,
  rebates: moneySchema,
  /** The team's result: wins less valid stakes, plus bonuses and rebates (negative when the team lost). */
  net: moneySchema,
};

export const overviewDaySchema = z.object({ day: daySchema, bets: z.number().int().min(0), ...moneyFigures });
export type OverviewDay = z.infer<typeof overviewDaySchema>;

export const teamOverviewSchema = z.object({
  range: z.enum(OVERVIEW_RANGES),
  startDate: daySchema,
  endDate: daySchema,
  gmtOffset: z.string(),
  team: z.object({ direct: z.number().int().min(0), all: z.number().int().min(0) }),
  registrations: z.number().int().min(0),
  /** Accounts of the team that placed at least one bet in the period. */
  active: z.number().int().min(0),
  firstDeposits: z.number().int().min(0),
  firstDepositAmount: moneySchema,
  bets: z.number().int().min(0),
  ...moneyFigures,
  /** Every day of the period, oldest first, days without activity included. */
  days: z.array(overviewDaySchema),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;
