import { z } from 'zod';
import { BASE64_PATTERN, UPLOAD_COMMENT_MAX } from './uploads.ts';
import { moneySchema } from './wallet.ts';

/*
 * The reward centre's promotions (REWCEN3) and the member's bonus details. The operator defines
 * each promotion; the member joins one before the event that pays it (a first-deposit bonus, a
 * weekly loss rebate), or claims one that is due (a sign-up reward, last week's loss rebate once
 * issued), or applies to one the operator reviews (a comment and screenshots). Every bonus carries a turnover requirement: valid bets the member must place before
 * that money can be withdrawn. CONTRACT.md names `MCSFE_getAvailablePromotions`,
 * `MCS2_claimRegisterPromotion`, `MCS2_claimIssuedPromotion` and `MCS2_getPromotionClaimList`;
 * their shapes, and the join and apply relays, are ours.
 */

export const PROMOTION_KINDS = ['firstDeposit', 'weeklyLoss', 'signUp', 'application'] as const;

/**
 * SPEC's activity statuses, as a promotion shows them to one member: `join`, `claim` and
 * `applying` (applications open) are what the member can do; `joined` waits for the event that
 * pays; `process` is an application in review, `rejected` one the operator turned down (the member
 * may apply again while it runs); `issued` is a weekly loss rebate ready to claim; `claimed` is
 * paid; `comingSoon` has not started; `close` has ended or is not open to this member.
 */
export const PROMOTION_STATUSES = ['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'joined', 'signed', 'comingSoon'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const promotionSchema = z.object({
  id: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  /** Plain text from the operator, in the member's language; paragraphs split on blank lines. */
  content: z.string(),
  /** ISO 8601; `endsAt` null when the promotion runs until the operator ends it. */
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  status: z.enum(PROMOTION_STATUSES),
  /** A first-deposit bonus or a weekly loss rebate: basis points of the deposit or the loss, up to `cap`. */
  percent: z.number().int().min(0).nullable(),
  cap: moneySchema.nullable(),
  /** A sign-up reward's or an approved application's fixed amount. */
  reward: moneySchema.nullable(),
  /** The bonus, plus the deposit it came with, times this is the turnover it needs. */
  turnoverTimes: z.number().int().min(0),
  /** A weekly loss rebate: last week's (its Monday, the net loss and the rebate), issued or claimed; null otherwise. */
  issued: z.object({ weekStart: z.string(), loss: moneySchema, amount: moneySchema }).nullable(),
  /** An application promotion: the member's latest application (ISO 8601 times), null before the first. */
  application: z
    .object({
      status: z.enum(['pending', 'approved', 'rejected']),
      appliedAt: z.string(),
      comment: z.string().nullable(),
      images: z.number().int().min(0),
      /** The operator's words on a rejection. */
      remark: z.string().nullable(),
    })
    .nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** Every promotion the member can see, and how many the member can act on now (the menu badge). */
export const promotionListSchema = z.object({ list: z.array(promotionSchema), actionable: z.number().int().min(0) });
export type PromotionList = z.infer<typeof promotionListSchema>;

const idText = z.string().regex(/^[1-9]\d{0,17}$/);

export const promotionJoinRequestSchema = z.object({ promotionId: idText });
export const promotionClaimRequestSchema = z.object({ promotionId: idText });

/**
 * An application: the screenshots as base64 (their type is read from their content) and an
 * optional comment. Their count, size and type and the comment's length are checked by the
 * platform after this shape, each with its own error code, so the member is told which.
 */
export const promotionApplyRequestSchema = z.object({
  promotionId: idText,
  comment: z
    .string()
    .max(UPLOAD_COMMENT_MAX * 4)
    .optional(),
  images: z.array(z.string().regex(BASE64_PATTERN, 'image_encoding')).max(16),
});
export type PromotionApplyRequest = z.infer<typeof promotionApplyRequestSchema>;

/** The promotion as it stands for the member after joining or claiming, and the wallet after it. */
export const promotionActionSchema = z.object({ promotion: promotionSchema, balance: moneySchema });
export type PromotionAction = z.infer<typeof promotionActionSchema>;

export const bonusSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  grantedAt: z.string(),
  amount: moneySchema,
  /** The valid bets the bonus needs, what the member's bets since it have met, and what is left. */
  required: moneySchema,
  progress: moneySchema,
  remaining: moneySchema,
  /** Met: the bonus is the member's own and can be withdrawn. */
  unlocked: z.boolean(),
});

/** Bonus details: every bonus the member received, newest first, and the turnover still owed. */
export const bonusDetailsSchema = z.object({ list: z.array(bonusSchema), remaining: moneySchema });
export type BonusDetails = z.infer<typeof bonusDetailsSchema>;
