import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatMinor } from '../../../contract/money-format.ts';
import { EARN_RATE_MAX, POINT_DELAY_MAX_SECONDS, POINT_ITEM_TYPES, POINTS_MODULE, REDEMPTION_STATUSES, type PointConfig } from '../../../contract/points.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { operatorAmount, operatorText, operatorTitle } from '../../core/operator-text.ts';
import { memberPoints, members, pointEntries, pointItems, pointRates, pointRedemptions } from '../../db/schema/index.ts';
import { isModuleEnabled } from '../system/index.ts';
import { configOf, lockPoints, rateHistory, referenceOf } from './points.ts';

/*
 * The operator's side of the points mall: the rates, the catalogue, the redemptions to approve or
 * reject, and a support adjustment of a member's points. A rejection gives the points back and
 * puts the units back in stock, in one transaction that locks the redemption, then the member's
 * points, then the item: the order a redemption takes them too, so the two never deadlock.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const by = operatorText(64);
const wholePoints = z.coerce.number().int().min(1).max(1_000_000_000);

export const pointRateInputSchema = z
  .object({
    /** Points per 1.00 of valid bet, at most two decimals. */
    earn: z
      .string()
      .trim()
      .regex(/^\d{1,4}(\.\d{1,2})?$/, 'points per 1.00, at most two decimals')
      .refine((text) => Math.round(Number(text) * 100) <= EARN_RATE_MAX, `at most ${EARN_RATE_MAX / 100}`)
      .optional(),
    convertPoints: z.coerce.number().int().min(0).max(1_000_000).optional(),
    convertAmount: operatorAmount().optional(),
    delay: z.coerce.number().int().min(1).max(POINT_DELAY_MAX_SECONDS).optional(),
    by,
  })
  .refine((r) => r.earn !== undefined || r.convertPoints !== undefined || r.convertAmount !== undefined || r.delay !== undefined, {
    message: 'nothing to change',
  });

export interface PointConfigReport extends PointConfig {
  enabled: boolean;
  setBy: string | null;
  setAt: string | null;
}

export const pointConfigReport = async (p: Platform): Promise<PointConfigReport> => {
  const [rate, enabled] = await Promise.all([rateHistory(p.db).then((rates) => rates.at(-1)), isModuleEnabled(p, POINTS_MODULE)]);
  return { ...configOf(rate), enabled, setBy: rate?.createdBy ?? null, setAt: rate?.createdAt.toISOString() ?? null };
};

/** Sets the rates; what is not given stays. A new earn rate applies to bets settled from now on. */
export const setPointRate = async (p: Platform, input: z.output<typeof pointRateInputSchema>): Promise<PointConfigReport> => {
  const current = (await rateHistory(p.db)).at(-1);
  await p.db.insert(pointRates).values({
    earnRate: input.earn === undefined ? (current?.earnRate ?? 0) : Math.round(Number(input.earn) * 100),
    convertPoints: input.convertPoints ?? current?.convertPoints ?? 0,
    convertAmount: input.convertAmount === undefined ? (current?.convertAmount ?? 0n) : parseMinor(input.convertAmount)!,
    delaySeconds: input.delay ?? current?.delaySeconds ?? 60,
    createdBy: input.by,
    createdAt: p.now(),
  });
  return pointConfigReport(p);
};

export const pointItemInputSchema = z
  .object({
    type: z.enum(POINT_ITEM_TYPES),
    nameEs: operatorTitle(80),
    nameEn: operatorTitle(80),
    points: wholePoints,
    stock: z.coerce.number().int().min(0).max(1_000_000),
    /** The valid bets a member must have made; none by default. */
    requirement: operatorAmount().default('0'),
    /** A cash item's amount per unit. */
    cash: operatorAmount().optional(),
  })
  .refine((i) => (i.type === 'cash') === (i.cash !== undefined), { path: ['cash'], message: 'required for a cash item, and only for one' })
  .refine((i) => i.cash === undefined || parseMinor(i.cash)! > 0n, { path: ['cash'], message: 'more than zero' });

export const pointItemStockSchema = z.object({ id, stock: z.coerce.number().int().min(0).max(1_000_000) });
export const pointItemIdSchema = z.object({ id });

export interface OperatorPointItem {
  id: number;
  active: boolean;
  type: string;
  nameEs: string;
  nameEn: string;
  points: number;
  cash: string | null;
  requirement: string;
  stock: number;
}

const itemReport = (row: typeof pointItems.$inferSelect): OperatorPointItem => ({
  id: row.id,
  active: row.active,
  type: row.kind,
  nameEs: row.nameEs,
  nameEn: row.nameEn,
  points: row.points,
  cash: row.cashAmount === null ? null : formatMinor(row.cashAmount),
  requirement: formatMinor(row.amountRequirement),
  stock: row.stock,
});

export const listPointItems = async (p: Platform): Promise<OperatorPointItem[]> =>
  (await p.db.select().from(pointItems).orderBy(pointItems.id)).map(itemReport);

export const addPointItem = async (p: Platform, input: z.output<typeof pointItemInputSchema>): Promise<OperatorPointItem> => {
  const [row] = await p.db
    .insert(pointItems)
    .values({
      kind: input.type,
      nameEs: input.nameEs,
      nameEn: input.nameEn,
      points: input.points,
      stock: input.stock,
      amountRequirement: parseMinor(input.requirement)!,
      cashAmount: input.cash === undefined ? null : parseMinor(input.cash)!,
      createdAt: p.now(),
    })
    .returning();
  return itemReport(row!);
};

