/**
 * The rewards module: what the site gives back to members, paid through the ledger from the
 * house's rewards account: the manual rebate (MANPLAYREB3), red envelopes, referral rewards
 * (REFERRAL3), missions, the reward centre's promotions and the points mall (PTSYS3). Other modules use only what this file exports.
 */
export { rewardsRoutes } from './rewards.routes.ts';
export { rebateDelayInputSchema, rebateRateInputSchema, rebateRatesReport, setRebateDelay, setRebateRate, type RebateRatesReport } from './rebate-settings.ts';
export { createRedEnvelope, endRedEnvelope, listRedEnvelopes, redEnvelopeIdSchema, redEnvelopeInputSchema, type OperatorRedEnvelope } from './red-envelopes.ts';
export { payReferralReward, referralSettingInputSchema, referralSettingReport, setReferralSetting, type ReferralSettingReport } from './referrals.ts';
export { addMission, disableMission, listMissions, lotteryMissions, missionIdSchema, missionInputSchema, type OperatorMission } from './missions.ts';
export { payFirstDepositBonus } from './promotions.ts';
export { bonusTurnoverLeft } from './bonus-turnover.ts';
export { addPromotion, endPromotion, listPromotions, promotionIdSchema, promotionInputSchema, type OperatorPromotion } from './promotions-operator.ts';
export {
  applicationApproveSchema,
  applicationIdSchema,
  applicationImages,
  applicationListSchema,
  applicationRejectSchema,
  approveApplication,
  listApplications,
  rejectApplication,
  type OperatorApplication,
} from './promotion-applications.ts';
export {
  addPointItem,
  disablePointItem,
  listPointItems,
  pointConfigReport,
  pointItemIdSchema,
  pointItemInputSchema,
  pointItemStockSchema,
  pointRateInputSchema,
  setPointItemStock,
  setPointRate,
  type OperatorPointItem,
  type PointConfigReport,
} from './points-operator.ts';
export {
  adjustPoints,
  decideRedemption,
  listRedemptions,
  pointAdjustmentSchema,
  redemptionDecisionSchema,
  redemptionListSchema,
  redemptionRejectSchema,
  type OperatorRedemption,
} from './points-redemptions.ts';
