import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { missionLeaderboardSchema, missionSummarySchema } from '../../../contract/game-play.ts';
import { MISSION_LEADERBOARD_LIMIT } from '../../../contract/lottery-queries.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { lotteryTickets, members, missionClaims } from '../../db/schema/index.ts';
import { settleDue } from './draws.ts';
import { dayBounds } from './schedule.ts';
import { maskCustomerName } from '../catalogue/index.ts';
import { lotteryMissions } from '../rewards/index.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';

export type MissionSummary = z.infer<typeof missionSummarySchema>;
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

// Sums are numeric in SQL; read as text so no figure passes through a float.
const sumText = (column: typeof lotteryTickets.stake | typeof lotteryTickets.payout) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Tickets bought today (the UTC day) count towards today's missions, whenever their draw settles. */
const today = (p: Platform) => {
  const { from, to } = dayBounds(p.now());
  return and(gte(lotteryTickets.createdAt, from), lt(lotteryTickets.createdAt, to));
};

/**
 * MCSFE_getMissionSummaryDetails: the member's lottery day (tickets, amount staked, amount won,
 * winning tickets) and the member's lottery missions, read from the same missions as the member
 * centre's mission activity.
 */
export const missionSummary = async (p: Platform, memberId: number, lang: ShippedLanguage): Promise<MissionSummary> => {
  await settleDue(p);
  const missions = await lotteryMissions(p, memberId, lang);
  const [row] = await p.db
    .select({
      tickets: sql<number>`count(*)::int`,
      staked: sumText(lotteryTickets.stake),
      won: sumText(lotteryTickets.payout),
      wins: sql<number>`(count(*) filter (where ${lotteryTickets.status} = 'won'))::int`,
    })
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.memberId, memberId), today(p)));
  return {
    tickets: row?.tickets ?? 0,
    staked: formatMinor(BigInt(row?.staked ?? '0')),
    won: formatMinor(BigInt(row?.won ?? '0')),
    wins: row?.wins ?? 0,
    missions,
  };
};

/**
 * MCSFE_getMissionLeaderboard: today's (the UTC day's) mission leaders, read from the same missions
 * as the member centre: members ranked by the mission rewards they claimed today, names masked.
 */
export const missionLeaderboard = async (p: Platform, limit: number = MISSION_LEADERBOARD_LIMIT.default): Promise<MissionLeaderboard> => {
  const { from, to } = dayBounds(p.now());
  const won = sql<string>`sum(${missionClaims.amount})`;
  const rows = await p.db
    .select({ account: members.account, won: sql<string>`${won}::text` })
    .from(missionClaims)
    .innerJoin(members, eq(members.id, missionClaims.memberId))
    .where(and(gte(missionClaims.createdAt, from), lt(missionClaims.createdAt, to)))
    .groupBy(members.id, members.account)
    // Among equal amounts, who reached it first ranks first.
    .orderBy(desc(won), sql`min(${missionClaims.createdAt})`, members.id)
    .limit(limit);
  return { list: rows.map((row, i) => ({ rank: i + 1, customerName: maskCustomerName(row.account), won: formatMinor(BigInt(row.won)) })) };
};
