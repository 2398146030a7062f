import { and, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import {
  DEFAULT_REALITY_INTERVAL,
  LIMIT_COOLING_OFF_MS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_INTERVALS,
  REALITY_TEST_INTERVAL,
  type LimitChange,
  type LimitKind,
  type LimitPeriod,
  type LimitRef,
  type LimitView,
  type ResponsibleState,
} from '../../../contract/responsible-gambling.ts';
import { formatMinor, parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { deposits, memberHourStats, members, playDays, playLimits, playSettings } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { writeAudit, type Actor } from './audit.ts';
import { marketDay, periodOf } from './periods.ts';

/*
 * The player's own limits. A lower limit, or a first one, applies at once; a higher one, or a
 * removal, waits LIMIT_COOLING_OFF_MS and then needs the player's yes again. Deposits and bets
 * lock the member's limit rows while they count what the period has used, so requests that
 * arrive together are counted one after the other and cannot pass a limit between them.
 */

type LimitRow = typeof playLimits.$inferSelect;
type On = Db | Tx;

const MINUTE_MS = 60_000;

/** The periods a kind takes: playing time is counted per day only. */
export const periodsOf = (kind: LimitKind): readonly LimitPeriod[] => (kind === 'time' ? ['day'] : LIMIT_PERIODS);

/** Paid deposits and requests still open, in [since, until): what a deposit limit counts, as the methods' day limits do. */
const depositedIn = async (on: On, memberId: number, since: Date, until: Date, now: Date): Promise<bigint> => {
  const [row] = await on
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        gte(deposits.createdAt, since),
        lt(deposits.createdAt, until),
        or(eq(deposits.status, 'paid'), and(eq(deposits.status, 'pending'), gt(deposits.expiresAt, now))),
      ),
    );
  return BigInt(row?.total ?? '0');
};

/**
 * Stakes and wins of the member's hours in [since, until), from the report rows every bet and win
 * writes in its own transaction (the ledger audit holds them to the postings). The market's
 * periods start on whole UTC hours.
 */
const playedMoneyIn = async (on: On, memberId: number, since: Date, until: Date): Promise<{ stake: bigint; win: bigint }> => {
  const [row] = await on
    .select({
      stake: sql<string>`coalesce(sum(${memberHourStats.stake}), 0)::text`,
      win: sql<string>`coalesce(sum(${memberHourStats.win}), 0)::text`,
    })
    .from(memberHourStats)
    .where(and(eq(memberHourStats.memberId, memberId), gte(memberHourStats.hour, since), lt(memberHourStats.hour, until)));
  return { stake: BigInt(row?.stake ?? '0'), win: BigInt(row?.win ?? '0') };
};

/** Playing time of the member's market day, ms. */
export const playedOn = async (on: On, memberId: number, day: string): Promise<number> => {
  const [row] = await on
    .select({ ms: playDays.playedMs })
    .from(playDays)
    .where(and(eq(playDays.memberId, memberId), eq(playDays.day, day)));
  return row?.ms ?? 0;
};

/** What the period holding `now` has used of a limit of `kind`: minor units, or minutes for `time`. */
export const usedBy = async (on: On, memberId: number, kind: LimitKind, period: LimitPeriod, now: Date): Promise<bigint> => {
  const { since, until } = periodOf(period, now);
  if (kind === 'deposit') return depositedIn(on, memberId, since, until, now);
  if (kind === 'time') return BigInt(Math.floor((await playedOn(on, memberId, marketDay(now))) / MINUTE_MS));
  const { stake, win } = await playedMoneyIn(on, memberId, since, until);
  return kind === 'wager' ? stake : stake - win;
};

const wire = (kind: LimitKind, value: bigint): string => (kind === 'time' ? value.toString() : formatMinor(value));
export const clamp = (value: bigint) => (value < 0n ? 0n : value);

