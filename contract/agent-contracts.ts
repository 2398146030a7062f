import { z } from 'zod';
import { AGENT_RIGHTS, type AgentRight } from './agent-register.ts';
import { FIELD_MAX } from './limits.ts';
import { moneySchema, parseMinor } from './wallet.ts';
import { requestIdSchema } from './withdrawals.ts';

/*
 * Agent contracts (SPEC sections 4 and 9; CONTRACT.md 4.1 and 4.9): dividend, daily salary, hourly
 * salary and real-time salary. An upline offers a contract to a direct downline agent; the site
 * offers the top agents theirs. Each contract has tiers: conditions on the team's figures in a
 * settlement period, and the reward of the best tier met.
 */

/** The four kinds, the same names as the agent rights that allow offering them. */
export const CONTRACT_KINDS = AGENT_RIGHTS;
export type ContractKind = AgentRight;

/**
 * Statuses as SPEC names them, and their wire letters. `P`, `A`, `V` and `E` are the letters
 * CONTRACT.md 4.9 observed (`A` and `V` both enable the menus, so `V` is a contract still in force
 * whose termination is asked); `R` is ours, since rejection was not observed.
 */
export const CONTRACT_STATUS_CODES = {
  request: 'P',
  terminationRequest: 'V',
  accepted: 'A',
  rejected: 'R',
  terminated: 'E',
} as const;
export type ContractStatus = keyof typeof CONTRACT_STATUS_CODES;
export type ContractStatusCode = (typeof CONTRACT_STATUS_CODES)[ContractStatus];
export const CONTRACT_STATUS_LETTERS = Object.values(CONTRACT_STATUS_CODES) as [ContractStatusCode, ...ContractStatusCode[]];

/** A contract in force pays: accepted, or accepted with its termination asked and not yet agreed. */
export const IN_FORCE_CODES: readonly ContractStatusCode[] = ['A', 'V'];

/** Dividend periods (SPEC section 9); the salaries' periods are fixed by their kind. */
export const DIVIDEND_CYCLES = ['weekly', 'semimonthly', 'monthly'] as const;
export type DividendCycle = (typeof DIVIDEND_CYCLES)[number];

/** The settlement period of each salary: real-time salary settles every 5 minutes (SPEC section 9). */
export const SALARY_PERIOD_MS = { hourlySalary: 3_600_000, dailySalary: 86_400_000, realTimeSalary: 300_000 } as const;

/** `P`: the reward is a percentage of the period's base (CONTRACT.md 4.9); `F`: a fixed amount (salaries only). */
export const RATE_TYPES = ['P', 'F'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** At most this many tiers in one contract. */
export const MAX_TIERS = 10;

/** A percentage with at most two decimals, above 0 and at most 100. */
const percentSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'contract.rate.invalid')
  .refine((text) => Number(text) > 0 && Number(text) <= 100, 'contract.rate.invalid');

/** A non-negative amount typed by the agent: `0`, `100`, `1500.50`. */
const conditionAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'contract.tier.invalid');

/**
 * One tier as typed and as stored. Conditions: the team's valid bet amount, its net loss (SPEC's
 * P&L: what the team lost to the site, after wins, bonuses and rebates) and how many of it bet.
 * Reward: `rate` (a percentage, or an amount when `rateType` is `F`); real-time salary pays
 * `winRate` of the bet amount in a period the team won and `lossRate` in one it lost.
 */
export const tierInputSchema = z.object({
  minBet: conditionAmountSchema,
  minLoss: conditionAmountSchema,
  minActive: z.coerce.number().int('contract.tier.invalid').min(0, 'contract.tier.invalid').max(1_000_000, 'contract.tier.invalid'),
  rateType: z.enum(RATE_TYPES).default('P'),
  rate: z.string().trim().max(20).nullable().default(null),
  winRate: percentSchema.nullable().default(null),
  lossRate: percentSchema.nullable().default(null),
});

export const termsInputSchema = z.object({
  cycle: z.enum(DIVIDEND_CYCLES).nullable().default(null),
  tiers: z.array(tierInputSchema).min(1, 'contract.tier.invalid').max(MAX_TIERS, 'contract.tier.invalid'),
});
export type TermsInput = z.infer<typeof termsInputSchema>;

/** A tier on the wire: amounts in the money format, rates as typed. */
export const tierSchema = z.object({
  minBet: moneySchema,
  minLoss: moneySchema,
  minActive: z.number().int(),
  rateType: z.enum(RATE_TYPES),
  rate: z.string().nullable(),
  winRate: z.string().nullable(),
  lossRate: z.string().nullable(),
});
export type Tier = z.infer<typeof tierSchema>;

