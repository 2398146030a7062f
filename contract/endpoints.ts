/**
 * The endpoint registry: one entry per platform call, as the real client keeps it (CONTRACT.md
 * 1.4), plus the HTTP verb. `modId` names the whitelabel module that gates the feature, `token`
 * says a session is required, `encrypted` says the body travels in the hybrid envelope, and
 * `credential` says a success carries `value.token`, the session the gateway keeps in its cookie.
 *
 * The platform mounts its routes from these entries, and their request and response schemas are
 * in endpoint-schemas.ts under the same names. They are kept apart because the browser imports
 * this file on every page: it must stay free of the schema library, which pages load only on a
 * first interaction (tests/e2e/budget.spec.ts).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly path: string;
  readonly method: HttpMethod;
  readonly modId: string | null;
  readonly token: boolean;
  readonly encrypted: boolean;
  /** Absent or false for calls that answer no session token. */
  readonly credential?: boolean;
  /**
   * A GET that changes state, kept a GET by the contract: the gateway answers it only for a page
   * of this site, since the SameSite=Lax cookie rides along when another site links to it.
   */
  readonly writes?: boolean;
}

interface Flags {
  token?: boolean;
  encrypted?: boolean;
  credential?: boolean;
  writes?: boolean;
}

const ep = (method: HttpMethod, path: string, modId: string | null, flags: Flags = {}): Endpoint => ({
  method,
  path,
  modId,
  token: flags.token ?? false,
  encrypted: flags.encrypted ?? false,
  credential: flags.credential ?? false,
  writes: flags.writes ?? false,
});

const token = { token: true } as const;

