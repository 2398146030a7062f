import { and, eq, gte, lt, ne, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import { bonusGrants, gameRounds, lotteryTickets } from '../../db/schema/index.ts';
import { periodOf } from './missions.ts';
import type { EntryRow, PromotionRow } from './promotion-status.ts';

/*
 * The weekly loss rebate: from each Monday (UTC), its share of the member's net loss of the week
 * before (bets placed from when the member joined), up to its cap, is issued for the member to
 * claim during that week; a grant per week records the claim.
 */

const WEEK_MS = 7 * 86_400_000;

/** The week before the one `now` is in: Monday 00:00 UTC to Monday 00:00 UTC, and its key (`2026-11-16`). */
export const lastWeekOf = (now: Date) => {
  const { start: monday } = periodOf('weekly', now);
  const start = new Date(monday.getTime() - WEEK_MS);
  return { start, end: monday, key: start.toISOString().slice(0, 10) };
};

/** What last week's loss rebate comes to for a member in the promotion, and whether it was claimed. */
export interface WeeklyIssue {
  weekStart: string;
  loss: bigint;
  amount: bigint;
  claimed: boolean;
}

/** The member's net loss (stakes less wins) on real-money bets placed in [from, until), in minor units; never below zero. */
const netLoss = async (db: Db | Tx, memberId: number, from: Date, until: Date): Promise<bigint> => {
  const [[rounds], [tickets]] = await Promise.all([
    db
      .select({ stake: sum(gameRounds.stake), win: sum(gameRounds.win) })
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.mode, 'real'), gte(gameRounds.createdAt, from), lt(gameRounds.createdAt, until))),
    db
      .select({ stake: sum(lotteryTickets.stake), win: sum(lotteryTickets.payout) })
      .from(lotteryTickets)
      .where(
        and(eq(lotteryTickets.memberId, memberId), ne(lotteryTickets.status, 'open'), gte(lotteryTickets.createdAt, from), lt(lotteryTickets.createdAt, until)),
      ),
  ]);
  const loss = BigInt(rounds?.stake ?? 0) - BigInt(rounds?.win ?? 0) + BigInt(tickets?.stake ?? 0) - BigInt(tickets?.win ?? 0);
  return loss > 0n ? loss : 0n;
};

/** Last week's loss rebate for a member in a weekly loss promotion: bets from when the member joined count. */
export const weeklyIssue = async (db: Db | Tx, row: PromotionRow, entry: EntryRow, now: Date): Promise<WeeklyIssue> => {
  const week = lastWeekOf(now);
  const [[paid], loss] = await Promise.all([
    db
      .select({ amount: bonusGrants.amount })
      .from(bonusGrants)
      .where(and(eq(bonusGrants.promotionId, row.id), eq(bonusGrants.memberId, entry.memberId), eq(bonusGrants.period, week.key))),
    entry.createdAt < week.end ? netLoss(db, entry.memberId, entry.createdAt > week.start ? entry.createdAt : week.start, week.end) : Promise.resolve(0n),
  ]);
  const share = (loss * BigInt(row.percentBp ?? 0)) / 10_000n;
  const amount = paid ? paid.amount : share < (row.cap ?? 0n) ? share : (row.cap ?? 0n);
  return { weekStart: week.key, loss, amount, claimed: Boolean(paid) };
};
