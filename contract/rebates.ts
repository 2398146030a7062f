import { z } from 'zod';
import { GAME_CATEGORIES } from './game-rules.ts';
import { moneySchema } from './wallet.ts';
import { requestIdSchema } from './withdrawals.ts';

/*
 * Manual rebate (module MANPLAYREB3): a share of the member's valid bets, per product type at the
 * rate the operator sets, that the member claims when they choose. CONTRACT.md names
 * `ODSFE2_getRebate` and `ODSFE2_rebateDisburse` among the member centre's relays; their shapes
 * are ours.
 */

/**
 * A bet counts once it is settled and this many seconds old (the operator may change it): the
 * claim then never races a bet that is still being written, and a lottery ticket counts at its
 * draw. At least one second, at most a day.
 */
export const REBATE_DELAY_SECONDS = 60;
export const REBATE_DELAY_MAX_SECONDS = 86_400;

/** Rates are kept in hundredths of a percent (basis points): 80 is 0.80 %. The most is 10 %. */
export const REBATE_RATE_MAX_BP = 1_000;

/** A rate as the member reads it: percent with two decimals, `0.80`. */
export const rateText = (basisPoints: number) => (basisPoints / 100).toFixed(2);

export const rebateLineSchema = z.object({
  category: z.enum(GAME_CATEGORIES),
  validStake: moneySchema,
  /** Percent, two decimals. */
  rate: z.string(),
  amount: moneySchema,
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateClaimSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  claimedAt: z.string(),
  /** The bets it paid for: settled after `since` (null: from the first) up to `until`. */
  since: z.string().nullable(),
  until: z.string(),
  amount: moneySchema,
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const rebateSummarySchema = z.object({
  since: z.string().nullable(),
  until: z.string(),
  /** Every product type with a rate or a valid bet, in the site's order. */
  lines: z.array(rebateLineSchema),
  total: moneySchema,
  /** The member's last claims, newest first. */
  claims: z.array(rebateClaimSchema),
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

export const REBATE_CLAIMS_SHOWN = 10;

export const rebateClaimRequestSchema = z.object({ requestId: requestIdSchema });

export const rebatePaidSchema = rebateClaimSchema.extend({ lines: z.array(rebateLineSchema), balance: moneySchema });
export type RebatePaid = z.infer<typeof rebatePaidSchema>;
