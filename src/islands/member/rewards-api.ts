import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { rebatePaidSchema, type RebatePaid } from '../../../contract/rebates.ts';
import { redEnvelopeClaimSchema, type RedEnvelopeClaim } from '../../../contract/red-envelopes.ts';
import { missionClaimSchema, type MissionClaim } from '../../../contract/missions.ts';
import { promotionActionSchema, type PromotionAction } from '../../../contract/promotions.ts';
import { callApi } from '../../api-client/client.ts';
import { base64Of } from './file-base64.ts';

/* The member centre's reward calls. Each rejects with the API client's errors. */

/** Claims the manual rebate earned so far. */
export const claimRebate = (requestId: string): Promise<RebatePaid> => callApi(ENDPOINTS.claimRebate, rebatePaidSchema, { body: { requestId } });

/** Opens the member's envelope of an event; opened already, it answers the same envelope. */
export const openRedEnvelope = (eventId: string): Promise<RedEnvelopeClaim> =>
  callApi(ENDPOINTS.claimRedEnvelope, redEnvelopeClaimSchema, { body: { eventId } });

/** Claims a completed mission's reward for this period. */
export const claimMission = (missionId: string): Promise<MissionClaim> => callApi(ENDPOINTS.claimMission, missionClaimSchema, { body: { missionId } });

/** Joins a promotion that pays later (a first-deposit bonus); joined already, it answers the same. */
export const joinPromotion = (promotionId: string): Promise<PromotionAction> =>
  callApi(ENDPOINTS.joinPromotion, promotionActionSchema, { body: { promotionId } });

/** Claims a promotion that is due (a sign-up reward); claimed already, it answers the same. */
export const claimPromotion = (promotionId: string): Promise<PromotionAction> =>
  callApi(ENDPOINTS.claimPromotion, promotionActionSchema, { body: { promotionId } });

/** Claims last week's loss rebate once issued; claimed already, it answers the same. */
export const claimIssuedPromotion = (promotionId: string): Promise<PromotionAction> =>
  callApi(ENDPOINTS.claimIssuedPromotion, promotionActionSchema, { body: { promotionId } });

/** Applies to a promotion the operator reviews, with its screenshots (sent as base64) and an optional comment. */
export const applyToPromotion = async (promotionId: string, comment: string, files: readonly File[]): Promise<PromotionAction> =>
  callApi(ENDPOINTS.applyPromotion, promotionActionSchema, {
    body: { promotionId, images: await Promise.all(files.map(base64Of)), ...(comment.trim() ? { comment: comment.trim() } : {}) },
  });
