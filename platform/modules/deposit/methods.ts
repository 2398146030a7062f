import { clabe as clabeCheck } from 'clabe-validator';
import { and, asc, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEPOSIT_DAY_ZONE, DEPOSIT_METHODS, type DepositMethod, type DepositMethodInfo } from '../../../contract/deposits.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { endOfDay, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import type { Db, Tx } from '../../db/index.ts';
import { depositMethods, deposits, members } from '../../db/schema/index.ts';
import { readSetting } from '../system/index.ts';

export type MethodRow = typeof depositMethods.$inferSelect;

/** The calendar day of `now` in the market's zone, as the instants it starts and ends at. */
const dayOf = (now: Date) => {
  const day = zonedDateTime(now, DEPOSIT_DAY_ZONE).slice(0, 10);
  return { since: startOfDay(day, DEPOSIT_DAY_ZONE), until: endOfDay(day, DEPOSIT_DAY_ZONE) };
};

/**
 * What a member deposited by `method` on the day of `now`, in minor units: paid deposits and
 * requests still open. A rejected or expired request takes nothing from the day's limit.
 */
export const usedToday = async (db: Db | Tx, memberId: number, method: DepositMethod, now: Date): Promise<bigint> => {
  const { since, until } = dayOf(now);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        eq(deposits.method, method),
        gte(deposits.createdAt, since),
        lt(deposits.createdAt, until),
        or(eq(deposits.status, 'paid'), and(eq(deposits.status, 'pending'), gt(deposits.expiresAt, now))),
      ),
    );
  return BigInt(row?.total ?? '0');
};

export const readMethods = (db: Db | Tx) => db.select().from(depositMethods).orderBy(asc(depositMethods.sort), asc(depositMethods.method));

const clamp = (value: bigint) => (value < 0n ? 0n : value);

/** The methods a member may deposit by now: enabled, in the member's currency, with what is left of each day's limit. */
export const memberMethods = async (p: Platform, memberId: number): Promise<{ list: DepositMethodInfo[] }> => {
  const [member] = await p.db.select({ currency: members.currency }).from(members).where(eq(members.id, memberId));
  if (!member) throw new PlatformError('login.not.session');
  const rows = (await readMethods(p.db)).filter((row) => row.enabled && row.currency === member.currency);
  const now = p.now();
  const list = await Promise.all(
    rows.map(async (row) => ({
      method: row.method,
      currency: row.currency,
      min: formatMinor(row.minAmount),
      max: formatMinor(row.maxAmount),
      daily: formatMinor(row.dailyLimit),
      remainingToday: formatMinor(clamp(row.dailyLimit - (await usedToday(p.db, memberId, row.method, now)))),
      expiresInMinutes: row.expiryMinutes,
      clabe: row.method === 'spei' ? row.clabe : null,
    })),
  );
  return { list };
};

/** An amount as an operator types it (`100`, `250.50`): positive, at most two decimals. */
const operatorAmount = z
  .string()
  .trim()
  .refine((text) => /^\d{1,13}(\.\d{1,2})?$/.test(text) && (parseMinor(text) ?? 0n) > 0n, 'a positive amount with at most two decimals');

/** `payment-methods set`: only what is given changes. */
export const methodSettingSchema = z
  .object({
    method: z.enum(DEPOSIT_METHODS),
    min: operatorAmount.optional(),
    max: operatorAmount.optional(),
    daily: operatorAmount.optional(),
    enabled: z.boolean().optional(),
    /** SPEI: the site's CLABE, 18 digits with a valid bank, city and check digit. */
    clabe: z
      .string()
      .trim()
      .refine((text) => clabeCheck.validate(text).ok, 'a valid 18-digit CLABE')
      .optional(),
    /** How many hours a request stays open. */
    hours: z.coerce.number().int().min(1).max(720).optional(),
  })
  .refine((setting) => setting.clabe === undefined || setting.method === 'spei', { path: ['clabe'], message: 'spei_only' });
export type MethodSetting = z.infer<typeof methodSettingSchema>;

/** A method as the operator reads it. */
export interface MethodRecord {
  method: DepositMethod;
  enabled: boolean;
  currency: string;
  min: string;
  max: string;
  daily: string;
  expiresInMinutes: number;
  clabe: string | null;
}

export const toMethodRecord = (row: MethodRow): MethodRecord => ({
  method: row.method,
  enabled: row.enabled,
  currency: row.currency,
  min: formatMinor(row.minAmount),
  max: formatMinor(row.maxAmount),
  daily: formatMinor(row.dailyLimit),
  expiresInMinutes: row.expiryMinutes,
  clabe: row.clabe,
});

export const listMethods = async (db: Db): Promise<MethodRecord[]> => (await readMethods(db)).map(toMethodRecord);

const refuse = (field: string, issue: string): never => {
  throw new PlatformError('request_param_err', { fields: { [field]: [issue] } });
};

/**
 * Changes a method: its limits, whether it is offered, SPEI's CLABE, how long its requests stay
 * open. A method not set up yet needs its three limits (and SPEI its CLABE); it takes the site's
 * currency. The limits must hold together: minimum ≤ maximum ≤ daily limit.
 */
export const setMethod = async (p: Platform, input: MethodSetting): Promise<MethodRecord> => {
  return p.db.transaction(async (tx) => {
    const [current] = await tx.select().from(depositMethods).where(eq(depositMethods.method, input.method)).for('update');
    const minAmount = input.min ? parseMinor(input.min)! : current?.minAmount;
    const maxAmount = input.max ? parseMinor(input.max)! : current?.maxAmount;
    const dailyLimit = input.daily ? parseMinor(input.daily)! : current?.dailyLimit;
    if (minAmount === undefined || maxAmount === undefined || dailyLimit === undefined) return refuse('min', 'new_method_needs_min_max_daily');
    if (minAmount > maxAmount) refuse('max', 'below_min');
    if (maxAmount > dailyLimit) refuse('daily', 'below_max');
    const clabe = input.clabe ?? current?.clabe ?? null;
    if (input.method === 'spei' && !clabe) refuse('clabe', 'required_for_spei');
    const values = {
      minAmount,
      maxAmount,
      dailyLimit,
      clabe,
      enabled: input.enabled ?? current?.enabled ?? true,
      expiryMinutes: input.hours ? input.hours * 60 : (current?.expiryMinutes ?? 24 * 60),
      updatedAt: p.now(),
    };
    const currency = current?.currency ?? (await readSetting(p.db, 'currency'))?.code;
    if (!currency) throw new Error('The site has no currency setting');
    const [row] = current
      ? await tx.update(depositMethods).set(values).where(eq(depositMethods.method, input.method)).returning()
      : await tx
          .insert(depositMethods)
          .values({ method: input.method, currency, sort: DEPOSIT_METHODS.indexOf(input.method), ...values })
          .returning();
    return toMethodRecord(row!);
  });
};
