import { eq, sql } from 'drizzle-orm';
import { PLAY_IDLE_GAP_MS } from '../../../contract/responsible-gambling.ts';
import type { Platform } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { gameSessions, playDays } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { assertNoBreak } from './breaks.ts';
import { realityMinutesOf, timeLimitReached } from './limits.ts';
import { marketDay } from './periods.ts';

/*
 * Playing time and the reality check, kept per game session by the platform. Every bet, and every
 * ping of an open game page, is a moment of play: the time since the previous one counts when it
 * is under PLAY_IDLE_GAP_MS (longer pauses are not play). It adds to the session and to the
 * member's market day. Each interval of play the session owes a reality check; until the player
 * answers it, the session takes no bets and its clock stands still. Free play counts nothing.
 */

export interface PlayMoment {
  /** The session's playing time after this moment, ms. */
  playedMs: number;
  realityDue: boolean;
}

/**
 * One moment of play of a real-money session, in the caller's transaction (it locks the
 * session's row). A bet while a reality check is due is `rg.reality.check`, with the time played.
 * The lock is `no key update`: the round rows written first hold key-share locks on the session
 * (their foreign key), which a plain `for update` would wait on, and two rounds of one session
 * would then wait on each other.
 */
export const countPlay = async (tx: Tx, session: { id: number; memberId: number }, now: Date, bet: boolean): Promise<PlayMoment> => {
  const [row] = await tx
    .select({ playedMs: gameSessions.playedMs, activeAt: gameSessions.activeAt, realityAtMs: gameSessions.realityAtMs })
    .from(gameSessions)
    .where(eq(gameSessions.id, session.id))
    .for('no key update');
  if (!row) throw new PlatformError('game.session.invalid');
  const realityAt = row.realityAtMs ?? (await realityMinutesOf(tx, session.memberId)) * 60_000;
  const due = row.playedMs >= realityAt;
  if (due && bet) throw new PlatformError('rg.reality.check', { playedMs: row.playedMs });
  const gap = row.activeAt ? now.getTime() - row.activeAt.getTime() : Number.POSITIVE_INFINITY;
  const added = !due && gap > 0 && gap <= PLAY_IDLE_GAP_MS ? gap : 0;
  await tx
    .update(gameSessions)
    .set({ playedMs: sql`${gameSessions.playedMs} + ${added}`, activeAt: now, realityAtMs: realityAt })
    .where(eq(gameSessions.id, session.id));
  if (added > 0) {
    await tx
      .insert(playDays)
      .values({ memberId: session.memberId, day: marketDay(now), playedMs: added })
      .onConflictDoUpdate({ target: [playDays.memberId, playDays.day], set: { playedMs: sql`${playDays.playedMs} + ${added}` } });
  }
  const playedMs = row.playedMs + added;
  return { playedMs, realityDue: playedMs >= realityAt };
};

/** The player answered the reality check with "continue": the next falls one interval of play later. */
export const continueAfterRealityCheck = async (p: Platform, session: { id: number; memberId: number }): Promise<PlayMoment> =>
  p.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ playedMs: gameSessions.playedMs, realityAtMs: gameSessions.realityAtMs })
      .from(gameSessions)
      .where(eq(gameSessions.id, session.id))
      .for('no key update');
    if (!row) throw new PlatformError('game.session.invalid');
    const interval = (await realityMinutesOf(tx, session.memberId)) * 60_000;
    if (row.realityAtMs !== null && row.playedMs < row.realityAtMs) return { playedMs: row.playedMs, realityDue: false };
    // The clock starts again from now: the pause on the notice is not play.
    await tx
      .update(gameSessions)
      .set({ realityAtMs: row.playedMs + interval, activeAt: p.now() })
      .where(eq(gameSessions.id, session.id));
    return { playedMs: row.playedMs, realityDue: false };
  });

/** Before a game opens: refused on a break, and once today's playing time limit is reached. */
export const checkLaunch = async (p: Platform, memberId: number): Promise<void> => {
  const now = p.now();
  await assertNoBreak(p.db, memberId, now);
  const reached = await timeLimitReached(p.db, memberId, now);
  if (reached) throw new PlatformError('rg.time.limit', reached);
};

/** What an open game page learns when it pings: its playing time, a reality check due, today's time limit reached. */
export interface PlayPing extends PlayMoment {
  realityMinutes: number;
  stopped: boolean;
}

/** A ping of an open real-money game page: a moment of play (no bet), then where the session stands. */
export const pingPlay = async (p: Platform, session: { id: number; memberId: number }): Promise<PlayPing> => {
  const now = p.now();
  const moment = await p.db.transaction((tx) => countPlay(tx, session, now, false));
  const [realityMinutes, reached] = await Promise.all([realityMinutesOf(p.db, session.memberId), timeLimitReached(p.db, session.memberId, now)]);
  return { ...moment, realityMinutes, stopped: reached !== null };
};
