import type { ShippedLanguage } from '../../contract/languages.ts';
import type { Words } from './text.ts';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enPages from '../../locales/en/pages.json';
import enScreens from '../../locales/en/screens.json';
import enShell from '../../locales/en/shell.json';
import enFooter from '../../locales/en/footer.json';
import enHelp from '../../locales/en/help.json';
import enHome from '../../locales/en/home.json';
import enNotices from '../../locales/en/notices.json';
import enPromotions from '../../locales/en/promotions.json';
import enRegister from '../../locales/en/register.json';
import esCommon from '../../locales/es/common.json';
import esErrors from '../../locales/es/errors.json';
import esPages from '../../locales/es/pages.json';
import esScreens from '../../locales/es/screens.json';
import esShell from '../../locales/es/shell.json';
import esFooter from '../../locales/es/footer.json';
import esHelp from '../../locales/es/help.json';
import esHome from '../../locales/es/home.json';
import esNotices from '../../locales/es/notices.json';
import esPromotions from '../../locales/es/promotions.json';
import esRegister from '../../locales/es/register.json';
import esLogin from '../../locales/es/login.json';
import esForgot from '../../locales/es/forgot.json';
import enLogin from '../../locales/en/login.json';
import enForgot from '../../locales/en/forgot.json';
import esGames from '../../locales/es/games.json';
import enGames from '../../locales/en/games.json';
import esPlay from '../../locales/es/play.json';
import enPlay from '../../locales/en/play.json';
import esGameServer from '../../locales/es/game-server.json';
import esInbox from '../../locales/es/inbox.json';
import esRewards from '../../locales/es/rewards.json';
import enRewards from '../../locales/en/rewards.json';
import esPoints from '../../locales/es/points.json';
import enPoints from '../../locales/en/points.json';
import enInbox from '../../locales/en/inbox.json';
import enGameServer from '../../locales/en/game-server.json';
import esLotteryServer from '../../locales/es/lottery-server.json';
import enLotteryServer from '../../locales/en/lottery-server.json';
import esChatServer from '../../locales/es/chat-server.json';
import enChatServer from '../../locales/en/chat-server.json';
import esMember from '../../locales/es/member.json';
import enMember from '../../locales/en/member.json';
import esWithdraw from '../../locales/es/withdraw.json';
import enWithdraw from '../../locales/en/withdraw.json';
import esDeposit from '../../locales/es/deposit.json';
import enDeposit from '../../locales/en/deposit.json';
import esPaymentProvider from '../../locales/es/payment-provider.json';
import enPaymentProvider from '../../locales/en/payment-provider.json';
import esOidcProvider from '../../locales/es/oidc-provider.json';
import enOidcProvider from '../../locales/en/oidc-provider.json';
import esRecords from '../../locales/es/records.json';
import enRecords from '../../locales/en/records.json';
import esSecurity from '../../locales/es/security.json';
import enSecurity from '../../locales/en/security.json';
import esWallet from '../../locales/es/wallet.json';
import enWallet from '../../locales/en/wallet.json';
import esAgent from '../../locales/es/agent.json';
import enAgent from '../../locales/en/agent.json';
import esResponsible from '../../locales/es/responsible.json';
import enResponsible from '../../locales/en/responsible.json';
import esBlog from '../../locales/es/blog.json';
import enBlog from '../../locales/en/blog.json';

/** A catalogue file: flat keys, each starting with the file's own name (`pages.home.title`). */
export type Catalogue = Readonly<Record<string, string>>;

const ES = {
  common: esCommon,
  errors: esErrors,
  pages: esPages,
  screens: esScreens,
  shell: esShell,
  footer: esFooter,
  help: esHelp,
  home: esHome,
  notices: esNotices,
  promotions: esPromotions,
  register: esRegister,
  login: esLogin,
  forgot: esForgot,
  games: esGames,
  play: esPlay,
  'game-server': esGameServer,
  'lottery-server': esLotteryServer,
  'chat-server': esChatServer,
  member: esMember,
  deposit: esDeposit,
  'payment-provider': esPaymentProvider,
  'oidc-provider': esOidcProvider,
  records: esRecords,
  security: esSecurity,
  withdraw: esWithdraw,
  wallet: esWallet,
  inbox: esInbox,
  rewards: esRewards,
  points: esPoints,
  agent: esAgent,
  responsible: esResponsible,
  blog: esBlog,
};
const EN = {
  common: enCommon,
  errors: enErrors,
  pages: enPages,
  screens: enScreens,
  shell: enShell,
  footer: enFooter,
  help: enHelp,
  home: enHome,
  notices: enNotices,
  promotions: enPromotions,
  register: enRegister,
  login: enLogin,
  forgot: enForgot,
  games: enGames,
  play: enPlay,
  'game-server': enGameServer,
  'lottery-server': enLotteryServer,
  'chat-server': enChatServer,
  member: enMember,
  deposit: enDeposit,
  'payment-provider': enPaymentProvider,
  'oidc-provider': enOidcProvider,
  records: enRecords,
  security: enSecurity,
  withdraw: enWithdraw,
  wallet: enWallet,
  inbox: enInbox,
  rewards: enRewards,
  points: enPoints,
  agent: enAgent,
  responsible: enResponsible,
  blog: enBlog,
};

/** The namespaces: one per catalogue file, named as the file is. */
export type Namespace = keyof typeof ES;

/** Every key of the namespaces `N` (the type checker reads them from the Spanish files). */
export type KeyOf<N extends Namespace> = N extends Namespace ? keyof (typeof ES)[N] & string : never;

/**
 * Every catalogue file of every shipped language, by namespace. Static imports keep the files in
 * the server bundle, so rendering never reads the disk. Typed after the Spanish files, so a key
 * missing from another language fails the type check. Shared by every feature: add a namespace
 * with one import per language and one entry on each language's line above, touching nothing else.
 */
export const CATALOGUES: Record<ShippedLanguage, typeof ES> = { ES, EN };

/** One flat table per language: the namespace is already the first part of every key. */
export const flatCatalogue = (lang: ShippedLanguage): Catalogue => Object.assign({}, ...Object.values(CATALOGUES[lang]));

/** The words of some namespaces in one language, merged: what an island rendered on the server is given. */
export const wordsOf = <N extends Namespace>(lang: ShippedLanguage, namespaces: readonly N[]): Words<N> =>
  Object.assign({}, ...namespaces.map((ns) => CATALOGUES[lang][ns])) as Words<N>;
