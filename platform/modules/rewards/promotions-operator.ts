import { count, desc, eq, inArray, sum } from 'drizzle-orm';
import { z } from 'zod';
import { formatMinor } from '../../../contract/money-format.ts';
import { PROMOTION_KINDS } from '../../../contract/promotions.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { hasControlCharacter } from '../../core/control-characters.ts';
import { operatorAmount, operatorText, operatorTitle } from '../../core/operator-text.ts';
import type { Db } from '../../db/index.ts';
import { bonusGrants, promotionEntries, promotions } from '../../db/schema/index.ts';
import { siteSnapshot } from '../system/index.ts';
import { isOpen, promotionOf, type PromotionRow } from './promotion-status.ts';

/* The operator's side of the reward centre's promotions: `promotions add | list | end`; promotion-applications.ts reviews applications. */

const minor = (amount: string) => parseMinor(amount)!;
const amountText = operatorAmount().refine((text) => minor(text) > 0n, 'more than zero');
const contentText = z
  .string()
  .trim()
  .min(1)
  .max(4000)
  .refine((text) => !hasControlCharacter(text, { multiLine: true }), 'control_character');

export const promotionInputSchema = z
  .object({
    kind: z.enum(PROMOTION_KINDS),
    titleEs: operatorTitle(),
    titleEn: operatorTitle(),
    contentEs: contentText,
    contentEn: contentText,
    from: z.iso.datetime({ offset: true }),
    until: z.iso.datetime({ offset: true }).optional(),
    /** First-deposit bonus and weekly loss rebate: a percentage of the deposit or the loss (at most two decimals) and its cap. */
    percent: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with at most two decimals')
      .refine((text) => Number(text) > 0 && Number(text) <= 500, 'more than 0, at most 500')
      .optional(),
    cap: amountText.optional(),
    /** Sign-up reward or application promotion: its fixed amount. */
    reward: amountText.optional(),
    turnover: z.coerce.number().int().min(0).max(100),
    by: operatorText(64),
  })
  .refine((e) => !e.until || Date.parse(e.from) < Date.parse(e.until), { path: ['until'], message: 'after --from' })
  .refine((e) => e.kind === 'signUp' || e.kind === 'application' || (e.percent !== undefined && e.cap !== undefined && e.reward === undefined), {
    path: ['percent'],
    message: 'a first-deposit bonus or a weekly loss rebate takes --percent and --cap, not --reward',
  })
  .refine((e) => (e.kind !== 'signUp' && e.kind !== 'application') || (e.reward !== undefined && e.percent === undefined && e.cap === undefined), {
    path: ['reward'],
    message: 'a sign-up reward or an application promotion takes --reward, not --percent or --cap',
  });

export const promotionIdSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), by: operatorText(64) });

export interface OperatorPromotion {
  id: number;
  kind: PromotionRow['kind'];
  titleEs: string;
  titleEn: string;
  startsAt: string;
  endsAt: string | null;
  open: boolean;
  currency: string;
  percent: string | null;
  cap: string | null;
  reward: string | null;
  turnoverTimes: number;
  joined: number;
  paid: number;
  paidTotal: string;
  createdBy: string;
}

const operatorView = (row: PromotionRow, now: Date, joined: number, paid: { n: number; total: bigint }): OperatorPromotion => ({
  id: row.id,
  kind: row.kind,
  titleEs: row.titleEs,
  titleEn: row.titleEn,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  open: isOpen(row, now),
  currency: row.currency,
  percent: row.percentBp === null ? null : (row.percentBp / 100).toFixed(2),
  cap: row.cap === null ? null : formatMinor(row.cap),
  reward: row.reward === null ? null : formatMinor(row.reward),
  turnoverTimes: row.turnoverTimes,
  joined,
  paid: paid.n,
  paidTotal: formatMinor(paid.total),
  createdBy: row.createdBy,
});

const figuresOf = async (db: Db, ids: number[]) => {
  if (ids.length === 0) return { joined: new Map<number, number>(), paid: new Map<number, { n: number; total: bigint }>() };
  const [entries, grants] = await Promise.all([
    db
      .select({ id: promotionEntries.promotionId, n: count() })
      .from(promotionEntries)
      .where(inArray(promotionEntries.promotionId, ids))
      .groupBy(promotionEntries.promotionId),
    db
      .select({ id: bonusGrants.promotionId, n: count(), total: sum(bonusGrants.amount) })
      .from(bonusGrants)
      .where(inArray(bonusGrants.promotionId, ids))
      .groupBy(bonusGrants.promotionId),
  ]);
  return {
    joined: new Map(entries.map((row) => [row.id, row.n])),
    paid: new Map(grants.map((row) => [row.id, { n: row.n, total: BigInt(row.total ?? 0) }])),
  };
};

export const addPromotion = async (p: Platform, input: z.infer<typeof promotionInputSchema>): Promise<OperatorPromotion> => {
  const currency = (await siteSnapshot(p)).settings.currency.code;
  const [row] = await p.db
    .insert(promotions)
    .values({
      kind: input.kind,
      titleEs: input.titleEs,
      titleEn: input.titleEn,
      contentEs: input.contentEs,
      contentEn: input.contentEn,
      startsAt: new Date(input.from),
      endsAt: input.until ? new Date(input.until) : null,
      currency,
      percentBp: input.percent === undefined ? null : Math.round(Number(input.percent) * 100),
      cap: input.cap === undefined ? null : minor(input.cap),
      reward: input.reward === undefined ? null : minor(input.reward),
      turnoverTimes: input.turnover,
      createdBy: input.by,
      createdAt: p.now(),
    })
    .returning();
  return operatorView(row!, p.now(), 0, { n: 0, total: 0n });
};

export const listPromotions = async (p: Platform, { limit }: { limit: number }): Promise<OperatorPromotion[]> => {
  const rows = await p.db.select().from(promotions).orderBy(desc(promotions.id)).limit(limit);
  const { joined, paid } = await figuresOf(
    p.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => operatorView(row, p.now(), joined.get(row.id) ?? 0, paid.get(row.id) ?? { n: 0, total: 0n }));
};

/** Ends a promotion now: nobody joins or claims it after this, and bonuses it paid stay paid. */
export const endPromotion = async (p: Platform, { id }: { id: number; by: string }): Promise<OperatorPromotion> => {
  const now = p.now();
  const row = await promotionOf(p.db, id);
  const [ended] = row.enabled ? await p.db.update(promotions).set({ enabled: false }).where(eq(promotions.id, id)).returning() : [row];
  const { joined, paid } = await figuresOf(p.db, [id]);
  return operatorView(ended!, now, joined.get(id) ?? 0, paid.get(id) ?? { n: 0, total: 0n });
};
