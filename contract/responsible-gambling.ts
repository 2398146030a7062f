import { z } from 'zod';
import { amountInputSchema, requestIdSchema, TRANSACTION_PASSWORD_MAX, withdrawAccountSchema, withdrawalSchema } from './withdrawals.ts';
import { timeZoneSchema } from './account-records.ts';
import { moneySchema } from './wallet.ts';

/*
 * The responsible-gambling centre (member centre, `/member#responsible`): limits a player sets on
 * their own deposits, losses, stakes and playing time; the reality check of a game session; a
 * time-out or a self-exclusion; the activity statement. The platform enforces every rule; the
 * paths are ours (the real contract has none of this).
 */

/** Money limits: deposits, net loss (stakes less wins) and stakes. */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
/** `time`: minutes of play per day. */
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'time'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Calendar periods in the market's zone: a day from midnight, a week from Monday, a month from the 1st. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A higher limit, or removing one, waits this long, then the player confirms it again. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** Minutes of play per day, at most a whole day. */
export const TIME_LIMIT_MAX_MINUTES = 24 * 60;

/** The reality check's intervals, minutes; a site may also allow 1 for its own tests (an operator setting). */
export const REALITY_INTERVALS = [10, 20, 30, 45, 60] as const;
export const REALITY_TEST_INTERVAL = 1;
export const DEFAULT_REALITY_INTERVAL = 60;

/** Play pauses longer than this do not count as playing time. */
export const PLAY_IDLE_GAP_MS = 2 * 60 * 1000;
/** How often an open game page tells the platform it is still being played. */
export const PLAY_PING_MS = 30 * 1000;

export const TIMEOUT_LENGTHS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_LENGTHS = ['6m', '1y', '2y', '5y', 'permanent'] as const;
export type TimeoutLength = (typeof TIMEOUT_LENGTHS)[number];
export type ExclusionLength = (typeof EXCLUSION_LENGTHS)[number];
export type BreakLength = TimeoutLength | ExclusionLength;

/** The end of a break of `length` started at `from`; null for a permanent exclusion. Calendar months and years in UTC. */
export const breakEnd = (length: BreakLength, from: Date): Date | null => {
  const at = new Date(from.getTime());
  const hours = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '6w': 42 * 24 } as Record<string, number>;
  if (length in hours) return new Date(from.getTime() + hours[length]! * 3_600_000);
  const months = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 } as Record<string, number>;
  if (length in months) {
    at.setUTCMonth(at.getUTCMonth() + months[length]!);
    return at;
  }
  return null;
};

const periodSchema = z.enum(LIMIT_PERIODS);

/** `PUT /wps/member/responsible/limit`: a new value (minutes for `time`, money otherwise), or null to remove it. */
export const limitChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(MONEY_LIMIT_KINDS), period: periodSchema, amount: amountInputSchema.nullable() }),
  z.object({
    kind: z.literal('time'),
    period: z.literal('day'),
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, 'minutes_format')
      .refine((m) => Number(m) >= 1 && Number(m) <= TIME_LIMIT_MAX_MINUTES, 'minutes_range')
      .nullable(),
  }),
]);
export type LimitChange = z.infer<typeof limitChangeSchema>;

/** `POST /wps/member/responsible/limit/confirm` and `…/cancel`: the waiting change of one limit. */
export const limitRefSchema = z.object({ kind: z.enum(LIMIT_KINDS), period: periodSchema });
export type LimitRef = z.infer<typeof limitRefSchema>;

/** `PUT /wps/member/responsible/reality`. */
export const realityIntervalSchema = z.object({ minutes: z.number().int() });

/** `POST /wps/member/responsible/break` (sealed): a time-out or a self-exclusion, with the login password and a second yes. */
export const breakRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('timeout'), length: z.enum(TIMEOUT_LENGTHS), password: z.string().min(1).max(128), confirm: z.literal(true) }),
  z.object({ type: z.literal('exclusion'), length: z.enum(EXCLUSION_LENGTHS), password: z.string().min(1).max(128), confirm: z.literal(true) }),
]);
export type BreakRequest = z.infer<typeof breakRequestSchema>;

