import { z } from 'zod';
import { daySchema, timeZoneSchema, type AccountRecordType } from './account-records.ts';
import { BET_STATUSES, betEntrySchema, betTotalsSchema, PNL_PERIODS, rangeDays, vendorCodeSchema } from './bet-records.ts';
import { GAME_CATEGORIES } from './game-rules.ts';
import { FIELD_MAX } from './limits.ts';
import { moneySchema } from './wallet.ts';

/*
 * Three lists of the agent centre (module AFFMAN3; the relay names are ours, in the contract's
 * `<SERVICE>_<method>` style), each answered only for the caller's own team or account:
 *
 * - team betting (`ACSFE_getTeamBets`): every bet of every account below the agent, at any level;
 * - transactions (`ACSFE_getTeamTransactions`): the money that moved in and out of those accounts'
 *   wallets, other than bets and wins, typed as the member's own account record types them;
 * - my income (`ACSFE_getMyIncome`): what the agent itself was paid, per period.
 *
 * Days are whole days of `timeZone` (UTC when absent), both ends included; with no day given, the
 * list is of today. Pages are numbered; the totals are of everything the filter matches.
 */

export const AGENT_LIST_PAGE_SIZE = 20;
/** The longest range the team's lists read at once, in days: a team's bets add up fast. */
export const TEAM_LIST_MAX_DAYS = 92;
/** The longest range of the income statement, in days. */
export const INCOME_MAX_DAYS = 366;

/** What the team's transactions list: the account record's types but bets and wins (team betting lists those). */
export const TEAM_TRANSACTION_TYPES = ['deposit', 'withdrawal', 'transfer', 'bonus', 'rebate', 'adjustment'] as const satisfies readonly AccountRecordType[];
export type TeamTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];

/** The names an agent reads its income by. */
export const INCOME_SOURCES = ['uplineTransfer', 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/**
 * The ledger kinds that are an agent's income, credited to its own wallet, each with its name:
 * transfers from its upline, and the payouts of its contracts (platform/modules/contracts).
 */
export const INCOME_KINDS: Readonly<Record<string, IncomeSource>> = {
  'transfer.downline': 'uplineTransfer',
  'contract.dividend': 'dividend',
  'contract.dailySalary': 'dailySalary',
  'contract.hourlySalary': 'hourlySalary',
  'contract.realTimeSalary': 'realTimeSalary',
};

const pageParam = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);
const levelParam = z
  .string()
  .regex(/^[1-9]\d?$/)
  .transform(Number);
/** An account's name or its beginning: `play` finds player01 and player21. */
const usernameParam = z.string().trim().toLowerCase().max(FIELD_MAX.username);

type Days = { startDate?: string | undefined; endDate?: string | undefined };
const inOrder = (q: Days) => !q.startDate || !q.endDate || q.startDate <= q.endDate;
const within = (max: number) => (q: Days) => !q.startDate || !q.endDate || rangeDays(q.startDate, q.endDate) <= max;

const teamFilter = {
  username: usernameParam.optional(),
  level: levelParam.optional(),
  startDate: daySchema.optional(),
  endDate: daySchema.optional(),
  timeZone: timeZoneSchema.optional(),
  page: pageParam.optional(),
};

/** What team betting sorts by: time (newest first by default), account, level, stake or win. */
export const TEAM_BET_SORTS = ['time', 'account', 'level', 'stake', 'win'] as const;
export type TeamBetSort = (typeof TEAM_BET_SORTS)[number];