const viewOf = async (on: On, memberId: number, kind: LimitKind, period: LimitPeriod, row: LimitRow | undefined, now: Date): Promise<LimitView> => {
  const used = await usedBy(on, memberId, kind, period, now);
  const amount = row?.amount ?? null;
  const confirmableAt = row?.pendingAt ? row.pendingAt.getTime() + LIMIT_COOLING_OFF_MS : null;
  return {
    kind,
    period,
    amount: amount === null ? null : wire(kind, amount),
    used: wire(kind, clamp(used)),
    remaining: amount === null ? null : wire(kind, clamp(amount - used)),
    resetsAt: periodOf(period, now).until.getTime(),
    pending:
      row?.pendingAt && confirmableAt !== null
        ? {
            amount: row.pendingAmount === null ? null : wire(kind, row.pendingAmount),
            requestedAt: row.pendingAt.getTime(),
            confirmableAt,
            confirmable: now.getTime() >= confirmableAt,
          }
        : null,
  };
};

/** The reality-check intervals this site offers: the standard ones, and one minute where the operator allows it for tests. */
export const realityChoices = (p: Platform): number[] => (p.env.REALITY_TEST_INTERVAL ? [REALITY_TEST_INTERVAL, ...REALITY_INTERVALS] : [...REALITY_INTERVALS]);

/** The member's reality-check interval, minutes. */
export const realityMinutesOf = async (on: On, memberId: number): Promise<number> => {
  const [row] = await on.select({ minutes: playSettings.realityMinutes }).from(playSettings).where(eq(playSettings.memberId, memberId));
  return row?.minutes ?? DEFAULT_REALITY_INTERVAL;
};

/** The section's state: every limit (set or not) with what its period used, the interval, today's playing time. */
export const responsibleState = async (p: Platform, memberId: number, on: On = p.db): Promise<ResponsibleState> => {
  const now = p.now();
  const [[member], rows, realityMinutes, playedMs] = await Promise.all([
    on.select({ currency: members.currency }).from(members).where(eq(members.id, memberId)),
    on.select().from(playLimits).where(eq(playLimits.memberId, memberId)),
    realityMinutesOf(on, memberId),
    playedOn(on, memberId, marketDay(now)),
  ]);
  const limits: LimitView[] = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of periodsOf(kind)) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      limits.push(await viewOf(on, memberId, kind, period, row, now));
    }
  }
  return {
    currency: member?.currency ?? '',
    limits,
    realityMinutes,
    realityChoices: realityChoices(p),
    playedTodayMinutes: Math.floor(playedMs / MINUTE_MS),
  };
};

/** A change's value in the row's units: minor units, or minutes for `time`. */
const valueOf = (change: LimitChange): bigint | null => {
  if (change.amount === null) return null;
  if (change.kind === 'time') return BigInt(change.amount);
  const minor = parseMinor(change.amount);
  if (minor === null || minor <= 0n) throw new PlatformError('request_param_err', { fields: { amount: ['amount_format'] } });
  return minor;
};

const lockRow = async (tx: Tx, memberId: number, ref: LimitRef): Promise<LimitRow | undefined> => {
  const [row] = await tx
    .select()
    .from(playLimits)
    .where(and(eq(playLimits.memberId, memberId), eq(playLimits.kind, ref.kind), eq(playLimits.period, ref.period)))
    .for('update');
  return row;
};

/** Writes a limit's row, or deletes it when it holds neither a limit nor a waiting change. */
const saveRow = async (tx: Tx, memberId: number, ref: LimitRef, values: Pick<LimitRow, 'amount' | 'pendingAmount' | 'pendingAt'>, now: Date) => {
  const where = and(eq(playLimits.memberId, memberId), eq(playLimits.kind, ref.kind), eq(playLimits.period, ref.period));
  if (values.amount === null && values.pendingAt === null) {
    await tx.delete(playLimits).where(where);
    return;
  }
  await tx
    .insert(playLimits)
    .values({ memberId, kind: ref.kind, period: ref.period, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: [playLimits.memberId, playLimits.kind, playLimits.period], set: { ...values, updatedAt: now } });
};

/**
 * Sets, lowers, raises or removes one limit. Lower or new: in force at once, and any waiting
 * change is dropped. Higher or removal: waits its cooling-off as the limit's pending change; the
 * limit in force stays until the player confirms it after the wait.
 */
