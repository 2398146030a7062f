import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LimitKind, LimitPeriod } from '../../../contract/responsible-gambling.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import { rowsOf, type Db, type Tx } from '../../db/index.ts';
import { memberHourStats, playLimits } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { clamp, usedBy } from './limits.ts';
import { periodOf } from './periods.ts';

/*
 * Where the limits bite: a deposit or a bet, inside its own transaction, counts what the period
 * has used under the member's locked limit rows, so requests that arrive together are counted one
 * after the other and cannot pass a limit between them.
 */

/** The member's limits in force of `kinds`, locked until the transaction ends. */
const lockLimits = (tx: Tx, memberId: number, kinds: LimitKind[]) =>
  tx
    .select()
    .from(playLimits)
    .where(and(eq(playLimits.memberId, memberId), inArray(playLimits.kind, kinds), isNotNull(playLimits.amount)))
    .for('update');

/**
 * Inside a deposit's transaction, before any provider is called: `rg.deposit.limit` when the
 * amount would pass a deposit limit, with what is left and when that period starts again.
 */
export const checkDepositLimits = async (tx: Tx, memberId: number, amount: bigint, now: Date): Promise<void> => {
  for (const row of await lockLimits(tx, memberId, ['deposit'])) {
    const used = await usedBy(tx, memberId, 'deposit', row.period, now);
    const left = clamp(row.amount! - used);
    if (amount > left) {
      throw new PlatformError('rg.deposit.limit', { period: row.period, remaining: formatMinor(left), resetsAt: periodOf(row.period, now).until.getTime() });
    }
  }
};

/**
 * Stakes and wins of each of `periods` that holds `now`, in one read of the member's hours: from
 * the earliest start to the latest end, each period summed over its own part.
 */
const playedMoneyByPeriod = async (tx: Tx, memberId: number, periods: readonly LimitPeriod[], now: Date) => {
  const bounds = periods.map((period) => ({ period, ...periodOf(period, now) }));
  const since = new Date(Math.min(...bounds.map((b) => b.since.getTime())));
  const until = new Date(Math.max(...bounds.map((b) => b.until.getTime())));
  const within = (b: (typeof bounds)[number]) =>
    sql`${memberHourStats.hour} >= ${b.since.toISOString()}::timestamptz and ${memberHourStats.hour} < ${b.until.toISOString()}::timestamptz`;
  const sums = bounds.flatMap((b) => [
    sql`coalesce(sum(${memberHourStats.stake}) filter (where ${within(b)}), 0)::text`,
    sql`coalesce(sum(${memberHourStats.win}) filter (where ${within(b)}), 0)::text`,
  ]);
  const [row] = rowsOf<Record<string, string>>(
    await tx.execute(
      sql`select ${sql.join(
        sums.map((s, i) => sql`${s} as ${sql.raw(`f${i}`)}`),
        sql`, `,
      )} from ${memberHourStats} where ${memberHourStats.memberId} = ${memberId} and ${memberHourStats.hour} >= ${since.toISOString()}::timestamptz and ${memberHourStats.hour} < ${until.toISOString()}::timestamptz`,
    ),
  );
  return new Map(bounds.map((b, i) => [b.period, { stake: BigInt(row?.[`f${2 * i}`] ?? '0'), win: BigInt(row?.[`f${2 * i + 1}`] ?? '0') }]));
};

/**
 * Inside a bet's transaction, before its money moves: the stake must fit every wager limit, must
 * not take the period's net loss past a loss limit, and today's playing time must be under the
 * time limit. A bet already placed settles whatever happens after it. The limits are locked, and
 * the periods' stakes and wins read in one query.
 */
export const checkBetLimits = async (tx: Tx, memberId: number, stake: bigint, now: Date): Promise<void> => {
  const rows = await lockLimits(tx, memberId, ['loss', 'wager', 'time']);
  if (rows.length === 0) return;
  const moneyPeriods = [...new Set(rows.filter((r) => r.kind !== 'time').map((r) => r.period))];
  const played = moneyPeriods.length ? await playedMoneyByPeriod(tx, memberId, moneyPeriods, now) : new Map<LimitPeriod, { stake: bigint; win: bigint }>();
  for (const row of rows) {
    const resetsAt = periodOf(row.period, now).until.getTime();
    if (row.kind === 'time') {
      if ((await usedBy(tx, memberId, 'time', 'day', now)) >= row.amount!) throw new PlatformError('rg.time.limit', { resetsAt });
      continue;
    }
    const money = played.get(row.period)!;
    const used = row.kind === 'wager' ? money.stake : money.stake - money.win;
    if (used + stake > row.amount!) {
      const code = row.kind === 'loss' ? 'rg.loss.limit' : 'rg.wager.limit';
      throw new PlatformError(code, { period: row.period, remaining: formatMinor(clamp(row.amount! - used)), resetsAt });
    }
  }
};

/** Whether today's playing time limit is reached: no launch, and open game pages take no bets. */
export const timeLimitReached = async (on: Db | Tx, memberId: number, now: Date): Promise<{ resetsAt: number } | null> => {
  const [row] = await on
    .select({ amount: playLimits.amount })
    .from(playLimits)
    .where(and(eq(playLimits.memberId, memberId), eq(playLimits.kind, 'time'), isNotNull(playLimits.amount)));
  if (!row?.amount) return null;
  const used = await usedBy(on, memberId, 'time', 'day', now);
  return used >= row.amount ? { resetsAt: periodOf('day', now).until.getTime() } : null;
};