const instantSchema = z.number().int();

/** One limit as the section shows it. Amounts are money, or whole minutes for `time`. */
export const limitViewSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: periodSchema,
  /** The limit in force; null when none. */
  amount: z.string().nullable(),
  /** What the period has used so far, and what is left (null without a limit). */
  used: z.string(),
  remaining: z.string().nullable(),
  /** When the period ends and the count starts again. */
  resetsAt: instantSchema,
  /** A higher limit or a removal, waiting: `amount` null means removal. */
  pending: z
    .object({
      amount: z.string().nullable(),
      requestedAt: instantSchema,
      confirmableAt: instantSchema,
      confirmable: z.boolean(),
    })
    .nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const responsibleStateSchema = z.object({
  currency: z.string(),
  limits: z.array(limitViewSchema),
  realityMinutes: z.number().int(),
  realityChoices: z.array(z.number().int()),
  /** Minutes played today (the market's day), from the game sessions. */
  playedTodayMinutes: z.number().int(),
});
export type ResponsibleState = z.infer<typeof responsibleStateSchema>;

/** `GET /wps/member/responsible/statement`: money per month and playing time per day, newest first. */
export const activityStatementSchema = z.object({
  currency: z.string(),
  months: z.array(z.object({ month: z.string(), deposits: moneySchema, withdrawals: moneySchema, stakes: moneySchema, wins: moneySchema, net: moneySchema })),
  days: z.array(z.object({ day: z.string(), minutes: z.number().int() })),
});
export type ActivityStatement = z.infer<typeof activityStatementSchema>;

/** What a game page learns when it asks (`POST /gs/api/session/:token/ping`) or resumes after a reality check. */
export const playClockSchema = z.object({
  /** Playing time of this launch, ms (pauses over PLAY_IDLE_GAP_MS left out). */
  playedMs: z.number().int(),
  /** Wins less stakes of this launch. */
  net: moneySchema,
  /** A reality check is due: the page pauses until the player continues or leaves. */
  realityDue: z.boolean(),
  realityMinutes: z.number().int(),
  /** Today's playing time limit is reached: the page takes no more bets. */
  stopped: z.boolean(),
});
export type PlayClock = z.infer<typeof playClockSchema>;

/**
 * A break as the platform tells it: its kind and when it ends (null: permanent). The answer of
 * the break call, and the value of a login refused during one.
 */
export const breakRefusalSchema = z.object({ until: instantSchema.nullable(), kind: z.enum(['timeout', 'exclusion']) });
export type BreakRefusal = z.infer<typeof breakRefusalSchema>;

/**
 * `POST /wps/member/responsible/withdraw` (sealed, no session): a member on a time-out or a
 * self-exclusion cannot log in, but can still take their money out. With the login password
 * alone it answers what is available and the bank accounts; with an account, the transaction
 * password and a request id it asks for a withdrawal of all that is available (up to the site's
 * maximum per withdrawal) to that account.
 */
export const breakWithdrawalRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: z.string().trim().max(16).optional(),
  accountId: z
    .string()
    .regex(/^[1-9]\d{0,17}$/)
    .optional(),
  transactionPassword: z.string().min(1).max(TRANSACTION_PASSWORD_MAX).optional(),
  requestId: requestIdSchema.optional(),
  timeZone: timeZoneSchema.optional(),
});
export type BreakWithdrawalRequest = z.infer<typeof breakWithdrawalRequestSchema>;

export const breakWithdrawalSchema = z.object({
  currency: z.string(),
  /** What the wallet holds now, after the withdrawal when one was asked for. */
  available: moneySchema,
  accounts: z.array(withdrawAccountSchema),
  withdrawal: withdrawalSchema.nullable(),
});
export type BreakWithdrawal = z.infer<typeof breakWithdrawalSchema>;