export const teamBetsQuerySchema = z
  .object({
    ...teamFilter,
    vendor: vendorCodeSchema.optional(),
    category: z.enum(GAME_CATEGORIES).optional(),
    status: z.enum(BET_STATUSES).optional(),
    sort: z.enum(TEAM_BET_SORTS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
  })
  .refine(inOrder, { path: ['endDate'] })
  .refine(within(TEAM_LIST_MAX_DAYS), { path: ['endDate'], message: 'range_too_long' });
export type TeamBetsQuery = z.output<typeof teamBetsQuerySchema>;

/** What transactions sort by: time (newest first by default), account, level or amount. */
export const TEAM_TRANSACTION_SORTS = ['time', 'account', 'level', 'amount'] as const;
export type TeamTransactionSort = (typeof TEAM_TRANSACTION_SORTS)[number];

export const teamTransactionsQuerySchema = z
  .object({
    ...teamFilter,
    type: z.enum(TEAM_TRANSACTION_TYPES).optional(),
    sort: z.enum(TEAM_TRANSACTION_SORTS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
  })
  .refine(inOrder, { path: ['endDate'] })
  .refine(within(TEAM_LIST_MAX_DAYS), { path: ['endDate'], message: 'range_too_long' });
export type TeamTransactionsQuery = z.output<typeof teamTransactionsQuerySchema>;

/** What my income's payments sort by: time (newest first by default) or amount. */
export const MY_INCOME_SORTS = ['time', 'amount'] as const;
export type MyIncomeSort = (typeof MY_INCOME_SORTS)[number];

export const myIncomeQuerySchema = z
  .object({
    period: z.enum(PNL_PERIODS).default('daily'),
    sort: z.enum(MY_INCOME_SORTS).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    startDate: daySchema.optional(),
    endDate: daySchema.optional(),
    timeZone: timeZoneSchema.optional(),
    page: pageParam.optional(),
  })
  .refine(inOrder, { path: ['endDate'] })
  .refine(within(INCOME_MAX_DAYS), { path: ['endDate'], message: 'range_too_long' });
export type MyIncomeQuery = z.output<typeof myIncomeQuerySchema>;

/** What every list answers besides its rows: the range read, the zone's offset and the page. */
const listFrame = {
  startDate: z.string(),
  endDate: z.string(),
  /** The zone the times are in: `GMT-06:00`. */
  gmtOffset: z.string(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
};

/** A bet as the member's own record shows it, with whose it is; the postings' reference and detail are the member's. */
export const teamBetSchema = betEntrySchema.omit({ reference: true, detail: true }).extend({
  account: z.string(),
  /** 1 for the agent's direct downlines. */
  level: z.number().int().min(1),
});
export type TeamBet = z.infer<typeof teamBetSchema>;

export const teamBetsPageSchema = z.object({ ...listFrame, list: z.array(teamBetSchema), totals: betTotalsSchema });
export type TeamBetsPage = z.infer<typeof teamBetsPageSchema>;

/** Money in (credits), money out (debits, negative) and the two together. */
const flowSchema = z.object({ count: z.number().int().min(0), credit: moneySchema, debit: moneySchema, net: moneySchema });
export type Flow = z.infer<typeof flowSchema>;

export const teamTransactionSchema = z.object({
  id: z.string(),
  account: z.string(),
  level: z.number().int().min(1),
  time: z.string(),
  type: z.enum(TEAM_TRANSACTION_TYPES),
  /** Signed: a credit to the member's wallet is positive. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  reference: z.string().nullable(),
});

export const teamTransactionsPageSchema = z.object({
  ...listFrame,
  list: z.array(teamTransactionSchema),
  /** Per type that the filter matches, in TEAM_TRANSACTION_TYPES order. */
  totals: z.array(flowSchema.extend({ type: z.enum(TEAM_TRANSACTION_TYPES) })),
  total: flowSchema,
});
export type TeamTransactionsPage = z.infer<typeof teamTransactionsPageSchema>;

export const incomeEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  source: z.enum(INCOME_SOURCES),
  amount: moneySchema,
  /** Who paid it, as the ledger reads it. */
  reference: z.string().nullable(),
});

const incomeSumSchema = z.object({ count: z.number().int().min(0), amount: moneySchema });

export const myIncomeSchema = z.object({
  ...listFrame,
  period: z.enum(PNL_PERIODS),
  /** The periods with income, newest first, each cut to the asked range. */
  periods: z.array(incomeSumSchema.extend({ startDate: z.string(), endDate: z.string() })),
  total: incomeSumSchema,
  /** One page of the payments themselves, newest first. */
  list: z.array(incomeEntrySchema),
});
export type MyIncome = z.infer<typeof myIncomeSchema>;
