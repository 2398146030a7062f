import { and, eq, gte, sql } from 'drizzle-orm';
import type { PlayClock } from '../../../contract/responsible-gambling.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { lotteryTickets } from '../../db/schema/index.ts';
import { continueAfterRealityCheck, pingPlay } from '../responsible/index.ts';
import type { LotteryPlay } from './session.ts';

/** Wins less stakes of the tickets bought since the launch opened; an open ticket counts its stake only. */
const netSince = async (p: Platform, play: LotteryPlay): Promise<bigint> => {
  const [row] = await p.db
    .select({ net: sql<string>`coalesce(sum(${lotteryTickets.payout} - ${lotteryTickets.stake}), 0)::text` })
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.memberId, play.memberId), gte(lotteryTickets.createdAt, play.startedAt)));
  return BigInt(row?.net ?? '0');
};

/** The lottery page's ping: a moment of play, and the launch's time, result, reality check and time limit. */
export const lotteryClock = async (p: Platform, play: LotteryPlay): Promise<PlayClock> => {
  const session = { id: play.sessionId, memberId: play.memberId };
  const [ping, net] = await Promise.all([pingPlay(p, session), netSince(p, play)]);
  return { ...ping, net: formatMinor(net) };
};

/** The player read the reality check and plays on. */
export const continueLottery = async (p: Platform, play: LotteryPlay): Promise<PlayClock> => {
  await continueAfterRealityCheck(p, { id: play.sessionId, memberId: play.memberId });
  return lotteryClock(p, play);
};
