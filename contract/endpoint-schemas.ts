import { z } from 'zod';
import {
  affiliateCheckSchema,
  changePasswordRequestSchema,
  consolidatedSchema,
  forgotByEmailRequestSchema,
  forgotByPhoneRequestSchema,
  humanChallengeSchema,
  loginVerificationRequestSchema,
  loginVerificationSmsRequestSchema,
  loginVerifyAnswerSchema,
  loginVerifyRequiredSchema,
  registerRequestSchema,
  smsCodeRequestSchema,
  smsCodeResultSchema,
} from './accounts.ts';
import { announcementsQuerySchema, announcementsSchema, helpCenterQuerySchema, helpCenterSchema } from './content.ts';
import { blogListQuerySchema, blogListSchema, blogPostQuerySchema, blogPostSchema } from './blog.ts';
import { launchChatQuerySchema, launchChatSchema, modelListQuerySchema, modelListSchema, roomListQuerySchema, roomListSchema } from './centres.ts';
import { AGENT_ENDPOINT_SCHEMAS } from './agent-endpoint-schemas.ts';
import { MONEY_ENDPOINT_SCHEMAS } from './money-endpoint-schemas.ts';
import { SECURITY_ENDPOINT_SCHEMAS } from './security-endpoint-schemas.ts';
import type { EndpointName } from './endpoints.ts';
import { feedbackRequestSchema } from './feedback.ts';
import {
  addFavouriteSchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouriteListSchema,
  launchGameQuerySchema,
  launchGameResultSchema,
  missionLeaderboardSchema,
  missionSummarySchema,
  openedNumbersQuerySchema,
  openedNumbersSchema,
  recentGamesQuerySchema,
  recentGamesSchema,
  removeFavouriteSchema,
} from './game-play.ts';
import {
  gameListQuerySchema,
  gameListSchema,
  hotGamesQuerySchema,
  hotGamesSchema,
  jackpotRequestSchema,
  jackpotSchema,
  lotteryMenusQuerySchema,
  lotteryMenusSchema,
  lotteryRecentSchema,
  rankListQuerySchema,
  rankListSchema,
  vassGameTypeSchema,
  vendorLanesQuerySchema,
  vendorLanesSchema,
} from './games.ts';
import { handoffRedeemSchema, handoffSchema } from './handoff.ts';
import {
  socialCallbackQuerySchema,
  socialProvidersSchema,
  socialSignupInfoSchema,
  socialSignupRequestSchema,
  socialStartRequestSchema,
  socialStartSchema,
  socialVerifySmsRequestSchema,
} from './social.ts';
import { missionLeaderboardQuerySchema, recentLotteryMenuQuerySchema } from './lottery-queries.ts';
import { freeplayRequestSchema, loginRequestSchema, loginResultSchema, memberInfoSchema, memberLanguageRequestSchema } from './session.ts';
import { registerRulesSchema, systemStatusSchema, whitelabelNodeSchema } from './system.ts';
import { balanceSchema } from './wallet.ts';
import {
  merchantWalletSchema,
  walletReturnRequestSchema,
  walletReturnSchema,
  walletSummarySchema,
  walletTransferRequestSchema,
  walletTransferSchema,
} from './wallet-modes.ts';
import { accountRecordPageSchema, accountRecordQuerySchema } from './account-records.ts';
import { betRecordPageSchema, betRecordQuerySchema, personalLossQuerySchema, personalLossSchema } from './bet-records.ts';
import { referralDetailsSchema } from './referrals.ts';
import { missionClaimRequestSchema, missionClaimSchema, missionListSchema } from './missions.ts';
import {
  convertRequestSchema,
  convertResultSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointEntryPageSchema,
  pointPageQuerySchema,
  pointRewardsSchema,
  redeemRequestSchema,
  redeemResultSchema,
  redemptionPageSchema,
} from './points.ts';
import { redEnvelopeClaimRequestSchema, redEnvelopeClaimSchema, redEnvelopeStatusSchema } from './red-envelopes.ts';
import {
  bonusDetailsSchema,
  promotionActionSchema,
  promotionApplyRequestSchema,
  promotionClaimRequestSchema,
  promotionJoinRequestSchema,
  promotionListSchema,
} from './promotions.ts';
import { rebateClaimRequestSchema, rebatePaidSchema, rebateSummarySchema } from './rebates.ts';
import { inboxChangeSchema, inboxPageSchema, inboxQuerySchema, inboxSelectionSchema } from './inbox.ts';
import { uplineInfoSchema, uplineTransferRequestSchema, uplineTransferSchema } from './upline-transfer.ts';