/** Sets an item's stock (a count, not a change): redemptions already made stay made. */
export const setPointItemStock = async (p: Platform, input: z.output<typeof pointItemStockSchema>): Promise<OperatorPointItem> => {
  const [row] = await p.db.update(pointItems).set({ stock: input.stock }).where(eq(pointItems.id, input.id)).returning();
  return row ? itemReport(row) : fail('points.item.unavailable');
};

export const disablePointItem = async (p: Platform, input: z.output<typeof pointItemIdSchema>): Promise<OperatorPointItem> => {
  const [row] = await p.db.update(pointItems).set({ active: false }).where(eq(pointItems.id, input.id)).returning();
  return row ? itemReport(row) : fail('points.item.unavailable');
};

export const redemptionListSchema = z.object({
  status: z.enum(REDEMPTION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});

export interface OperatorRedemption {
  id: number;
  referenceNo: string;
  account: string;
  item: string;
  type: string;
  quantity: number;
  points: number;
  status: string;
  appliedAt: string;
  remark: string | null;
  decidedBy: string | null;
}

const redemptionRows = (p: Platform) =>
  p.db
    .select({ r: pointRedemptions, account: members.account, nameEn: pointItems.nameEn, kind: pointItems.kind })
    .from(pointRedemptions)
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .innerJoin(pointItems, eq(pointItems.id, pointRedemptions.itemId));

type RedemptionRow = Awaited<ReturnType<ReturnType<typeof redemptionRows>['where']>>[number];

const redemptionReport = ({ r, account, nameEn, kind }: RedemptionRow): OperatorRedemption => ({
  id: r.id,
  referenceNo: referenceOf(r.id),
  account,
  item: nameEn,
  type: kind,
  quantity: r.quantity,
  points: r.points,
  status: r.status,
  appliedAt: r.createdAt.toISOString(),
  remark: r.remark,
  decidedBy: r.decidedBy,
});

export const listRedemptions = async (p: Platform, query: z.output<typeof redemptionListSchema>): Promise<OperatorRedemption[]> => {
  const rows = await redemptionRows(p)
    .where(query.status ? eq(pointRedemptions.status, query.status) : undefined)
    .orderBy(desc(pointRedemptions.id))
    .limit(query.limit);
  return rows.map(redemptionReport);
};

export const redemptionDecisionSchema = z.object({ id, by, remark: operatorText(200).optional() });
export const redemptionRejectSchema = z.object({ id, by, remark: operatorText(200) });

/**
 * Approves or rejects a redemption in process (a physical item): once only. A rejection gives
 * the points back (a `refunded` entry) and puts the units back in stock.
 */
export const decideRedemption = async (
  p: Platform,
  decision: 'approved' | 'rejected',
  input: z.output<typeof redemptionDecisionSchema>,
): Promise<OperatorRedemption> => {
  await p.db.transaction(async (tx) => {
    const [r] = await tx.select().from(pointRedemptions).where(eq(pointRedemptions.id, input.id)).for('update');
    if (!r) return fail('points.redemption.not.found');
    if (r.status !== 'in_process') return fail('points.redemption.decided', { status: r.status });
    const now = p.now();
    if (decision === 'rejected') {
      const points = await lockPoints(p, tx, r.memberId);
      const after = points.balance + r.points;
      await tx.update(memberPoints).set({ balance: after }).where(eq(memberPoints.memberId, r.memberId));
      await tx
        .insert(pointEntries)
        .values({ memberId: r.memberId, kind: 'refunded', change: r.points, balanceAfter: after, reference: referenceOf(r.id), createdAt: now });
      await tx
        .update(pointItems)
        .set({ stock: sql`${pointItems.stock} + ${r.quantity}` })
        .where(eq(pointItems.id, r.itemId));
    }
    await tx
      .update(pointRedemptions)
      .set({ status: decision, remark: input.remark ?? null, decidedBy: input.by, decidedAt: now })
      .where(and(eq(pointRedemptions.id, r.id), eq(pointRedemptions.status, 'in_process')));
  });
  const [row] = await redemptionRows(p).where(eq(pointRedemptions.id, input.id));
  return redemptionReport(row!);
};

export const pointAdjustmentSchema = z.object({
  account: z.string().trim().min(1).max(64),
  points: z.coerce
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0, 'not zero'),
  reason: operatorText(200),
  by,
});

/** A support correction of a member's points, with the reason the member reads; never below zero. */
export const adjustPoints = async (p: Platform, input: z.output<typeof pointAdjustmentSchema>) => {
  const [member] = await p.db.select({ id: members.id }).from(members).where(eq(members.account, input.account.toLowerCase()));
  if (!member) return fail('request_param_err', { fields: { account: ['unknown_account'] } });
  return p.db.transaction(async (tx) => {
    const points = await lockPoints(p, tx, member.id);
    const after = points.balance + input.points;
    if (after < 0) return fail('points.not.enough', { points: points.balance, needed: -input.points });
    await tx.update(memberPoints).set({ balance: after }).where(eq(memberPoints.memberId, member.id));
    await tx
      .insert(pointEntries)
      .values({ memberId: member.id, kind: 'adjusted', change: input.points, balanceAfter: after, reference: input.reason, createdAt: p.now() });
    return { account: input.account, change: input.points, points: after, reason: input.reason, by: input.by };
  });
};
