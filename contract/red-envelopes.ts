import { z } from 'zod';
import { moneySchema } from './wallet.ts';

/*
 * Red envelopes (raffle promotions, REWCEN3): in an event's time window each member opens one
 * envelope, for a random amount the platform draws between the event's minimum and maximum,
 * until the event's budget is spent. CONTRACT.md names `MCS2_claimRafflePromotion` and
 * `MCSFE_getRafflePromotionStatus`; their shapes are ours.
 */

export const RED_ENVELOPE_STATES = ['upcoming', 'open', 'empty', 'ended'] as const;
export type RedEnvelopeState = (typeof RED_ENVELOPE_STATES)[number];

export const redEnvelopeSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO 8601. */
  startsAt: z.string(),
  endsAt: z.string(),
  min: moneySchema,
  max: moneySchema,
  /** `empty`: the budget cannot pay another envelope. */
  state: z.enum(RED_ENVELOPE_STATES),
  /** The member's envelope, once opened. */
  claimed: z.object({ amount: moneySchema, claimedAt: z.string() }).nullable(),
});
export type RedEnvelope = z.infer<typeof redEnvelopeSchema>;

/** The event open now, else the next one, else none; and the member's envelope in it. */
export const redEnvelopeStatusSchema = z.object({ event: redEnvelopeSchema.nullable() });
export type RedEnvelopeStatus = z.infer<typeof redEnvelopeStatusSchema>;

export const redEnvelopeClaimRequestSchema = z.object({ eventId: z.string().regex(/^[1-9]\d{0,17}$/) });

export const redEnvelopeClaimSchema = z.object({
  eventId: z.string(),
  amount: moneySchema,
  claimedAt: z.string(),
  /** The member's wallet after it; the same envelope again for a claim that comes twice. */
  balance: moneySchema,
});
export type RedEnvelopeClaim = z.infer<typeof redEnvelopeClaimSchema>;
