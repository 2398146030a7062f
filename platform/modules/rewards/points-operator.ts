import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatMinor } from '../../../contract/money-format.ts';
import { EARN_RATE_MAX, POINT_DELAY_MAX_SECONDS, POINT_ITEM_TYPES, POINTS_MODULE, type PointConfig } from '../../../contract/points.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { operatorAmount, operatorText, operatorTitle } from '../../core/operator-text.ts';
import { pointItems, pointRates } from '../../db/schema/index.ts';
import { isModuleEnabled } from '../system/index.ts';
import { configOf, rateHistory } from './points.ts';

/*
 * The operator's side of the points mall: the rates and the catalogue. The redemptions to decide
 * and the support adjustments are in points-redemptions.ts.
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
