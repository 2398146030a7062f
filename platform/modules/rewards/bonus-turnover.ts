import { and, asc, eq, gte, inArray, ne, sum } from 'drizzle-orm';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { BonusDetails } from '../../../contract/promotions.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { bonusGrants, gameRounds, lotteryTickets, promotions } from '../../db/schema/index.ts';
import { requireModule } from '../system/index.ts';
import { REWARD_CENTRE } from './promotion-status.ts';

/*
 * The turnover promotion bonuses still need. Valid bets (real-money slot rounds and settled
 * lottery tickets) placed after a bonus pay its requirement down, the oldest bonus first; while any
 * is owed, withdrawals are refused (withdrawals.ts asks here) and bonus details says how much.
 */

/** The member's valid stakes placed at or after each of `since` (ascending), in minor units. */
const stakesSince = async (db: Db | Tx, memberId: number, since: Date) => {
  const [[rounds], [tickets]] = await Promise.all([
    db
      .select({ n: sum(gameRounds.stake) })
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.mode, 'real'), gte(gameRounds.createdAt, since))),
    db
      .select({ n: sum(lotteryTickets.stake) })
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.memberId, memberId), ne(lotteryTickets.status, 'open'), gte(lotteryTickets.createdAt, since))),
  ]);
  return BigInt(rounds?.n ?? 0) + BigInt(tickets?.n ?? 0);
};

type GrantRow = typeof bonusGrants.$inferSelect;

/**
 * What each bonus still needs: bets placed between one bonus and the next pay the bonuses granted
 * up to then, the oldest first. Returns each grant with what is left of its requirement.
 */
const progressOf = async (db: Db | Tx, memberId: number): Promise<{ grant: GrantRow; left: bigint }[]> => {
  const grants = await db.select().from(bonusGrants).where(eq(bonusGrants.memberId, memberId)).orderBy(asc(bonusGrants.createdAt), asc(bonusGrants.id));
  if (grants.length === 0) return [];
  const since = await Promise.all(grants.map((grant) => stakesSince(db, memberId, grant.createdAt)));
  const left = grants.map((grant) => grant.turnoverRequired);
  grants.forEach((_, i) => {
    // The bets of the stretch from this bonus to the next.
    let pool = since[i]! - (since[i + 1] ?? 0n);
    for (let j = 0; j <= i && pool > 0n; j++) {
      const take = pool < left[j]! ? pool : left[j]!;
      left[j]! -= take;
      pool -= take;
    }
  });
  return grants.map((grant, i) => ({ grant, left: left[i]! }));
};

/** The turnover the member's bonuses still need, in minor units: withdrawals wait for zero. */
export const bonusTurnoverLeft = async (db: Db | Tx, memberId: number): Promise<bigint> =>
  (await progressOf(db, memberId)).reduce((all, { left }) => all + left, 0n);

/** Bonus details (`MCS2_getPromotionClaimList`): every bonus received, newest first, with its turnover. */
export const bonusDetails = async (p: Platform, memberId: number, lang: ShippedLanguage): Promise<BonusDetails> => {
  await requireModule(p, REWARD_CENTRE);
  const progress = await progressOf(p.db, memberId);
  const ids = [...new Set(progress.map(({ grant }) => grant.promotionId))];
  const rows = ids.length === 0 ? [] : await p.db.select().from(promotions).where(inArray(promotions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const list = progress
    .map(({ grant, left }) => {
      const row = byId.get(grant.promotionId)!;
      return {
        id: String(grant.id),
        title: lang === 'EN' ? row.titleEn : row.titleEs,
        kind: row.kind,
        grantedAt: grant.createdAt.toISOString(),
        amount: formatMinor(grant.amount),
        required: formatMinor(grant.turnoverRequired),
        progress: formatMinor(grant.turnoverRequired - left),
        remaining: formatMinor(left),
        unlocked: left === 0n,
      };
    })
    .reverse();
  return { list, remaining: formatMinor(progress.reduce((all, { left }) => all + left, 0n)) };
};