export const ENDPOINTS = {
  // Session, member, registration (CONTRACT.md 1.5).
  rsaKey: ep('GET', '/wps/session/key/rsa', null),
  login: ep('POST', '/wps/session/login', 'COMM3', { encrypted: true, credential: true }),
  loginVerification: ep('POST', '/wps/session/login/verification', 'LOGINIPVERF3', { encrypted: true, credential: true }),
  loginVerificationSms: ep('POST', '/wps/session/login/verification/sms', 'LOGINIPVERF3'),
  freeplayLogin: ep('POST', '/wps/session/login/freeplay', 'FREEPLAY3', { credential: true }),
  logout: ep('DELETE', '/wps/session/logout', 'COMM3', token),
  handoff: ep('POST', '/wps/session/handoff', 'COMM3', token),
  handoffRedeem: ep('POST', '/wps/session/handoff/redeem', 'COMM3', { credential: true }),
  // One-click social sign-in (OpenID Connect). The callback is where the provider sends the browser back: it answers with a redirect.
  socialCallback: ep('GET', '/wps/social/callback', null),
  socialProviders: ep('GET', '/wps/social/providers', null),
  socialStart: ep('POST', '/wps/social/start', null),
  socialSignupInfo: ep('GET', '/wps/social/signup', null),
  socialSignup: ep('POST', '/wps/social/signup', 'REG3', { credential: true }),
  // A linked member's sign-in from a new address: the methods it may use, an SMS code, the answer.
  socialVerifyInfo: ep('GET', '/wps/social/verify', 'LOGINIPVERF3'),
  socialVerifySms: ep('POST', '/wps/social/verify/sms', 'LOGINIPVERF3'),
  socialVerify: ep('POST', '/wps/social/verify', 'LOGINIPVERF3', { credential: true }),
  register: ep('PUT', '/wps/member/register', 'REG3', { encrypted: true, credential: true }),
  registerMobile: ep('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', { encrypted: true, credential: true }),
  memberInfo: ep('GET', '/wps/member/info', 'COMM3', token),
  consolidated: ep('GET', '/wps/member/info/funds/consolidated', 'COMM3', token),
  /** The language the member chose on the site (SPEC section 7, "language update"). */
  memberLanguage: ep('PUT', '/wps/member/language', 'COMM3', token),
  changePassword: ep('POST', '/wps/member/password', 'PASS3', { token: true, encrypted: true }),
  forgotByEmail: ep('POST', '/wps/member/password/email', 'COMM3'),
  // Sets the new password only: the client then logs in with it, so no session comes back.
  forgotByPhone: ep('POST', '/wps/member/password/verification', 'CHNGPASSVERIF3', { encrypted: true }),
  smsNoLogin: ep('POST', '/wps/verification/sms/noLogin', 'VERIFICATION3'),
  smsRegister: ep('POST', '/wps/verification/sms/register', 'REGMOBVERF3'),
  affiliate: ep('GET', '/wps/agent/affiliate', 'AFFMAN3'),

  // Security centre (my account). The transaction-password, profile and login paths are our
  // choice: the real contract shows only the payment-password relays and the icon's GET.
  securityProfile: ep('GET', '/wps/v2/member/securityConfig', 'COMM3', token),
  setTransactionPassword: ep('POST', '/wps/member/password/transaction', 'PASS3', { token: true, encrypted: true }),
  changeTransactionPassword: ep('POST', '/wps/member/password/transaction/change', 'PASS3', { token: true, encrypted: true }),
  // A first login password, for an account registered by mobile without one (MOBILENUMPASSREG3 off).
  firstPasswordSms: ep('POST', '/wps/member/password/first/sms', 'PASS3', token),
  setFirstPassword: ep('POST', '/wps/member/password/first', 'PASS3', { token: true, encrypted: true }),
  transactionPasswordSms: ep('POST', '/wps/member/password/transaction/sms', 'PASS3', token),
  resetTransactionPassword: ep('POST', '/wps/member/password/transaction/reset', 'PASS3', { token: true, encrypted: true }),
  changeNickname: ep('POST', '/wps/member/info/nickname', 'COMM3', token),
  setPayeeName: ep('POST', '/wps/member/info/payeeName', 'COMM3', token),
  bindMobileSms: ep('POST', '/wps/member/info/mobile/sms', 'COMM3', token),
  bindMobile: ep('POST', '/wps/member/info/mobile', 'COMM3', { token: true, encrypted: true }),
  bindEmailCode: ep('POST', '/wps/member/info/email/code', 'COMM3', token),
  bindEmail: ep('POST', '/wps/member/info/email', 'COMM3', { token: true, encrypted: true }),
  memberIcon: ep('GET', '/wps/member/info/icon', 'PROFPIC3', token),
  uploadMemberIcon: ep('POST', '/wps/member/info/icon', 'PROFPIC3', token),
  recentLogins: ep('GET', '/wps/member/sessions', 'COMM3', token),
  endOtherSessions: ep('POST', '/wps/member/sessions/endOthers', 'COMM3', token),
  totpStatus: ep('GET', '/wps/member/security/totp', 'COMM3', token),
  totpSetup: ep('POST', '/wps/member/security/totp/setup', 'COMM3', token),
  totpEnable: ep('POST', '/wps/member/security/totp', 'COMM3', token),
  totpDisable: ep('POST', '/wps/member/security/totp/disable', 'COMM3', token),
  captcha: ep('GET', '/wps/captcha', 'CAPTCHA3'),
  humanChallenge: ep('GET', '/wps/captcha/human', 'REG3'),

  // System, wallet, feedback.
  systemStatus: ep('GET', '/wps/system/status', 'COMM3'),
  whitelabel: ep('GET', '/wps/system/whitelabel', 'COMM3'),
  registerSettings: ep('GET', '/wps/system/setting/register', 'REG3'),
  domainRoute: ep('GET', '/wps/system/domainRoute', 'COMM3'),
  helpCenter: ep('GET', '/wps/system/helpCenter', 'COMM3'),
  balance: ep('GET', '/wps/v2/wallets/balance', 'COMM3', token),
  // Wallet modes (contract/wallet-modes.ts): the flag, the transfers of transfer mode, and the
  // member centre's wallet section (its relay name is our choice).
  merchantWallet: ep('GET', '/wps/relay/GCS_merchantWallet', 'COMM3', token),
  walletTransfer: ep('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', token),
  walletReturn: ep('POST', '/wps/relay/GCS_walletReturn', 'FUNDTRANS3', token),
  walletSummary: ep('GET', '/wps/relay/GCS_walletSummary', 'COMM3', token),
  accountRecord: ep('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', token),
  // Not in CONTRACT.md; named after its siblings (contract/bet-records.ts).
  bettingRecord: ep('GET', '/wps/relay/ODSFE2_MemBetDet', 'MEMTRANS3', token),
  personalLoss: ep('GET', '/wps/relay/ODSFE2_MemPNLDet', 'MEMTRANS3', token),
  // Deposits (CONTRACT.md 1.5, the member-centre library's relays).
  depositMethods: ep('GET', '/wps/relay/MCSFE_getDepositMethods', 'COMM3', token),
  createDepositTask: ep('POST', '/wps/relay/MCSFE_createDepositTask', 'COMM3', token),
  depositReport: ep('GET', '/wps/relay/MCSFE_getDepositTransactionReport', 'COMM3', token),
  // The payment provider's signed notification of a card payment: its server calls it, never a browser.
  cardNotification: ep('POST', '/wps/payment/notify', null),
  // Withdrawals (CONTRACT.md 1.5 names the banks, account-info and settings relays and the
  // encrypted submit ending in /transaction/withdraw; the rest follow their naming).
  withdrawBanks: ep('GET', '/wps/relay/MCSFE_getBanks', 'COMM3', token),
  withdrawSettings: ep('GET', '/wps/relay/MCSFE_getWithdrawSettings', 'COMM3', token),
  withdrawAccounts: ep('GET', '/wps/relay/MCSFE_getWithdrawAccountInfo', 'COMM3', token),
  addWithdrawAccount: ep('POST', '/wps/relay/passwordCheck/MCSFE_addWithdrawAccount', 'COMM3', { token: true, encrypted: true }),
  removeWithdrawAccount: ep('POST', '/wps/relay/passwordCheck/MCSFE_removeWithdrawAccount', 'COMM3', { token: true, encrypted: true }),
  withdraw: ep('POST', '/wps/transaction/withdraw', 'COMM3', { token: true, encrypted: true }),
  withdrawals: ep('GET', '/wps/relay/MCSFE_getWithdrawList', 'COMM3', token),
  cancelWithdrawal: ep('POST', '/wps/relay/MCSFE_cancelWithdraw', 'COMM3', token),
  // Withdrawal confirmation (CONTRACT.md 1.5 names both relays): the paid withdrawals and the member's answer.
  paymentConfirmations: ep('GET', '/wps/relay/MCSFE_getPaymentConfirmationList', 'COMM3', token),
  confirmPayment: ep('POST', '/wps/relay/MCSFE_processC2CTransaction', 'COMM3', token),
  // Responsible gambling (contract/responsible-gambling.ts; the paths are ours).
  responsibleState: ep('GET', '/wps/member/responsible', 'COMM3', token),
  responsibleLimit: ep('PUT', '/wps/member/responsible/limit', 'COMM3', token),
  responsibleLimitConfirm: ep('POST', '/wps/member/responsible/limit/confirm', 'COMM3', token),
  responsibleLimitCancel: ep('POST', '/wps/member/responsible/limit/cancel', 'COMM3', token),
  responsibleReality: ep('PUT', '/wps/member/responsible/reality', 'COMM3', token),
  responsibleBreak: ep('POST', '/wps/member/responsible/break', 'COMM3', { token: true, encrypted: true }),
  activityStatement: ep('GET', '/wps/member/responsible/statement', 'COMM3', token),
  breakWithdrawal: ep('POST', '/wps/member/responsible/withdraw', 'COMM3', { encrypted: true }),
  // Transfer to upline (FUNDTRANS3); the relay names are our choice.
  uplineInfo: ep('GET', '/wps/relay/MCSFE_getUplineInfo', 'FUNDTRANS3', token),
  transferToUpline: ep('POST', '/wps/relay/passwordCheck/MCSFE_transferToUpline', 'FUNDTRANS3', { token: true, encrypted: true }),
  // Transfer to downline (agent centre; the relay names are ours, contract/downline-transfer.ts their shapes).
  downlineTransferInfo: ep('GET', '/wps/relay/ACSFE_getDownlineTransferInfo', 'FUNDTRANS3', token),
  transferToDownline: ep('POST', '/wps/relay/passwordCheck/ACSFE_transferToDownline', 'FUNDTRANS3', { token: true, encrypted: true }),
  // Manual rebate (MANPLAYREB3; CONTRACT.md names both relays, contract/rebates.ts their shapes).
  rebate: ep('GET', '/wps/relay/ODSFE2_getRebate', 'MANPLAYREB3', token),
  claimRebate: ep('POST', '/wps/relay/ODSFE2_rebateDisburse', 'MANPLAYREB3', token),
  // Missions (REWCEN3; the relay names are ours, contract/missions.ts their shapes).
  missions: ep('GET', '/wps/relay/MCSFE_getMissionList', 'REWCEN3', token),
  claimMission: ep('POST', '/wps/relay/MCSFE_claimMission', 'REWCEN3', token),
  // Invite friends (REFERRAL3; CONTRACT.md names the relay, contract/referrals.ts its shape).
  referralDetails: ep('GET', '/wps/relay/MCSFE_getReferralDetails', 'REFERRAL3', token),
  // Red envelopes (REWCEN3; CONTRACT.md names both relays, contract/red-envelopes.ts their shapes).
  redEnvelopeStatus: ep('GET', '/wps/relay/MCSFE_getRafflePromotionStatus', 'REWCEN3', token),
  claimRedEnvelope: ep('POST', '/wps/relay/MCS2_claimRafflePromotion', 'REWCEN3', token),
  // Promotions and bonus details (REWCEN3; CONTRACT.md names all but the join and apply relays, contract/promotions.ts their shapes).
  promotions: ep('GET', '/wps/relay/MCSFE_getAvailablePromotions', 'REWCEN3', token),
  joinPromotion: ep('POST', '/wps/relay/MCSFE_joinPromotion', 'REWCEN3', token),
  claimPromotion: ep('POST', '/wps/relay/MCS2_claimRegisterPromotion', 'REWCEN3', token),
  claimIssuedPromotion: ep('POST', '/wps/relay/MCS2_claimIssuedPromotion', 'REWCEN3', token),
  applyPromotion: ep('POST', '/wps/relay/MCSFE_applyPromotion', 'REWCEN3', token),
  bonusDetails: ep('GET', '/wps/relay/MCS2_getPromotionClaimList', 'REWCEN3', token),
  // Points mall (PTSYS3; CONTRACT.md names the relays but the details one, contract/points.ts their shapes).
  pointBalance: ep('GET', '/wps/relay/MCS2_getPointBalance', 'PTSYS3', token),
  pointRewards: ep('GET', '/wps/relay/MCS2_getPointReward', 'PTSYS3', token),
  redeemPointList: ep('GET', '/wps/relay/MCS2_getRedeemPointList', 'PTSYS3', token),
  pointConfig: ep('GET', '/wps/relay/MCS2_getPointConfig', 'PTSYS3', token),
  // Not in CONTRACT.md; named after its siblings.
  pointDetails: ep('GET', '/wps/relay/MCS2_getPointDetails', 'PTSYS3', token),
  redeemPointReward: ep('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', 'PTSYS3', { token: true, encrypted: true }),
  convertPoint: ep('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', 'PTSYS3', { token: true, encrypted: true }),
  feedback: ep('PUT', '/wps/feedback', 'FEEDBACK3'),

  // Agent centre, the team overview (AFFMAN3; the relay name is ours, contract/agent-overview.ts its shapes).
  teamOverview: ep('GET', '/wps/relay/ACSFE_getTeamOverview', 'AFFMAN3', token),
  // User loss statements (contract/agent-loss.ts): the team's profit and loss per account and period.
  lossStatements: ep('GET', '/wps/relay/ACSFE_getLossStatements', 'AFFMAN3', token),
  // Agent centre, team management (AFFMAN3; the relay names are ours, contract/agent-team.ts their shapes).
  teamMembers: ep('GET', '/wps/relay/ACSFE_getTeamMembers', 'AFFMAN3', token),
  downlineDetail: ep('GET', '/wps/relay/ACSFE_getDownlineDetail', 'AFFMAN3', token),
  lockDownline: ep('POST', '/wps/relay/ACSFE_lockDownline', 'AFFMAN3', token),
  resetDownlinePassword: ep('POST', '/wps/relay/ACSFE_resetDownlinePassword', 'AFFMAN3', { token: true, encrypted: true }),
  remarkDownline: ep('POST', '/wps/relay/ACSFE_updateDownlineRemark', 'AFFMAN3', token),
  // Register centre (contract/agent-register.ts): the agent's link and rights, and a new downline.
  registerCentre: ep('GET', '/wps/relay/ACSFE_getRegisterCentre', 'AFFMAN3', token),
  createDownline: ep('POST', '/wps/relay/ACSFE_createDownline', 'AFFMAN3', { token: true, encrypted: true }),
  // Team betting, transactions and my income (contract/agent-lists.ts their shapes).
  teamBets: ep('GET', '/wps/relay/ACSFE_getTeamBets', 'AFFMAN3', token),
  teamTransactions: ep('GET', '/wps/relay/ACSFE_getTeamTransactions', 'AFFMAN3', token),
  myIncome: ep('GET', '/wps/relay/ACSFE_getMyIncome', 'AFFMAN3', token),
  // Agent contracts (contract/agent-contracts.ts): each kind's relay reads its section with a GET
  // and acts (offer, terminate, accept, reject) with a POST. CONTRACT.md saw the hourly and
  // real-time relays only as POSTs; their reads are GETs here like the other two's.
  dividendContract: ep('GET', '/wps/relay/MCS2_processDividendReq', 'SIGNCONDIV3', token),
  dividendContractAct: ep('POST', '/wps/relay/MCS2_processDividendReq', 'SIGNCONDIV3', token),
  dailySalaryContract: ep('GET', '/wps/relay/MCS2_processDailySalContract', 'DAILYSALCONT3', token),
  dailySalaryContractAct: ep('POST', '/wps/relay/MCS2_processDailySalContract', 'DAILYSALCONT3', token),
  hourlySalaryContract: ep('GET', '/wps/relay/MCS2_processContractHourSalary', 'HOURSAL3', token),
  hourlySalaryContractAct: ep('POST', '/wps/relay/MCS2_processContractHourSalary', 'HOURSAL3', token),
  realTimeSalaryContract: ep('GET', '/wps/relay/MCSFE_processRealTimeSalaryContract', 'RTSALARY3', token),
  realTimeSalaryContractAct: ep('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', 'RTSALARY3', token),

  // Games: catalogue relays, the member's lists and the launch.
  vendorLanes: ep('GET', '/wps/relay/GCSGAME_newGameVendor', null),
  vassGameTypes: ep('GET', '/wps/relay/GCSGAME_getVassGameType', 'COMM3'),
  hotGames: ep('GET', '/wps/relay/GCSGAME_hotGamesV2', 'GAMELOHOT3'),
  gameList: ep('GET', '/wps/relay/GCSGAME_gameList', 'GAMELO3'),
  rankList: ep('GET', '/wps/relay/GCSGAME_getRankList', null),
  jackpot: ep('GET', '/wps/relay/VIS_getJackpot', 'COMM3'),
  // The same pool as `jackpot`, asked for with a body, as the real client does.
  jackpotByBody: ep('POST', '/wps/relay/VIS_getJackpot', 'COMM3'),
  // Opens a game session (a lottery launch too) and moves the game up the member's recent games.
  launchGame: ep('GET', '/wps/game/launchGame', 'GAMELO3', { token: true, writes: true }),
  recentGames: ep('GET', '/wps/relay/GCS_recentGame', 'GAMELOREC3', token),
  favouriteIds: ep('GET', '/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3', token),
  favouriteList: ep('GET', '/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3', token),
  addFavourite: ep('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'GAMELOFAV3', token),
  removeFavourite: ep('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'GAMELOFAV3', token),
  // The card rooms, for visitors too (the registry's token flag is not enforced by the real client).
  pvpRooms: ep('GET', '/wps/relay/GLS2_roomList', null),
  // The live tables and their chat: a visitor's chat reads only, a member's posts too (CONTRACT.md: token N in A, Y in B).
  liveModels: ep('GET', '/wps/relay/CBS_modelList', 'CBS3'),
  launchChat: ep('GET', '/wps/relay/CBS_launchChat', 'CBS3', { writes: true }),

  // Content and messages.
  announcements: ep('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3'),
  // The blog: not in CONTRACT.md; named after the announcements relay (contract/blog.ts).
  blogPosts: ep('GET', '/wps/relay/MCSFE_getBlogPosts', 'COMM3'),
  blogPost: ep('GET', '/wps/relay/MCSFE_getBlogPost', 'COMM3'),
  unreadCount: ep('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', token),
  inbox: ep('GET', '/wps/relay/CSP_getInbox', 'INBOX3', token),
  // Not in CONTRACT.md; named after their siblings (contract/inbox.ts).
  markInboxRead: ep('POST', '/wps/relay/CSP_markInboxRead', 'INBOX3', token),
  deleteInbox: ep('POST', '/wps/relay/CSP_deleteInbox', 'INBOX3', token),

  // Lottery gateway and missions.
  lotteryMenus: ep('GET', '/lgw/games/game_menus', 'COMM3'),
  vnLotteryMenu: ep('GET', '/lgw/vn/games/game_menu', 'COMM3'),
  vnLotteryRecent: ep('GET', '/lgw/vn/games/game_menu/recent', 'COMM3', token),
  vnOpenedNumbers: ep('GET', '/lgw/vn/numeros/opened/game', 'AGEANNOUNCE3'),
  openedNumbers: ep('GET', '/lotto/lgw/games/opened/numero', 'COMM3', token),
  missionSummary: ep('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', 'COMM3', token),
  missionLeaderboard: ep('GET', '/wps/relay/MCSFE_getMissionLeaderboard', 'COMM3'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
