import { eq, sql } from 'drizzle-orm';
import { DEFAULT_REALITY_INTERVAL, PLAY_IDLE_GAP_MS } from '../../../contract/responsible-gambling.ts';
import type { Platform } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { gameSessions, playDays, playLimits, playSettings } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { assertNoBreak } from './breaks.ts';
import { timeLimitReached } from './limit-checks.ts';
import { realityMinutesOf } from './limits.ts';
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

/** Playing time reaches the member's day in steps of this much: one write per step, not per bet. */
const DAY_STEP_MS = 15_000;

interface Moment {
  before: string | number;
  added: string | number;
  reality_at: string | number;
  limits: string | number;
}

/**
 * One moment of play of a real-money session, in the caller's transaction, in one statement: it
 * locks the session's row, adds the time since the previous moment (when under the idle gap and
 * no reality check is due), and tells whether the member holds limits a bet must count. The
 * session's first moment fixes its reality check from the member's interval. A bet while a check
 * is due is `rg.reality.check`, with the time played, and changes nothing.
 *
 * The lock is `no key update`: the round rows written first hold key-share locks on the session
 * (their foreign key), which a plain `for update` would wait on, and two rounds of one session
 * would then wait on each other. The member's day gets the time in whole steps of DAY_STEP_MS, so
 * it is written once a step rather than on every bet; it trails by less than a step per session.
 */
export const countPlay = async (tx: Tx, session: { id: number; memberId: number }, now: Date, bet: boolean): Promise<PlayMoment & { hasLimits: boolean }> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = rowsOf<Moment>(
    await tx.execute(sql`
      with s as (
        select id, played_ms, active_at,
          coalesce(reality_at_ms, coalesce((select reality_minutes from ${playSettings} where member_id = ${session.memberId}), ${DEFAULT_REALITY_INTERVAL}) * 60000) as reality_at
        from ${gameSessions} where id = ${session.id} for no key update
      ), d as (
        select id, played_ms, reality_at, played_ms >= reality_at as due,
          case when played_ms < reality_at and active_at < ${at} and ${at} - active_at <= ${sql.raw(`interval '${PLAY_IDLE_GAP_MS} milliseconds'`)}
            then floor(extract(epoch from (${at} - active_at)) * 1000)::bigint else 0 end as added
        from s
      ), moved as (
        update ${gameSessions} g set played_ms = g.played_ms + d.added, active_at = ${at}, reality_at_ms = d.reality_at
        from d where g.id = d.id and not (d.due and ${bet}::boolean)
        returning d.played_ms as before, d.added, d.reality_at
      )
      select m.before, m.added, m.reality_at,
        (select count(*) from ${playLimits} l where l.member_id = ${session.memberId} and l.amount is not null and l.kind <> 'deposit') as limits
      from moved m`),
  );
  if (!row) {
    const [held] = await tx.select({ playedMs: gameSessions.playedMs }).from(gameSessions).where(eq(gameSessions.id, session.id));
    if (!held) throw new PlatformError('game.session.invalid');
    throw new PlatformError('rg.reality.check', { playedMs: held.playedMs });
  }
  const before = Number(row.before);
  const playedMs = before + Number(row.added);
  const steps = Math.floor(playedMs / DAY_STEP_MS) - Math.floor(before / DAY_STEP_MS);
  if (steps > 0) {
    const added = steps * DAY_STEP_MS;
    await tx
      .insert(playDays)
      .values({ memberId: session.memberId, day: marketDay(now), playedMs: added })
      .onConflictDoUpdate({ target: [playDays.memberId, playDays.day], set: { playedMs: sql`${playDays.playedMs} + ${added}` } });
  }
  return { playedMs, realityDue: playedMs >= Number(row.reality_at), hasLimits: Number(row.limits) > 0 };
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
