import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { UPLOADS_MAX_BODY_BYTES } from '../../../contract/uploads.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readJson, readQuery } from '../../core/http.ts';
import { readEncrypted } from '../../core/sealed-body.ts';
import { requireRealAccount, requireSession } from '../identity/index.ts';
import { claimRebate, rebateSummary } from './rebates.ts';
import { claimRedEnvelope, redEnvelopeStatus } from './red-envelopes.ts';
import { referralDetails } from './referrals.ts';
import { claimMission, missionList } from './missions.ts';
import { claimIssuedPromotion, claimPromotion, joinPromotion, promotionList } from './promotions.ts';
import { bonusDetails } from './bonus-turnover.ts';
import { applyPromotion } from './promotion-applications.ts';
import { pointBalance, pointConfig, pointDetails, pointRewards, redeemHistory } from './points.ts';
import { convertPoints, redeemPointReward } from './points-spend.ts';

/** What the site gives back to a member: the manual rebate, red envelopes, invite friends, missions, promotions, the points mall. Real accounts only. */
export const rewardsRoutes = () => {
  // Built here, not at load: the identity module may still be loading when this file is.
  const real = [requireSession, requireRealAccount] as const;
  return endpointRouter()
    .on(ENDPOINTS.rebate, ...real, async (c) => ok(c, await rebateSummary(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.claimRebate, ...real, async (c) => {
      const { requestId } = await readJson(c, S.claimRebate.body);
      return ok(c, await claimRebate(c.var.platform, c.var.member.memberId, requestId));
    })
    .on(ENDPOINTS.missions, ...real, async (c) => ok(c, await missionList(c.var.platform, c.var.member.memberId, c.var.lang)))
    .on(ENDPOINTS.claimMission, ...real, async (c) => {
      const { missionId } = await readJson(c, S.claimMission.body);
      return ok(c, await claimMission(c.var.platform, c.var.member.memberId, Number(missionId)));
    })
    .on(ENDPOINTS.referralDetails, ...real, async (c) => {
      // A code always exists (one is made when missing), so `autoGenerate` changes nothing.
      readQuery(c, S.referralDetails.query);
      return ok(c, await referralDetails(c.var.platform, c.var.member.memberId));
    })
    .on(ENDPOINTS.redEnvelopeStatus, ...real, async (c) => ok(c, await redEnvelopeStatus(c.var.platform, c.var.member.memberId, c.var.lang)))
    .on(ENDPOINTS.claimRedEnvelope, ...real, async (c) => {
      const { eventId } = await readJson(c, S.claimRedEnvelope.body);
      return ok(c, await claimRedEnvelope(c.var.platform, c.var.member.memberId, Number(eventId)));
    })
    .on(ENDPOINTS.promotions, ...real, async (c) => ok(c, await promotionList(c.var.platform, c.var.member.memberId, c.var.lang)))
    .on(ENDPOINTS.joinPromotion, ...real, async (c) => {
      const { promotionId } = await readJson(c, S.joinPromotion.body);
      return ok(c, await joinPromotion(c.var.platform, c.var.member.memberId, Number(promotionId), c.var.lang));
    })
    .on(ENDPOINTS.claimPromotion, ...real, async (c) => {
      const { promotionId } = await readJson(c, S.claimPromotion.body);
      return ok(c, await claimPromotion(c.var.platform, c.var.member.memberId, Number(promotionId), c.var.lang));
    })
    .on(ENDPOINTS.claimIssuedPromotion, ...real, async (c) => {
      const { promotionId } = await readJson(c, S.claimIssuedPromotion.body);
      return ok(c, await claimIssuedPromotion(c.var.platform, c.var.member.memberId, Number(promotionId), c.var.lang));
    })
    .on(ENDPOINTS.applyPromotion, ...real, async (c) => {
      const input = await readJson(c, S.applyPromotion.body, UPLOADS_MAX_BODY_BYTES);
      return ok(c, await applyPromotion(c.var.platform, c.var.member.memberId, input, c.var.lang));
    })
    .on(ENDPOINTS.bonusDetails, ...real, async (c) => ok(c, await bonusDetails(c.var.platform, c.var.member.memberId, c.var.lang)))
    .on(ENDPOINTS.pointBalance, ...real, async (c) => ok(c, await pointBalance(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.pointRewards, ...real, async (c) => ok(c, await pointRewards(c.var.platform, c.var.lang)))
    .on(ENDPOINTS.pointConfig, ...real, async (c) => ok(c, await pointConfig(c.var.platform)))
    .on(ENDPOINTS.redeemPointList, ...real, async (c) => {
      const { page } = readQuery(c, S.redeemPointList.query);
      return ok(c, await redeemHistory(c.var.platform, c.var.member.memberId, c.var.lang, page));
    })
    .on(ENDPOINTS.pointDetails, ...real, async (c) => {
      const { page } = readQuery(c, S.pointDetails.query);
      return ok(c, await pointDetails(c.var.platform, c.var.member.memberId, page));
    })
    .on(ENDPOINTS.redeemPointReward, ...real, async (c) =>
      ok(c, await redeemPointReward(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.redeemPointReward.body), c.var.lang)),
    )
    .on(ENDPOINTS.convertPoint, ...real, async (c) =>
      ok(c, await convertPoints(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.convertPoint.body))),
    ).app;
};
