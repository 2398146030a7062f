/**
 * The endpoint registry: one entry per platform call, as the real client keeps it (CONTRACT.md
 * 1.4), plus the HTTP verb. `modId` names the whitelabel module that gates the feature, `token`
 * says a session is required, `encrypted` says the body travels in the hybrid envelope.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly path: string;
  readonly method: HttpMethod;
  readonly modId: string | null;
  readonly token: boolean;
  readonly encrypted: boolean;
}

const ep = (method: HttpMethod, path: string, modId: string | null, token = false, encrypted = false): Endpoint => ({
  method,
  path,
  modId,
  token,
  encrypted,
});

export const ENDPOINTS = {
  rsaKey: ep('GET', '/wps/session/key/rsa', null),
  login: ep('POST', '/wps/session/login', 'COMM3', false, true),
  freeplayLogin: ep('POST', '/wps/session/login/freeplay', 'FREEPLAY3'),
  logout: ep('DELETE', '/wps/session/logout', 'COMM3', true),
  memberInfo: ep('GET', '/wps/member/info', 'COMM3', true),
  systemStatus: ep('GET', '/wps/system/status', 'COMM3'),
  whitelabel: ep('GET', '/wps/system/whitelabel', 'COMM3'),
  registerSettings: ep('GET', '/wps/system/setting/register', 'REG3'),
  domainRoute: ep('GET', '/wps/system/domainRoute', 'COMM3'),
  balance: ep('GET', '/wps/v2/wallets/balance', 'COMM3', true),
  unreadCount: ep('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', true),
  captcha: ep('GET', '/wps/captcha', 'CAPTCHA3'),
  announcements: ep('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3'),
  jackpot: ep('GET', '/wps/relay/VIS_getJackpot', 'COMM3'),
  helpCenter: ep('GET', '/wps/system/helpCenter', 'COMM3'),
  feedback: ep('PUT', '/wps/feedback', 'FEEDBACK3'),
  handoff: ep('POST', '/wps/session/handoff', 'COMM3', true),
  handoffRedeem: ep('POST', '/wps/session/handoff/redeem', 'COMM3'),
  loginVerification: ep('POST', '/wps/session/login/verification', 'LOGINIPVERF3', false, true),
  loginVerificationSms: ep('POST', '/wps/session/login/verification/sms', 'LOGINIPVERF3'),
  smsNoLogin: ep('POST', '/wps/verification/sms/noLogin', 'VERIFICATION3'),
  smsRegister: ep('POST', '/wps/verification/sms/register', 'REGMOBVERF3'),
  register: ep('PUT', '/wps/member/register', 'REG3', false, true),
  registerMobile: ep('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', false, true),
  humanChallenge: ep('GET', '/wps/captcha/human', 'REG3'),
  affiliate: ep('GET', '/wps/agent/affiliate', 'AFFMAN3'),
  changePassword: ep('POST', '/wps/member/password', 'PASS3', true, true),
  forgotByEmail: ep('POST', '/wps/member/password/email', 'COMM3'),
  forgotByPhone: ep('POST', '/wps/member/password/verification', 'CHNGPASSVERIF3', false, true),
  consolidated: ep('GET', '/wps/member/info/funds/consolidated', 'COMM3', true),
  gameList: ep('GET', '/wps/relay/GCSGAME_gameList', 'GAMELO3'),
  launchGame: ep('GET', '/wps/game/launchGame', 'GAMELO3', true),
  recentGames: ep('GET', '/wps/relay/GCS_recentGame', 'GAMELOREC3', true),
  favouriteIds: ep('GET', '/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3', true),
  favouriteList: ep('GET', '/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3', true),
  addFavourite: ep('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'GAMELOFAV3', true),
  removeFavourite: ep('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'GAMELOFAV3', true),
  vnLotteryMenu: ep('GET', '/lgw/vn/games/game_menu', 'COMM3'),
  vnLotteryRecent: ep('GET', '/lgw/vn/games/game_menu/recent', 'COMM3', true),
  vnOpenedNumbers: ep('GET', '/lgw/vn/numeros/opened/game', 'AGEANNOUNCE3'),
  openedNumbers: ep('GET', '/lotto/lgw/games/opened/numero', 'COMM3', true),
  missionSummary: ep('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', 'COMM3', true),
  missionLeaderboard: ep('GET', '/wps/relay/MCSFE_getMissionLeaderboard', 'COMM3'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