export const termsSchema = z.object({ cycle: z.enum(DIVIDEND_CYCLES).nullable(), tiers: z.array(tierSchema) });
export type Terms = z.infer<typeof termsSchema>;

/**
 * What is wrong with `terms` for a contract of `kind`, as an error code, or null. The rules: the
 * dividend has a cycle and percentage rates; the daily and hourly salaries a percentage or fixed
 * amount; real-time salary a win rate and a loss rate. Tiers rise: each asks more than the one
 * before it in at least one condition and none less.
 */
export const termsProblem = (kind: ContractKind, terms: TermsInput): string | null => {
  if ((kind === 'dividend') !== (terms.cycle !== null)) return 'contract.cycle.invalid';
  for (const tier of terms.tiers) {
    if (kind === 'realTimeSalary') {
      if (tier.winRate === null || tier.lossRate === null || tier.rate !== null || tier.rateType !== 'P') return 'contract.rate.invalid';
      continue;
    }
    if (tier.winRate !== null || tier.lossRate !== null || tier.rate === null) return 'contract.rate.invalid';
    if (tier.rateType === 'F') {
      if (kind === 'dividend') return 'contract.rate.invalid';
      if (!/^\d{1,13}(\.\d{1,2})?$/.test(tier.rate) || (parseMinor(tier.rate) ?? 0n) <= 0n) return 'contract.rate.invalid';
    } else if (!percentSchema.safeParse(tier.rate).success) return 'contract.rate.invalid';
  }
  for (let i = 1; i < terms.tiers.length; i++) {
    const [a, b] = [terms.tiers[i - 1]!, terms.tiers[i]!];
    const [betA, betB, lossA, lossB] = [parseMinor(a.minBet)!, parseMinor(b.minBet)!, parseMinor(a.minLoss)!, parseMinor(b.minLoss)!];
    const noLess = betB >= betA && lossB >= lossA && b.minActive >= a.minActive;
    const more = betB > betA || lossB > lossA || b.minActive > a.minActive;
    if (!noLess || !more) return 'contract.tier.order';
  }
  return null;
};

export const contractViewSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUS_LETTERS),
  /** The agent who holds (or is offered) it. */
  holder: z.string(),
  /** Who offers it: the upline's account, or null for the site. */
  upline: z.string().nullable(),
  terms: termsSchema,
  /** Versions count up from 1: every change is a new one. */
  version: z.number().int(),
  /** When this version was written. */
  since: z.string(),
  /** The contract this request would replace once accepted, by id. */
  replaces: z.string().nullable(),
  /** Why this version was written, in the words of whoever wrote it. */
  note: z.string().nullable(),
});
export type ContractView = z.infer<typeof contractViewSchema>;

/** A request awaiting the holder's answer, with the terms in force it would end, side by side. */
export const contractRequestSchema = contractViewSchema.extend({ current: contractViewSchema.nullable() });
export type ContractRequest = z.infer<typeof contractRequestSchema>;

const infoMapSchema = z.object({ agent: z.array(contractViewSchema) });
const requestMapSchema = z.record(z.string(), contractRequestSchema);

/**
 * `GET /wps/member/info/funds/consolidated` (CONTRACT.md 4.1): per kind, a request map of what
 * awaits the member's answer, keyed by contract id, and an info map whose `agent` list holds the
 * member's own contracts, in force or offered. "Has contract" is any request map with entries.
 */
