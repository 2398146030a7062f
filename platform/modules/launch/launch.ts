import { and, eq } from 'drizzle-orm';
import { ACCOUNT_TYPE_REAL, GAME_SERVER_PREFIX, MIN_STAKE_MINOR, type LaunchGameQuery, type LaunchGameResult } from '../../../contract/game-play.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { isTrialType } from '../../../contract/limits.ts';
import type { Platform, SessionMember } from '../../context.ts';
import { games, gameVendors } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { openGameSession } from '../play/index.ts';
import { gameColumns } from '../catalogue/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { launchLottery } from '../lottery/index.ts';
import { walletMode } from '../system/index.ts';
import { recordLaunch } from '../play/index.ts';
import { isUnderMaintenance, maintenanceValue } from '../catalogue/index.ts';
import { checkLaunch } from '../responsible/index.ts';

/** The play balance of a free launch, minor units (2,000.00). It lives in the game session, never in the ledger. */
export const FREE_PLAY_BALANCE_MINOR = 200_000n;

const LOTTERY_CATEGORIES = new Set(['LOTT', 'ELOTT']);

/** The game page a launch opens, relative to the site: the gateway serves the game server same-origin. */
export const slotPageUrl = (token: string) => `${GAME_SERVER_PREFIX}/slot/${token}`;

/** The launched game with its vendor's switch and maintenance window, read fresh: an operator's change applies at once. */
const findLaunchable = async (p: Platform, q: LaunchGameQuery) => {
  const gameId = q.gameId ?? q.roomId;
  const by = gameId !== undefined ? eq(games.id, gameId) : q.nodeId !== undefined ? eq(games.nodeId, q.nodeId) : null;
  if (!by) throw new PlatformError('request_param_err', { fields: { gameId: ['required'] } });
  const [row] = await p.db
    .select({
      ...gameColumns,
      vendorEnabled: gameVendors.enabled,
      maintenanceFrom: gameVendors.maintenanceFrom,
      maintenanceUntil: gameVendors.maintenanceUntil,
    })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where(and(by, eq(games.enabled, true)))
    .limit(1);
  // A node id that names another game than the game id is a stale tile: the same as no game.
  if (!row || !row.vendorEnabled || (gameId !== undefined && q.nodeId !== undefined && row.nodeId !== q.nodeId)) {
    throw new PlatformError('game.not.found');
  }
  return row;
};

/**
 * GET /wps/game/launchGame (CONTRACT.md 4.5 and 4.6). Lottery launches go to the lottery; every
 * other game opens the embedded game server, in real money (accountType 1, real accounts; with the
 * single wallet, holding at least the smallest stake) or free play (accountType 0, games with
 * `freeplay` only, any account). Answers the relative URL of the game page.
 */
export const launchGame = async (p: Platform, member: SessionMember, q: LaunchGameQuery, lang: ShippedLanguage): Promise<LaunchGameResult> => {
  // A break or today's playing time limit closes every game, free play included.
  if (!isTrialType(member.type)) await checkLaunch(p, member.memberId);
  if (q.launchMode === 'LOTT') return launchLottery(p, member, q, lang);
  const game = await findLaunchable(p, q);
  // The lottery checks its own games (vendor window, account) and records them among recent games.
  if (LOTTERY_CATEGORIES.has(game.category)) return launchLottery(p, member, q, lang);
  const now = p.now();
  if (isUnderMaintenance(game, now)) throw new PlatformError('vendor_under_maintenance', maintenanceValue(game.vendor, game));

  const real = q.accountType === ACCOUNT_TYPE_REAL;
  if (real) {
    if (isTrialType(member.type)) throw new PlatformError('in_need_true_account');
    // With transfer wallets the game plays from its vendor's sub-wallet, which the member fills when
    // they choose: the launch opens on an empty one and moves nothing.
    if ((await walletMode(p)) === 'single') {
      const wallet = await walletBalance(p, member.memberId);
      if (!wallet || wallet.balance < MIN_STAKE_MINOR) throw new PlatformError('launch_game_balance_not_enough');
    }
  } else if (!game.freeplay) {
    throw new PlatformError('game.free.unavailable');
  }

  const { token } = await p.db.transaction(async (tx) => {
    await recordLaunch(tx, member.memberId, game.id, now);
    return openGameSession(
      p,
      {
        memberId: member.memberId,
        siteSessionId: member.sessionId,
        gameId: game.id,
        mode: real ? 'real' : 'free',
        language: lang,
        ...(real ? {} : { freeBalance: FREE_PLAY_BALANCE_MINOR }),
      },
      tx,
    );
  });
  return { content: { game_url: slotPageUrl(token) } };
};
