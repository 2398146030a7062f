import { z } from 'zod';
import type { Platform } from '../context.ts';
import { broadcastInputSchema, broadcastListInputSchema, listBroadcasts, sendBroadcast, type OperatorBroadcast } from '../modules/inbox/index.ts';
import {
  rebateDelayInputSchema,
  rebateRateInputSchema,
  rebateRatesReport,
  setRebateDelay,
  setRebateRate,
  type RebateRatesReport,
} from '../modules/rewards/index.ts';
import { referralSettingInputSchema, referralSettingReport, setReferralSetting, type ReferralSettingReport } from '../modules/rewards/index.ts';
import {
  createRedEnvelope,
  endRedEnvelope,
  listRedEnvelopes,
  redEnvelopeIdSchema,
  redEnvelopeInputSchema,
  type OperatorRedEnvelope,
} from '../modules/rewards/index.ts';
import { addMission, disableMission, listMissions, missionIdSchema, missionInputSchema, type OperatorMission } from '../modules/rewards/index.ts';
import { addPromotion, endPromotion, listPromotions, promotionIdSchema, promotionInputSchema, type OperatorPromotion } from '../modules/rewards/index.ts';
import {
  applicationApproveSchema,
  applicationIdSchema,
  applicationImages,
  applicationListSchema,
  applicationRejectSchema,
  approveApplication,
  listApplications,
  rejectApplication,
  type OperatorApplication,
} from '../modules/rewards/index.ts';
import {
  addPointItem,
  adjustPoints,
  decideRedemption,
  disablePointItem,
  listPointItems,
  listRedemptions,
  setPointItemStock,
  pointAdjustmentSchema,
  pointConfigReport,
  pointItemIdSchema,
  pointItemInputSchema,
  pointItemStockSchema,
  pointRateInputSchema,
  redemptionDecisionSchema,
  redemptionListSchema,
  redemptionRejectSchema,
  setPointRate,
  type OperatorPointItem,
  type OperatorRedemption,
  type PointConfigReport,
} from '../modules/rewards/index.ts';

/*
 * The operator's part in rewards: platform messages, the manual rebate, red envelopes, invite
 * friends, missions, promotions and their applications, and the points mall.
 */
export { broadcastInputSchema, broadcastListInputSchema, rebateDelayInputSchema, rebateRateInputSchema, redEnvelopeIdSchema, redEnvelopeInputSchema };
export { referralSettingInputSchema, missionIdSchema, missionInputSchema };
export { pointAdjustmentSchema, pointItemIdSchema, pointItemInputSchema, pointItemStockSchema, pointRateInputSchema };
export { redemptionDecisionSchema, redemptionListSchema, redemptionRejectSchema };
export const redEnvelopeListSchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(20) });
export { promotionIdSchema, promotionInputSchema };
export { applicationApproveSchema, applicationIdSchema, applicationListSchema, applicationRejectSchema };
export const promotionListSchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

