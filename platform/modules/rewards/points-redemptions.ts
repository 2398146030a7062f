import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { REDEMPTION_STATUSES } from '../../../contract/points.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { operatorText } from '../../core/operator-text.ts';
import { memberPoints, members, pointEntries, pointItems, pointRedemptions } from '../../db/schema/index.ts';
import { lockPoints, referenceOf } from './points.ts';
import { sendSystemMessages } from '../inbox/index.ts';

/*
 * The operator's redemptions of the points mall, and a support adjustment of a member's points.
 * A rejection gives the points back and puts the units back in stock, in one transaction that
 * locks the redemption, then the member's points, then the item: the order a redemption takes
 * the last two in too, so the two never deadlock.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const by = operatorText(64);

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
    // The member hears of it in the inbox, in the same transaction as the decision.
    const [item] = await tx.select({ nameEs: pointItems.nameEs, nameEn: pointItems.nameEn }).from(pointItems).where(eq(pointItems.id, r.itemId));
    await sendSystemMessages(tx, [
      {
        memberId: r.memberId,
        template: decision === 'approved' ? 'redemptionApproved' : 'redemptionRejected',
        params: {
          reference: referenceOf(r.id),
          itemEs: item?.nameEs ?? '',
          itemEn: item?.nameEn ?? '',
          points: String(r.points),
          remark: input.remark ?? '',
        },
      },
    ]);
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