/**
 * The schemas of each registry entry (endpoints.ts), under the same name. This half of the
 * registry needs the schema library, so only the platform and code that has loaded zod already
 * import it; the browser's pages read endpoints.ts alone.
 */
export interface EndpointSchemas {
  /** The query string. */
  readonly query?: z.ZodType;
  /** The JSON body; for an encrypted call, the payload before it is sealed. */
  readonly body?: z.ZodType;
  /** The body is form-encoded rather than JSON (SPEC section 7: one call). */
  readonly form?: boolean;
  /** `value` of a successful envelope. */
  readonly response: z.ZodType;
}

/** The calls that answer only `success`. */
const nothing = z.null();

export const ENDPOINT_SCHEMAS = {
  rsaKey: { response: z.string().describe('RSA modulus as hex text') },
  login: { body: loginRequestSchema, response: loginResultSchema },
  loginVerification: { body: loginVerificationRequestSchema, response: loginResultSchema },
  loginVerificationSms: { body: loginVerificationSmsRequestSchema, response: smsCodeResultSchema },
  freeplayLogin: { body: freeplayRequestSchema, response: loginResultSchema },
  logout: { response: nothing },
  handoff: { response: handoffSchema },
  handoffRedeem: { body: handoffRedeemSchema, response: loginResultSchema },
  socialCallback: { query: socialCallbackQuerySchema, response: z.null().describe('A 303 redirect to a page of the site') },
  socialProviders: { response: socialProvidersSchema },
  socialStart: { body: socialStartRequestSchema, response: socialStartSchema },
  socialSignupInfo: { response: socialSignupInfoSchema },
  socialSignup: { body: socialSignupRequestSchema, response: loginResultSchema },
  socialVerifyInfo: { response: loginVerifyRequiredSchema },
  socialVerifySms: { body: socialVerifySmsRequestSchema, response: smsCodeResultSchema },
  socialVerify: { body: loginVerifyAnswerSchema, response: loginResultSchema },
  register: { body: registerRequestSchema, response: loginResultSchema },
  registerMobile: { body: registerRequestSchema, response: loginResultSchema },
  memberInfo: { response: memberInfoSchema },
  consolidated: { response: consolidatedSchema },
  memberLanguage: { body: memberLanguageRequestSchema, response: nothing },
  changePassword: { body: changePasswordRequestSchema, response: nothing },
  forgotByEmail: { body: forgotByEmailRequestSchema, form: true, response: nothing },
  forgotByPhone: { body: forgotByPhoneRequestSchema, response: nothing },
  smsNoLogin: { body: smsCodeRequestSchema, response: smsCodeResultSchema },
  smsRegister: { body: smsCodeRequestSchema, response: smsCodeResultSchema },
  affiliate: { query: affiliateCheckSchema, response: nothing },
  ...SECURITY_ENDPOINT_SCHEMAS,
  captcha: { response: z.string().describe('PNG image, base64') },
  humanChallenge: { response: humanChallengeSchema },

  systemStatus: { response: systemStatusSchema },
  whitelabel: { response: whitelabelNodeSchema },
  registerSettings: { response: registerRulesSchema },
  domainRoute: { response: z.array(z.string()) },
  helpCenter: { query: helpCenterQuerySchema, response: helpCenterSchema },
  balance: { response: balanceSchema },
  merchantWallet: { response: merchantWalletSchema },
  walletTransfer: { body: walletTransferRequestSchema, response: walletTransferSchema },
  walletReturn: { body: walletReturnRequestSchema, response: walletReturnSchema },
  walletSummary: { response: walletSummarySchema },
  accountRecord: { query: accountRecordQuerySchema, response: accountRecordPageSchema },
  bettingRecord: { query: betRecordQuerySchema, response: betRecordPageSchema },
  personalLoss: { query: personalLossQuerySchema, response: personalLossSchema },
  ...MONEY_ENDPOINT_SCHEMAS,
  uplineInfo: { response: uplineInfoSchema },
  transferToUpline: { body: uplineTransferRequestSchema, response: uplineTransferSchema },
  rebate: { response: rebateSummarySchema },
  claimRebate: { body: rebateClaimRequestSchema, response: rebatePaidSchema },
  missions: { response: missionListSchema },
  claimMission: { body: missionClaimRequestSchema, response: missionClaimSchema },
  referralDetails: { query: z.object({ autoGenerate: z.enum(['true', 'false']).optional() }), response: referralDetailsSchema },
  redEnvelopeStatus: { response: redEnvelopeStatusSchema },
  claimRedEnvelope: { body: redEnvelopeClaimRequestSchema, response: redEnvelopeClaimSchema },
  promotions: { response: promotionListSchema },
  joinPromotion: { body: promotionJoinRequestSchema, response: promotionActionSchema },
  claimPromotion: { body: promotionClaimRequestSchema, response: promotionActionSchema },
  claimIssuedPromotion: { body: promotionClaimRequestSchema, response: promotionActionSchema },
  applyPromotion: { body: promotionApplyRequestSchema, response: promotionActionSchema },
  bonusDetails: { response: bonusDetailsSchema },
  pointBalance: { response: pointBalanceSchema },
  pointRewards: { response: pointRewardsSchema },
  redeemPointList: { query: pointPageQuerySchema, response: redemptionPageSchema },
  pointConfig: { response: pointConfigSchema },
  pointDetails: { query: pointPageQuerySchema, response: pointEntryPageSchema },
  redeemPointReward: { body: redeemRequestSchema, response: redeemResultSchema },
  convertPoint: { body: convertRequestSchema, response: convertResultSchema },
  feedback: { body: feedbackRequestSchema, response: nothing },
  ...AGENT_ENDPOINT_SCHEMAS,

  vendorLanes: { query: vendorLanesQuerySchema, response: vendorLanesSchema },
  vassGameTypes: { response: vassGameTypeSchema },
  hotGames: { query: hotGamesQuerySchema, response: hotGamesSchema },
  gameList: { query: gameListQuerySchema, response: gameListSchema },
  rankList: { query: rankListQuerySchema, response: rankListSchema },
  jackpot: { query: jackpotRequestSchema, response: jackpotSchema },
  jackpotByBody: { body: jackpotRequestSchema, response: jackpotSchema },
  launchGame: { query: launchGameQuerySchema, response: launchGameResultSchema },
  recentGames: { query: recentGamesQuerySchema, response: recentGamesSchema },
  favouriteIds: { response: favouriteIdsSchema },
  favouriteList: { query: favouriteListQuerySchema, response: favouriteListSchema },
  addFavourite: { body: addFavouriteSchema, response: nothing },
  removeFavourite: { body: removeFavouriteSchema, response: nothing },
  pvpRooms: { query: roomListQuerySchema, response: roomListSchema },
  liveModels: { query: modelListQuerySchema, response: modelListSchema },
  launchChat: { query: launchChatQuerySchema, response: launchChatSchema },

  announcements: { query: announcementsQuerySchema, response: announcementsSchema },
  blogPosts: { query: blogListQuerySchema, response: blogListSchema },
  blogPost: { query: blogPostQuerySchema, response: blogPostSchema },
  unreadCount: { response: z.number().int().min(0) },
  inbox: { query: inboxQuerySchema, response: inboxPageSchema },
  markInboxRead: { body: inboxSelectionSchema, response: inboxChangeSchema },
  deleteInbox: { body: inboxSelectionSchema, response: inboxChangeSchema },

  lotteryMenus: { query: lotteryMenusQuerySchema, response: lotteryMenusSchema },
  vnLotteryMenu: { query: lotteryMenusQuerySchema, response: lotteryMenusSchema },
  vnLotteryRecent: { query: recentLotteryMenuQuerySchema, response: lotteryRecentSchema },
  vnOpenedNumbers: { query: openedNumbersQuerySchema, response: openedNumbersSchema },
  openedNumbers: { query: openedNumbersQuerySchema, response: openedNumbersSchema },
  missionSummary: { response: missionSummarySchema },
  missionLeaderboard: { query: missionLeaderboardQuerySchema, response: missionLeaderboardSchema },
} as const satisfies Record<EndpointName, EndpointSchemas>;