export interface RewardsOperations {
  /** A platform message to one member, an agent's team or everyone, in Spanish and English; and the messages sent. */
  sendMessage(input: z.infer<typeof broadcastInputSchema>): Promise<OperatorBroadcast>;
  listMessages(query: z.infer<typeof broadcastListInputSchema>): Promise<OperatorBroadcast[]>;
  /** The manual rebate's rate per product type, and a change to one. */
  rebateRates(): Promise<RebateRatesReport>;
  setRebateRate(input: z.infer<typeof rebateRateInputSchema>): Promise<RebateRatesReport>;
  setRebateDelay(input: z.infer<typeof rebateDelayInputSchema>): Promise<RebateRatesReport>;
  /** Red-envelope events: a new one, the list, and an early end. */
  createRedEnvelope(input: z.infer<typeof redEnvelopeInputSchema>): Promise<OperatorRedEnvelope>;
  listRedEnvelopes(query: z.infer<typeof redEnvelopeListSchema>): Promise<OperatorRedEnvelope[]>;
  endRedEnvelope(input: z.infer<typeof redEnvelopeIdSchema>): Promise<OperatorRedEnvelope>;
  /** Invite friends: the reward per friend and the first deposit it needs. */
  referralSetting(): Promise<ReferralSettingReport>;
  /** Missions: the list with what was claimed, a new one, and one taken off the list. */
  listMissions(): Promise<OperatorMission[]>;
  addMission(input: z.infer<typeof missionInputSchema>): Promise<OperatorMission>;
  disableMission(input: z.infer<typeof missionIdSchema>): Promise<OperatorMission>;
  setReferralSetting(input: z.infer<typeof referralSettingInputSchema>): Promise<ReferralSettingReport>;
  /** Promotions of the reward centre: a new one, the list with what each paid, and an early end. */
  addPromotion(input: z.infer<typeof promotionInputSchema>): Promise<OperatorPromotion>;
  listPromotions(query: z.infer<typeof promotionListSchema>): Promise<OperatorPromotion[]>;
  endPromotion(input: z.infer<typeof promotionIdSchema>): Promise<OperatorPromotion>;
  /** Applications to promotions the operator reviews: the list, their screenshots (base64), and the decision. */
  listApplications(query: z.output<typeof applicationListSchema>): Promise<OperatorApplication[]>;
  applicationImages(input: z.output<typeof applicationIdSchema>): Promise<{ id: number; images: { contentType: string; data: string }[] }>;
  approveApplication(input: z.output<typeof applicationApproveSchema>): Promise<OperatorApplication>;
  rejectApplication(input: z.output<typeof applicationRejectSchema>): Promise<OperatorApplication>;
  /** The points mall: its rates, its catalogue, the redemptions to decide, and a member's points corrected. */
  pointConfig(): Promise<PointConfigReport>;
  setPointRate(input: z.output<typeof pointRateInputSchema>): Promise<PointConfigReport>;
  listPointItems(): Promise<OperatorPointItem[]>;
  addPointItem(input: z.output<typeof pointItemInputSchema>): Promise<OperatorPointItem>;
  setPointItemStock(input: z.output<typeof pointItemStockSchema>): Promise<OperatorPointItem>;
  disablePointItem(input: z.output<typeof pointItemIdSchema>): Promise<OperatorPointItem>;
  listRedemptions(query: z.output<typeof redemptionListSchema>): Promise<OperatorRedemption[]>;
  approveRedemption(input: z.output<typeof redemptionDecisionSchema>): Promise<OperatorRedemption>;
  rejectRedemption(input: z.output<typeof redemptionRejectSchema>): Promise<OperatorRedemption>;
  adjustPoints(input: z.output<typeof pointAdjustmentSchema>): Promise<{ account: string; change: number; points: number; reason: string; by: string }>;
}

export const rewardsOperations = (p: Platform): RewardsOperations => ({
  sendMessage: (input) => sendBroadcast(p, input),
  listMessages: (query) => listBroadcasts(p, query),
  rebateRates: () => rebateRatesReport(p),
  setRebateRate: (input) => setRebateRate(p, input),
  setRebateDelay: (input) => setRebateDelay(p, input),
  createRedEnvelope: (input) => createRedEnvelope(p, input),
  listRedEnvelopes: (query) => listRedEnvelopes(p, query),
  endRedEnvelope: (input) => endRedEnvelope(p, input),
  addPromotion: (input) => addPromotion(p, input),
  listPromotions: (query) => listPromotions(p, query),
  endPromotion: (input) => endPromotion(p, input),
  listApplications: (query) => listApplications(p, query),
  applicationImages: (input) => applicationImages(p, input),
  approveApplication: (input) => approveApplication(p, input),
  rejectApplication: (input) => rejectApplication(p, input),
  referralSetting: () => referralSettingReport(p),
  listMissions: () => listMissions(p),
  addMission: (input) => addMission(p, input),
  disableMission: (input) => disableMission(p, input),
  setReferralSetting: (input) => setReferralSetting(p, input),
  pointConfig: () => pointConfigReport(p),
  setPointRate: (input) => setPointRate(p, input),
  listPointItems: () => listPointItems(p),
  addPointItem: (input) => addPointItem(p, input),
  setPointItemStock: (input) => setPointItemStock(p, input),
  disablePointItem: (input) => disablePointItem(p, input),
  listRedemptions: (query) => listRedemptions(p, query),
  approveRedemption: (input) => decideRedemption(p, 'approved', input),
  rejectRedemption: (input) => decideRedemption(p, 'rejected', input),
  adjustPoints: (input) => adjustPoints(p, input),
});
