import { asc, count, desc, eq } from 'drizzle-orm';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import {
  earnRateText,
  POINT_DELAY_SECONDS,
  POINT_PAGE_SIZE,
  POINTS_MODULE,
  type PointBalance,
  type PointConfig,
  type PointEntryPage,
  type PointItem,
  type PointRewards,
  type Redemption,
  type RedemptionPage,
} from '../../../contract/points.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { memberPoints, pointEntries, pointItems, pointRates, pointRedemptions } from '../../db/schema/index.ts';
import { requireModule } from '../system/index.ts';
import { validStakes, windowEnd } from './rebates.ts';

/*
 * The points mall's balance. Points are counted from the member's valid bets when the member's
 * points are next read or spent, not on the hot path of a round: each bet earns at the rate in
 * force when it settled (the rates are kept as a history), and counts once it is the rate's delay
 * old, as for the manual rebate, so a count never races a bet still being written. The fraction
 * of a point earned so far is carried to the next count, so small bets are never lost. Points
 * never expire.
 */

type RateRow = typeof pointRates.$inferSelect;
type PointsRow = typeof memberPoints.$inferSelect;

/** The rates, oldest first; the last is in force. */
export const rateHistory = (db: Db | Tx): Promise<RateRow[]> => db.select().from(pointRates).orderBy(asc(pointRates.createdAt), asc(pointRates.id));

/** The member's valid bets so far: the measure of an item's amount requirement. */
export const validBetOf = async (db: Db | Tx, memberId: number, until: Date): Promise<bigint> =>
  [...(await validStakes(db, memberId, { since: null, until })).values()].reduce((all, stake) => all + stake, 0n);

/** Ten-thousandths of a point earned by bets settled after `since` up to `until`, each at the rate in force when it settled. */
const earnedBetween = async (tx: Tx, memberId: number, rates: readonly RateRow[], since: Date | null, until: Date): Promise<bigint> => {
  let total = 0n;
  for (const [i, rate] of rates.entries()) {
    // The first rate also covers the bets made before any rate was set.
    const start = i === 0 ? since : since && since > rate.createdAt ? since : rate.createdAt;
    const next = rates[i + 1]?.createdAt;
    const end = next && next < until ? next : until;
    if (rate.earnRate === 0 || (start && start >= end)) continue;
    for (const stake of (await validStakes(tx, memberId, { since: start, until: end })).values()) total += stake * BigInt(rate.earnRate);
  }
  return total;
};

/**
 * The member's points row, locked until the caller's transaction ends, with the bets settled since
 * the last count added (an `earned` entry when they make a whole point). Every change of a
 * member's points starts here, so changes queue on the row.
 */
export const lockPoints = async (p: Platform, tx: Tx, memberId: number): Promise<PointsRow> => {
  await tx.insert(memberPoints).values({ memberId }).onConflictDoNothing();
  const [row] = await tx.select().from(memberPoints).where(eq(memberPoints.memberId, memberId)).for('update');
  const rates = await rateHistory(tx);
  const now = p.now();
  const until = await windowEnd(tx, memberId, now, rates.at(-1)?.delaySeconds ?? POINT_DELAY_SECONDS);
  const since = row!.earnedUntil;
  if (since && since >= until) return row!;
  const total = BigInt(row!.carry) + (await earnedBetween(tx, memberId, rates, since, until));
  const earned = Number(total / 10_000n);
  const next = { balance: row!.balance + earned, earnedUntil: until, carry: Number(total % 10_000n) };
  await tx.update(memberPoints).set(next).where(eq(memberPoints.memberId, memberId));
  if (earned > 0) await tx.insert(pointEntries).values({ memberId, kind: 'earned', change: earned, balanceAfter: next.balance, createdAt: now });
  return { ...row!, ...next };
};

/** The rates in force as members read them (`MCS2_getPointConfig`). */
export const configOf = (rate: RateRow | undefined): PointConfig => ({
  earnPoints: earnRateText(rate?.earnRate ?? 0),
  conversion: rate && rate.convertPoints > 0 && rate.convertAmount > 0n ? { points: rate.convertPoints, amount: formatMinor(rate.convertAmount) } : null,
  delaySeconds: rate?.delaySeconds ?? POINT_DELAY_SECONDS,
});

export const pointConfig = async (p: Platform): Promise<PointConfig> => {
  await requireModule(p, POINTS_MODULE);
  return configOf((await rateHistory(p.db)).at(-1));
};