export const consolidatedSchema = z.object({
  dailysalreqtype: requestMapSchema,
  divtypereq: requestMapSchema,
  divtypecompperiodreq: requestMapSchema,
  contracthoursalreq: requestMapSchema,
  realtimesalreqtype: requestMapSchema,
  dailysalinfotype: infoMapSchema,
  divtypeinfo: infoMapSchema,
  divtypecompperiodinfo: infoMapSchema,
  contractmrdailysalinfotype: infoMapSchema,
  contracthoursalinfo: infoMapSchema,
  realtimesalinfotype: infoMapSchema,
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

/** Which request and info maps each kind fills. Dividend fills both of its pairs alike. */
export const CONSOLIDATED_KEYS: Readonly<Record<ContractKind, { requests: readonly (keyof Consolidated)[]; info: readonly (keyof Consolidated)[] }>> = {
  dividend: { requests: ['divtypereq', 'divtypecompperiodreq'], info: ['divtypeinfo', 'divtypecompperiodinfo'] },
  dailySalary: { requests: ['dailysalreqtype'], info: ['dailysalinfotype'] },
  hourlySalary: { requests: ['contracthoursalreq'], info: ['contracthoursalinfo'] },
  realTimeSalary: { requests: ['realtimesalreqtype'], info: ['realtimesalinfotype'] },
};

/** The kinds whose requests await the member's answer, and whose own contracts it holds. */
export const requestsIn = (c: Consolidated): ContractRequest[] => {
  const seen = new Map<string, ContractRequest>();
  for (const kind of CONTRACT_KINDS)
    for (const key of CONSOLIDATED_KEYS[kind].requests) for (const r of Object.values(c[key] as Record<string, ContractRequest>)) seen.set(r.id, r);
  return [...seen.values()];
};

/** SPEC's menu enablement (CONTRACT.md 4.1): dividend when a contract is in force, the others when one is held at all. */
export const enabledKinds = (c: Consolidated): ContractKind[] =>
  CONTRACT_KINDS.filter((kind) => {
    const own = (c[CONSOLIDATED_KEYS[kind].info[0]!] as { agent: ContractView[] }).agent;
    return kind === 'dividend' ? own.some((row) => IN_FORCE_CODES.includes(row.status)) : own.length > 0;
  });

/** A period's figures of the holder's team: valid bet amount, net loss, and how many bet. */
export const periodFiguresSchema = z.object({ bet: moneySchema, loss: moneySchema, active: z.number().int() });
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/** What one contract pays, or would pay, for one period. */
export const settlementSchema = z.object({
  contractId: z.string(),
  from: z.string(),
  to: z.string(),
  figures: periodFiguresSchema,
  /** The tier met, counted from 1; null when none was. */
  tier: z.number().int().nullable(),
  /** What the tier pays on the team's figures. */
  reward: moneySchema,
  /** The rewards of the contracts the holder offered its direct downlines, for the same period. */
  passedDown: moneySchema,
  /** What the holder is paid: the reward less what was passed down, never below zero. */
  payout: moneySchema,
  /** When it was paid; null for a preview. */
  paidAt: z.string().nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const CONTRACT_PAYOUTS_PAGE_SIZE = 10;

export const contractSectionQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional(),
});
export type ContractSectionQuery = z.infer<typeof contractSectionQuerySchema>;

/** A direct downline agent and its contract of the kind, in force and asked. */
export const downlineContractSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  current: contractViewSchema.nullable(),
  /** A request or termination request awaiting the downline's answer. */
  pending: contractViewSchema.nullable(),
});
export type DownlineContract = z.infer<typeof downlineContractSchema>;

/** One kind's section of the agent centre: the read of the four relays. */
export const contractSectionSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** The agent's contract of the kind in force, if any. */
  current: contractViewSchema.nullable(),
  /** A request awaiting the agent's own answer, with the terms it would replace. */
  request: contractRequestSchema.nullable(),
  /** What the current period would pay now (the settlement preview), when a contract is in force. */
  preview: settlementSchema.nullable(),
  /** Whether the agent may offer this kind to its downlines: it has the right and a contract in force. */
  canOffer: z.boolean(),
  downlines: z.array(downlineContractSchema),
  payouts: z.object({ list: z.array(settlementSchema), page: z.number().int(), pages: z.number().int() }),
});
export type ContractSection = z.infer<typeof contractSectionSchema>;

/** Why, in the agent's words: at most this many characters. */
export const CONTRACT_NOTE_MAX = 200;
const noteSchema = z.string().trim().max(CONTRACT_NOTE_MAX).optional();

/** The relays' acts: the upline offers or asks to terminate; the holder accepts or rejects. */
export const contractActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('offer'),
    requestId: requestIdSchema,
    account: z.string().trim().min(1).max(FIELD_MAX.username),
    terms: termsInputSchema,
    note: noteSchema,
  }),
  z.object({ action: z.literal('terminate'), requestId: requestIdSchema, contractId: z.string().regex(/^\d{1,18}$/), note: noteSchema }),
  z.object({ action: z.literal('accept'), requestId: requestIdSchema, contractId: z.string().regex(/^\d{1,18}$/) }),
  z.object({ action: z.literal('reject'), requestId: requestIdSchema, contractId: z.string().regex(/^\d{1,18}$/), note: noteSchema }),
]);
export type ContractAction = z.infer<typeof contractActionSchema>;
