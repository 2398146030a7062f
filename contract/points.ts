import { z } from 'zod';
import { moneySchema } from './wallet.ts';
import { requestIdSchema, TRANSACTION_PASSWORD_MAX } from './withdrawals.ts';

/*
 * The points mall (module PTSYS3). A member earns points on every valid bet at the operator's
 * rate; points never expire. They buy items of the operator's catalogue (a cash bonus credited at
 * once, or a physical item the operator approves or rejects) or convert to cash at the operator's
 * rate. CONTRACT.md names the relays (`MCS2_getPointBalance`, `MCS2_getPointReward`,
 * `MCS2_getRedeemPointList`, `MCS2_getPointConfig`, `passwordCheck/MCS2_redeemPointReward`,
 * `passwordCheck/MCS2_convertPoint`); their shapes, and the points-details relay, are ours.
 */

export const POINTS_MODULE = 'PTSYS3';

/** The earn rate is kept in hundredths of a point per 1.00 of valid bet: 100 is one point per 1.00. */
export const EARN_RATE_MAX = 100_000;
/** How many of one item a member may redeem at once. */
export const REDEEM_QUANTITY_MAX = 10;
export const POINT_PAGE_SIZE = 10;
/** A settled bet counts once it is this many seconds old, as for the manual rebate; the operator may change it. */
export const POINT_DELAY_SECONDS = 60;
export const POINT_DELAY_MAX_SECONDS = 86_400;

/** Whole points: the balance, a price, a change. */
const pointsSchema = z.number().int();

export const pointConfigSchema = z.object({
  /** Points per 1.00 of valid bet, two decimals (`1.00`). */
  earnPoints: z.string(),
  /** Each `points` points convert to `amount`; null while the operator allows no conversion. */
  conversion: z.object({ points: pointsSchema.positive(), amount: moneySchema }).nullable(),
  delaySeconds: z.number().int(),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const pointBalanceSchema = z.object({
  points: pointsSchema.min(0),
  /** The member's valid bets so far: what an item's amount requirement is measured against. */
  validBet: moneySchema,
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const POINT_ITEM_TYPES = ['cash', 'physical'] as const;

export const pointItemSchema = z.object({
  id: z.string(),
  type: z.enum(POINT_ITEM_TYPES),
  name: z.string(),
  /** Points per unit. */
  points: pointsSchema.positive(),
  /** The valid bets the member must have made so far to redeem it. */
  amountRequirement: moneySchema,
  /** What a cash item credits per unit; null for a physical item. */
  cash: moneySchema.nullable(),
  stock: pointsSchema.min(0),
});
export type PointItem = z.infer<typeof pointItemSchema>;

export const pointRewardsSchema = z.object({ list: z.array(pointItemSchema) });
export type PointRewards = z.infer<typeof pointRewardsSchema>;

export const REDEMPTION_STATUSES = ['in_process', 'rejected', 'approved'] as const;

/** One row of the redeem history (SPEC section 2's columns). */
export const redemptionSchema = z.object({
  referenceNo: z.string(),
  /** ISO 8601. */
  appliedAt: z.string(),
  type: z.enum(POINT_ITEM_TYPES),
  name: z.string(),
  quantity: z.number().int().positive(),
  points: pointsSchema.positive(),
  amountRequirement: moneySchema,
  status: z.enum(REDEMPTION_STATUSES),
  /** What the redemption took from the balance (negative). */
  changedPoints: pointsSchema,
  /** The balance right after it. */
  pointsBalance: pointsSchema.min(0),
  remark: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const POINT_ENTRY_KINDS = ['earned', 'redeemed', 'converted', 'refunded', 'adjusted'] as const;

/** One change of the balance (the points details). */
export const pointEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(POINT_ENTRY_KINDS),
  change: pointsSchema,
  balance: pointsSchema.min(0),
  /** The redemption's reference, the conversion's amount, or the operator's reason. */
  reference: z.string().nullable(),
});

const page = <S extends z.ZodType>(row: S) =>
  z.object({ list: z.array(row), pageNum: z.number().int().min(1), totalPages: z.number().int().min(1), total: z.number().int().min(0) });

export const redemptionPageSchema = page(redemptionSchema);
export type RedemptionPage = z.infer<typeof redemptionPageSchema>;
export const pointEntryPageSchema = page(pointEntrySchema);
export type PointEntryPage = z.infer<typeof pointEntryPageSchema>;

export const pointPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() });

const transactionPassword = z.string().min(1).max(TRANSACTION_PASSWORD_MAX);

export const redeemRequestSchema = z.object({
  itemId: z.string().regex(/^\d{1,15}$/),
  quantity: z.number().int().min(1).max(REDEEM_QUANTITY_MAX),
  transactionPassword,
  requestId: requestIdSchema,
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

export const redeemResultSchema = z.object({
  redemption: redemptionSchema,
  /** The member's wallet after it (a cash item credits it at once). */
  balance: moneySchema,
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

export const convertRequestSchema = z.object({
  points: z.number().int().positive().max(1_000_000_000),
  transactionPassword,
  requestId: requestIdSchema,
});
export type ConvertRequest = z.infer<typeof convertRequestSchema>;

export const convertResultSchema = z.object({
  points: pointsSchema.positive(),
  amount: moneySchema,
  pointsBalance: pointsSchema.min(0),
  /** The member's wallet after it. */
  balance: moneySchema,
});
export type ConvertResult = z.infer<typeof convertResultSchema>;

/** Points per 1.00 as the member reads it: two decimals. */
export const earnRateText = (hundredths: number) => (hundredths / 100).toFixed(2);