/** The member's points, counted up to now, and their valid bets (`MCS2_getPointBalance`). */
export const pointBalance = async (p: Platform, memberId: number): Promise<PointBalance> => {
  await requireModule(p, POINTS_MODULE);
  return p.db.transaction(async (tx) => {
    const row = await lockPoints(p, tx, memberId);
    return { points: row.balance, validBet: formatMinor(await validBetOf(tx, memberId, p.now())) };
  });
};

export const itemView = (row: typeof pointItems.$inferSelect, lang: ShippedLanguage): PointItem => ({
  id: String(row.id),
  type: row.kind,
  name: lang === 'EN' ? row.nameEn : row.nameEs,
  points: row.points,
  amountRequirement: formatMinor(row.amountRequirement),
  cash: row.cashAmount === null ? null : formatMinor(row.cashAmount),
  stock: row.stock,
});

/** The catalogue: every item on offer, out of stock ones too, cheapest first (`MCS2_getPointReward`). */
export const pointRewards = async (p: Platform, lang: ShippedLanguage): Promise<PointRewards> => {
  await requireModule(p, POINTS_MODULE);
  const rows = await p.db.select().from(pointItems).where(eq(pointItems.active, true)).orderBy(asc(pointItems.points), asc(pointItems.id));
  return { list: rows.map((row) => itemView(row, lang)) };
};

/** A redemption's reference number, as the member and the operator quote it. */
export const referenceOf = (id: number) => `PM${String(id).padStart(8, '0')}`;

export const redemptionView = (
  row: typeof pointRedemptions.$inferSelect,
  item: Pick<typeof pointItems.$inferSelect, 'kind' | 'nameEs' | 'nameEn'>,
  lang: ShippedLanguage,
): Redemption => ({
  referenceNo: referenceOf(row.id),
  appliedAt: row.createdAt.toISOString(),
  type: item.kind,
  name: lang === 'EN' ? item.nameEn : item.nameEs,
  quantity: row.quantity,
  points: row.points,
  amountRequirement: formatMinor(row.amountRequirement),
  status: row.status,
  changedPoints: -row.points,
  pointsBalance: row.pointsBalance,
  remark: row.remark,
});

const pageOf = (requested: number | undefined, total: number) => {
  const totalPages = Math.max(1, Math.ceil(total / POINT_PAGE_SIZE));
  const pageNum = Math.min(requested ?? 1, totalPages);
  return { pageNum, totalPages, total, offset: (pageNum - 1) * POINT_PAGE_SIZE };
};

/** The member's redemptions, newest first, a page at a time (`MCS2_getRedeemPointList`). */
export const redeemHistory = async (p: Platform, memberId: number, lang: ShippedLanguage, page?: number): Promise<RedemptionPage> => {
  await requireModule(p, POINTS_MODULE);
  const mine = eq(pointRedemptions.memberId, memberId);
  const [counted] = await p.db.select({ n: count() }).from(pointRedemptions).where(mine);
  const { offset, ...paging } = pageOf(page, counted?.n ?? 0);
  const rows = await p.db
    .select({ row: pointRedemptions, item: { kind: pointItems.kind, nameEs: pointItems.nameEs, nameEn: pointItems.nameEn } })
    .from(pointRedemptions)
    .innerJoin(pointItems, eq(pointItems.id, pointRedemptions.itemId))
    .where(mine)
    .orderBy(desc(pointRedemptions.id))
    .limit(POINT_PAGE_SIZE)
    .offset(offset);
  return { list: rows.map(({ row, item }) => redemptionView(row, item, lang)), ...paging };
};

/** Every change of the member's points, counted up to now, newest first, a page at a time (`MCS2_getPointDetails`). */
export const pointDetails = async (p: Platform, memberId: number, page?: number): Promise<PointEntryPage> => {
  await requireModule(p, POINTS_MODULE);
  return p.db.transaction(async (tx) => {
    await lockPoints(p, tx, memberId);
    const mine = eq(pointEntries.memberId, memberId);
    const [counted] = await tx.select({ n: count() }).from(pointEntries).where(mine);
    const { offset, ...paging } = pageOf(page, counted?.n ?? 0);
    const rows = await tx.select().from(pointEntries).where(mine).orderBy(desc(pointEntries.id)).limit(POINT_PAGE_SIZE).offset(offset);
    const list = rows.map((row) => ({
      id: String(row.id),
      at: row.createdAt.toISOString(),
      kind: row.kind,
      change: row.change,
      balance: row.balanceAfter,
      reference: row.reference,
    }));
    return { list, ...paging };
  });
};
