import { z } from 'zod';
import { launchUrlOf, missionLeaderboardSchema, missionSummarySchema, openedNumbersSchema, vendorMaintenanceValueSchema } from '../../../contract/game-play.ts';
import { LOTTO_MODE_OF, lotteryMenusSchema, lotteryRecentSchema } from '../../../contract/games.ts';
import { PLATFORM_CODE } from '../../../contract/limits.ts';
import { safeLocalPath } from '../../../contract/local-path.ts';
import { readPlatform, type PlatformReadOptions } from '../../gateway/platform-client.ts';
import { sessionTokenOf } from '../../gateway/session-cookie.ts';
import { playableUrl } from '../../islands/games/launch-url.ts';
import { serverEnv } from '../../gateway/server-env.ts';
import { vendorLanes } from '../shell/vendor-lanes.ts';
import { readLotteryMenus } from './lottery-menus.ts';
import {
  areaOf,
  askedModeOf,
  elottOffered,
  findMenuItem,
  gameCodeOf,
  menuGroups,
  prizeModeOf,
  menuLink,
  type LotteryPageId,
  type MenuGroup,
  type MenuLink,
  type PrizeMode,
} from './lottery-rules.ts';

/** Why the lottery did not open, as the page tells it (CONTRACT.md 2.3 and 2.4). */
export type LotteryLaunch =
  | { ok: true; url: string }
  | { ok: false; reason: 'trial' | 'balance' | 'invalid-url' | 'failed'; errorCode: string | null }
  | { ok: false; reason: 'maintenance'; window: { from: string; to: string } | null };

export interface LotteryPageData {
  gameCode: string | null;
  gameName: string | null;
  prizeMode: PrizeMode;
  launch: LotteryLaunch;
  /** Null when the platform could not answer; the page says so in that part only. */
  menu: MenuGroup[] | null;
  recent: MenuLink[] | null;
  opened: z.infer<typeof openedNumbersSchema>['list'] | null;
  summary: z.infer<typeof missionSummarySchema> | null;
  leaderboard: z.infer<typeof missionLeaderboardSchema>['list'] | null;
}

const OPENED_LIMIT = 10;
const LEADERBOARD_LIMIT = 10;

const query = (params: Record<string, string | number | null>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === null ? [] : [[k, String(v)]]))).toString();

const valueOf = async <S extends z.ZodType>(path: string, schema: S, options: PlatformReadOptions): Promise<z.infer<S> | null> => {
  const read = await readPlatform(path, schema, options);
  return read.ok ? read.value : null;
};

/** The lottery lobby launch of CONTRACT.md 4.6, made by the server with the member's session. */
const launchLottery = async (params: Record<string, string | number | null>, options: PlatformReadOptions, origin: string): Promise<LotteryLaunch> => {
  const read = await readPlatform(`/wps/game/launchGame?${query(params)}`, z.unknown(), options);
  if (read.ok) {
    const raw = launchUrlOf(read.value);
    const url = playableUrl(raw, origin);
    if (!url) return { ok: false, reason: 'invalid-url', errorCode: null };
    // A path of this site stays a path: the page is the same wherever the site is reached.
    return { ok: true, url: raw?.trim().startsWith('/') ? url.slice(origin.length) : url };
  }
  if (read.errorCode === 'vendor_under_maintenance') {
    const window = vendorMaintenanceValueSchema.safeParse(read.value).data?.content.data;
    return { ok: false, reason: 'maintenance', window: window ? { from: window.maintainTime, to: window.endTime } : null };
  }
  if (read.errorCode === 'in_need_true_account') return { ok: false, reason: 'trial', errorCode: read.errorCode };
  if (read.errorCode === 'launch_game_balance_not_enough') return { ok: false, reason: 'balance', errorCode: read.errorCode };
  return { ok: false, reason: 'failed', errorCode: read.errorCode };
};

/**
 * Everything a lottery page shows, read on the server with the member's session: the game the
 * URL names and its prize mode, the lottery itself (launched here, so its frame is in the HTML),
 * the page's game menu, the member's recent lotteries, the latest results and today's missions.
 */
export const loadLotteryPage = async (page: LotteryPageId, locals: App.Locals, url: URL, cookieHeader: string | null): Promise<LotteryPageData> => {
  const { lang, clientIp } = locals;
  const token = sessionTokenOf(cookieHeader, serverEnv().secureCookies);
  const anyone: PlatformReadOptions = { clientIp, lang };
  const member: PlatformReadOptions = { clientIp, lang, token };
  const gameCode = gameCodeOf(url);
  const [lanes, lott, elott] = await Promise.all([
    vendorLanes(lang, clientIp),
    readLotteryMenus('LOTT', lang, clientIp),
    readLotteryMenus('ELOTT', lang, clientIp),
  ]);
  const prizeMode = prizeModeOf(gameCode, { page, offered: elottOffered(lanes), elottMenus: elott, lottMenus: lott, asked: askedModeOf(url) });
  const game = findMenuItem(gameCode, lott, elott);

  const menuRead =
    page === 'vnLottery'
      ? valueOf(`/lgw/vn/games/game_menu?${query({ prizeMode, device: PLATFORM_CODE, language: lang })}`, lotteryMenusSchema, anyone)
      : Promise.resolve(prizeMode === 'ELOTT' ? elott : lott);
  const launchRead = launchLottery(
    {
      lottoArea: areaOf(page),
      launchMode: 'LOTT',
      lottoPrizeMode: prizeMode,
      // The generic lottery URL's name of the mode (CONTRACT.md 4.6): SEA_Tradition on the SEA page.
      lottoMode: LOTTO_MODE_OF[prizeMode] ?? null,
      lottoGameCode: gameCode,
      lottoView: gameCode ? 'betting' : 'lobby',
      device: PLATFORM_CODE,
      backUrl: safeLocalPath(`${url.pathname}${url.search}`),
      language: lang,
    },
    member,
    url.origin,
  );
  // Read once the launch is recorded, so that the game being opened is among the recent ones at once.
  const recentRead = launchRead.then(() => valueOf(`/lgw/vn/games/game_menu/recent?${query({ language: lang })}`, lotteryRecentSchema, member));
  const [menu, recent, opened, summary, leaderboard, launch] = await Promise.all([
    menuRead,
    recentRead,
    valueOf(
      `/lgw/vn/numeros/opened/game?${query({ gameCode, prizeMode: gameCode ? null : prizeMode, limit: OPENED_LIMIT, language: lang })}`,
      openedNumbersSchema,
      anyone,
    ),
    valueOf('/wps/relay/MCSFE_getMissionSummaryDetails', missionSummarySchema, member),
    valueOf(`/wps/relay/MCSFE_getMissionLeaderboard?${query({ limit: LEADERBOARD_LIMIT })}`, missionLeaderboardSchema, anyone),
    launchRead,
  ]);
  return {
    gameCode,
    gameName: game?.gameName ?? null,
    prizeMode,
    launch,
    menu: menu && menuGroups(menu, page, gameCode, prizeMode),
    recent: recent && recent.list.map((item) => menuLink(item, gameCode, prizeMode)),
    opened: opened?.list ?? null,
    summary,
    leaderboard: leaderboard?.list ?? null,
  };
};
