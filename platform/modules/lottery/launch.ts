import { eq } from 'drizzle-orm';
import { GAME_SERVER_PREFIX, type LaunchGameQuery, type LOTTERY_VIEWS } from '../../../contract/game-play.ts';
import { LOTTO_MODE_OF, LOTTO_MODES, type LottoMode } from '../../../contract/games.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { isTrialType } from '../../../contract/limits.ts';
import { safeLocalPath } from '../../../contract/local-path.ts';
import type { Platform, SessionMember } from '../../context.ts';
import { gameVendors } from '../../db/schema/index.ts';
import { fail, PlatformError } from '../../core/errors.ts';
import { openGameSession } from '../play/index.ts';
import {
  areaOfGame,
  findLotteryGameByCode,
  findLotteryGameById,
  findLotteryGameByNodeId,
  lotteryGames,
  playsIn,
  type LotteryArea,
  type LotteryGame,
  type PrizeMode,
} from './games.ts';
import { recordLaunch } from '../play/index.ts';
import { isUnderMaintenance, maintenanceValue } from '../catalogue/index.ts';

export const LOTTERY_PAGE_PREFIX = `${GAME_SERVER_PREFIX}/lottery`;
export const lotteryPageUrl = (token: string) => `${LOTTERY_PAGE_PREFIX}/${token}`;

export type LotteryView = (typeof LOTTERY_VIEWS)[number];

/** What a lottery launch keeps in its game session (`options`). */
export interface LotteryLaunchOptions {
  prizeMode: PrizeMode;
  view: LotteryView;
  /** The site page the back control returns to; only a path of this site (`safeLocalPath`). */
  backUrl?: string;
  /** The game the launch opened; null for the lobby. */
  gameCode: string | null;
  /** The launch's `lottoArea`: its lobby lists only that area's games; null lists them all. */
  area: LotteryArea | null;
}

/** The game a launch names: `lottoGameCode` (other than 'lobby'), else the GLS game id or node id; null for the lobby. */
const launchedGame = async (p: Platform, q: LaunchGameQuery): Promise<LotteryGame | null> => {
  const code = q.lottoGameCode && q.lottoGameCode.toLowerCase() !== 'lobby' ? q.lottoGameCode : undefined;
  if (code) return (await findLotteryGameByCode(p, code)) ?? fail('game.not.found');
  const id = q.gameId ?? q.roomId;
  if (id !== undefined) return (await findLotteryGameById(p, id)) ?? fail('game.not.found');
  if (q.nodeId !== undefined) return (await findLotteryGameByNodeId(p, q.nodeId)) ?? fail('game.not.found');
  return null;
};

const checkVendorWindow = async (p: Platform, game: LotteryGame) => {
  const [vendor] = await p.db
    .select({ maintenanceFrom: gameVendors.maintenanceFrom, maintenanceUntil: gameVendors.maintenanceUntil })
    .from(gameVendors)
    .where(eq(gameVendors.code, game.vendor))
    .limit(1);
  if (vendor && isUnderMaintenance(vendor, p.now())) throw new PlatformError('vendor_under_maintenance', maintenanceValue(game.vendor, vendor));
};

/**
 * The prize mode a launch asks for: `lottoPrizeMode`, else the one its `lottoMode` plays
 * (`SEA_Tradition` is SEA); the two must agree when both are given.
 */
const askedMode = (q: LaunchGameQuery): PrizeMode | undefined => {
  const byLottoMode = q.lottoMode ? LOTTO_MODES[q.lottoMode] : undefined;
  if (q.lottoPrizeMode && byLottoMode && q.lottoPrizeMode !== byLottoMode) throw new PlatformError('lottery.mode.invalid');
  return q.lottoPrizeMode ?? byLottoMode;
};

/**
 * The prize mode a launch plays. A game plays its own (SEA for the SEA lottery's), except that
 * traditional draws play ZY when it is asked for; a lobby plays the mode asked for, else SEA on
 * the SEA area and LOTT elsewhere.
 */
const playedMode = (game: LotteryGame | null, asked: PrizeMode | undefined, area: LotteryArea | null): PrizeMode => {
  if (game) return asked === 'ZY' && playsIn(game, 'ZY') ? 'ZY' : game.prizeMode;
  return asked ?? (area === 'SEA' ? 'SEA' : 'LOTT');
};

/**
 * A lottery launch (CONTRACT.md 4.6, and GLS launches of lottery games): a real account opens a
 * lottery session on one game (betting view) or on a prize mode's lobby. The game goes to the top
 * of the member's recent games. Answers the page URL, relative to the site, with the prize mode
 * the session plays and its `lottoMode`.
 */
export const launchLottery = async (
  p: Platform,
  member: SessionMember,
  q: LaunchGameQuery,
  lang: ShippedLanguage,
): Promise<{ gameUrl: string; prizeMode: PrizeMode; lottoMode?: LottoMode }> => {
  if (isTrialType(member.type)) throw new PlatformError('in_need_true_account');
  const asked = askedMode(q);
  const game = await launchedGame(p, q);
  if (game) await checkVendorWindow(p, game);
  const area = q.lottoArea ?? null;
  const prizeMode = playedMode(game, asked, area);
  // The session needs a game row: a lobby launch hangs on the first game of its prize mode (and area).
  const modeGames = game ? [] : await lotteryGames(p, prizeMode);
  const anchor = game ?? modeGames.find((g) => area === null || areaOfGame(g) === area) ?? modeGames[0];
  if (!anchor) throw new PlatformError('game.not.found');
  // A launch that names no way back offers none; one that names another site goes home.
  const backUrl = q.backUrl ? safeLocalPath(q.backUrl) : undefined;
  const options: LotteryLaunchOptions = {
    prizeMode,
    view: game && q.lottoView !== 'lobby' ? 'betting' : 'lobby',
    ...(backUrl ? { backUrl } : {}),
    gameCode: game?.code ?? null,
    area,
  };
  const now = p.now();
  const { token } = await p.db.transaction(async (tx) => {
    if (game) await recordLaunch(tx, member.memberId, game.id, now);
    return openGameSession(
      p,
      {
        memberId: member.memberId,
        siteSessionId: member.sessionId,
        gameId: anchor.id,
        mode: 'lottery',
        language: lang,
        options: { ...options },
      },
      tx,
    );
  });
  const lottoMode = LOTTO_MODE_OF[prizeMode];
  return { gameUrl: lotteryPageUrl(token), prizeMode, ...(lottoMode ? { lottoMode } : {}) };
};
