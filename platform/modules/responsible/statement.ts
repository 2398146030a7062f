import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ActivityStatement } from '../../../contract/responsible-gambling.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { memberHourStats, members, playDays } from '../../db/schema/index.ts';
import { shiftDay, startOfDay } from '../../core/zoned-time.ts';
import { MARKET_ZONE, marketDay } from './periods.ts';

/** How far back the statement reads: this month and the eleven before it, and the last 31 days of play. */
const STATEMENT_MONTHS = 12;
const STATEMENT_DAYS = 31;

/**
 * The activity statement: deposits, withdrawals, stakes, wins and the net result per market month,
 * from the rows each ledger posting and bet writes in its own transaction; and playing time per
 * market day, from the game sessions. Newest first; months and days with nothing are left out.
 */
export const activityStatement = async (p: Platform, memberId: number): Promise<ActivityStatement> => {
  const today = marketDay(p.now());
  const firstMonth = shiftDay(`${today.slice(0, 8)}01`, -(STATEMENT_MONTHS - 1), 'month');
  // The zone is a constant written into the statement: a bound parameter would make the grouped expression another one.
  const month = sql<string>`to_char(${memberHourStats.hour} at time zone ${sql.raw(`'${MARKET_ZONE}'`)}, 'YYYY-MM')`;
  const [[member], months, days] = await Promise.all([
    p.db.select({ currency: members.currency }).from(members).where(eq(members.id, memberId)),
    p.db
      .select({
        month,
        deposits: sql<string>`sum(${memberHourStats.deposits})::text`,
        withdrawals: sql<string>`sum(${memberHourStats.withdrawals})::text`,
        stakes: sql<string>`sum(${memberHourStats.stake})::text`,
        wins: sql<string>`sum(${memberHourStats.win})::text`,
      })
      .from(memberHourStats)
      .where(and(eq(memberHourStats.memberId, memberId), gte(memberHourStats.hour, startOfDay(firstMonth, MARKET_ZONE))))
      .groupBy(month)
      .orderBy(desc(month)),
    p.db
      .select({ day: playDays.day, ms: playDays.playedMs })
      .from(playDays)
      .where(and(eq(playDays.memberId, memberId), gte(playDays.day, shiftDay(today, -(STATEMENT_DAYS - 1), 'day'))))
      .orderBy(desc(playDays.day)),
  ]);
  return {
    currency: member?.currency ?? '',
    months: months.map((m) => {
      const [stakes, wins] = [BigInt(m.stakes), BigInt(m.wins)];
      return {
        month: m.month,
        deposits: formatMinor(BigInt(m.deposits)),
        withdrawals: formatMinor(BigInt(m.withdrawals)),
        stakes: formatMinor(stakes),
        wins: formatMinor(wins),
        net: formatMinor(wins - stakes),
      };
    }),
    days: days.map((d) => ({ day: d.day, minutes: Math.floor(d.ms / 60_000) })),
  };
};