export const changeLimit = async (p: Platform, memberId: number, change: LimitChange, actor: Actor): Promise<ResponsibleState> => {
  if (!periodsOf(change.kind).includes(change.period)) throw new PlatformError('request_param_err', { fields: { period: ['period_invalid'] } });
  const next = valueOf(change);
  return p.db.transaction(async (tx) => {
    const now = p.now();
    const row = await lockRow(tx, memberId, change);
    const current = row?.amount ?? null;
    const tighter = next !== null && (current === null || next < current);
    if (tighter) {
      await saveRow(tx, memberId, change, { amount: next, pendingAmount: null, pendingAt: null }, now);
    } else if (next === current) {
      // The same limit again: a waiting change is dropped, since the player asked for what is in force.
      await saveRow(tx, memberId, change, { amount: current, pendingAmount: null, pendingAt: null }, now);
    } else {
      await saveRow(tx, memberId, change, { amount: current, pendingAmount: next, pendingAt: now }, now);
    }
    await writeAudit(
      tx,
      memberId,
      actor,
      tighter ? 'limit.applied' : next === current ? 'limit.kept' : 'limit.requested',
      {
        kind: change.kind,
        period: change.period,
        from: current === null ? null : current.toString(),
        to: next === null ? null : next.toString(),
      },
      now,
    );
    return responsibleState(p, memberId, tx);
  });
};

/** Applies a limit's waiting change once its cooling-off has passed: `rg.limit.cooling` before. */
export const confirmLimit = async (p: Platform, memberId: number, ref: LimitRef, actor: Actor): Promise<ResponsibleState> =>
  p.db.transaction(async (tx) => {
    const now = p.now();
    const row = await lockRow(tx, memberId, ref);
    if (!row?.pendingAt) throw new PlatformError('rg.limit.not.pending');
    const confirmableAt = row.pendingAt.getTime() + LIMIT_COOLING_OFF_MS;
    if (now.getTime() < confirmableAt) throw new PlatformError('rg.limit.cooling', { confirmableAt });
    await saveRow(tx, memberId, ref, { amount: row.pendingAmount, pendingAmount: null, pendingAt: null }, now);
    await writeAudit(
      tx,
      memberId,
      actor,
      'limit.confirmed',
      {
        kind: ref.kind,
        period: ref.period,
        from: row.amount === null ? null : row.amount.toString(),
        to: row.pendingAmount === null ? null : row.pendingAmount.toString(),
      },
      now,
    );
    return responsibleState(p, memberId, tx);
  });

/** Drops a limit's waiting change: the limit in force stays. */
export const cancelLimit = async (p: Platform, memberId: number, ref: LimitRef, actor: Actor): Promise<ResponsibleState> =>
  p.db.transaction(async (tx) => {
    const now = p.now();
    const row = await lockRow(tx, memberId, ref);
    if (!row?.pendingAt) throw new PlatformError('rg.limit.not.pending');
    await saveRow(tx, memberId, ref, { amount: row.amount, pendingAmount: null, pendingAt: null }, now);
    await writeAudit(tx, memberId, actor, 'limit.cancelled', { kind: ref.kind, period: ref.period }, now);
    return responsibleState(p, memberId, tx);
  });

/** Sets the reality-check interval; it applies from the next check of each game session. */
export const setRealityInterval = async (p: Platform, memberId: number, minutes: number, actor: Actor): Promise<ResponsibleState> => {
  if (!realityChoices(p).includes(minutes)) throw new PlatformError('request_param_err', { fields: { minutes: ['interval_invalid'] } });
  return p.db.transaction(async (tx) => {
    const now = p.now();
    await tx
      .insert(playSettings)
      .values({ memberId, realityMinutes: minutes, updatedAt: now })
      .onConflictDoUpdate({ target: playSettings.memberId, set: { realityMinutes: minutes, updatedAt: now } });
    await writeAudit(tx, memberId, actor, 'reality.interval', { minutes }, now);
    return responsibleState(p, memberId, tx);
  });
};
