import { z } from 'zod';
import { moneySchema } from './wallet.ts';

/*
 * Invite friends (module REFERRAL3): a member's referral link, the friends who registered with it
 * and the reward each first deposit brought; an agent's affiliate link instead (SPEC section 6).
 * CONTRACT.md names `MCSFE_getReferralDetails` (mobile, `?autoGenerate=true`); the shape is ours.
 */

/** How many invited friends the section lists, newest first. */
export const REFERRAL_FRIENDS_SHOWN = 50;

export const referralFriendSchema = z.object({
  /** The friend's account, masked as the winner board masks it: `pl***01`. */
  account: z.string(),
  /** ISO 8601. */
  registeredAt: z.string(),
  firstDeposit: z.object({ amount: moneySchema, paidAt: z.string() }).nullable(),
  /** What the member was paid for this friend; null when nothing was. */
  reward: moneySchema.nullable(),
});

export const referralDetailsSchema = z.object({
  /** `referral`: a member's invite code; `affiliate`: an agent's affiliate code. */
  kind: z.enum(['referral', 'affiliate']),
  /** The code the link carries as `?referralCode=`. */
  code: z.string(),
  /** The operator's reward per friend, while there is one. */
  reward: z.object({ amount: moneySchema, minDeposit: moneySchema }).nullable(),
  friends: z.array(referralFriendSchema),
  totals: z.object({ invited: z.number().int().min(0), deposited: z.number().int().min(0), rewards: moneySchema }),
});
export type ReferralDetails = z.infer<typeof referralDetailsSchema>;
