import { eq, sql } from 'drizzle-orm';
import { SLOT_STAKES_MINOR, type SlotSession } from '../../../contract/game-play.ts';
import { toShippedLanguage, type ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { gameRounds, games, gameVendors } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { resolveGameLaunch, type GameSession } from './game-sessions.ts';
import { nameIn } from '../catalogue/index.ts';
import { catalogueSnapshot, iconUrlOf } from '../catalogue/index.ts';
import { playBalance } from './play-wallet.ts';

/** A live slot launch and the member who plays it. */
export interface OpenSlot {
  session: GameSession & { mode: 'real' | 'free' };
  member: { account: string; currency: string };
  language: ShippedLanguage;
}

/**
 * The slot launch a page token names: `game.session.invalid` when unknown or not a slot launch;
 * `game.session.expired` past its life, or once its site session or account has ended.
 */
export const openSlot = async (p: Platform, token: string): Promise<OpenSlot> => {
  const { session, member } = await resolveGameLaunch(p, token);
  if (session.mode !== 'real' && session.mode !== 'free') throw new PlatformError('game.session.invalid');
  return { session: { ...session, mode: session.mode }, member, language: toShippedLanguage(session.language) };
};

/** Wins minus stakes, and the number of rounds, of one launch. */
export const sessionTotals = async (on: Db | Tx, sessionId: number): Promise<{ net: bigint; rounds: number }> => {
  const [row] = await on
    .select({
      net: sql<string>`coalesce(sum(${gameRounds.win} - ${gameRounds.stake}), 0)::text`,
      rounds: sql<number>`count(*)::int`,
    })
    .from(gameRounds)
    .where(eq(gameRounds.sessionId, sessionId));
  return { net: BigInt(row?.net ?? '0'), rounds: row?.rounds ?? 0 };
};

/** What the game page shows: the game, the balance it plays from, and the launch so far. */
export const slotView = async (p: Platform, slot: OpenSlot): Promise<SlotSession> => {
  const { session } = slot;
  const [[game], snapshot, totals, played] = await Promise.all([
    p.db
      .select({ nameEn: games.nameEn, nameEs: games.nameEs, vendor: gameVendors.displayName, vendorCode: games.vendor, theme: games.theme })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
      .where(eq(games.id, session.gameId))
      .limit(1),
    catalogueSnapshot(p),
    sessionTotals(p.db, session.id),
    session.mode === 'real' ? playBalance(p, session.memberId, session.gameId) : null,
  ]);
  if (!game) throw new PlatformError('game.session.invalid');
  const balance = played ?? session.freeBalance ?? 0n;
  return {
    gameName: nameIn(game, slot.language),
    vendor: game.vendor,
    iconUrl: iconUrlOf(snapshot, { id: session.gameId, nameEn: game.nameEn, vendor: game.vendorCode, theme: game.theme }),
    mode: session.mode,
    currency: slot.member.currency,
    balance: formatMinor(balance),
    stakes: SLOT_STAKES_MINOR.map(formatMinor),
    startedAt: session.startedAt.getTime(),
    net: formatMinor(totals.net),
    rounds: totals.rounds,
  };
};
