import { and, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { breakEnd, type BreakRequest } from '../../../contract/responsible-gambling.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { members, playBreaks } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { writeAudit, type Actor } from './audit.ts';

/*
 * Time-outs and self-exclusions. While one holds, the member cannot log in, launch or bet, deposit,
 * receive transfers or contract offers, or be sent marketing; a withdrawal of what is left is
 * still allowed. A time-out ends by itself; an exclusion holds past its end until the operator
 * reopens the account. Neither can be shortened.
 */

export interface BreakInForce {
  kind: 'timeout' | 'exclusion';
  /** When it ends; null for a permanent exclusion. An exclusion past its end still holds until reopened. */
  until: Date | null;
}

/** The break holding the member at `now`, if any. */
export const breakInForce = async (on: Db | Tx, memberId: number, now: Date): Promise<BreakInForce | null> => {
  const [row] = await on
    .select({ kind: playBreaks.kind, endsAt: playBreaks.endsAt })
    .from(playBreaks)
    .where(
      and(
        eq(playBreaks.memberId, memberId),
        lte(playBreaks.startsAt, now),
        isNull(playBreaks.reopenedAt),
        or(eq(playBreaks.kind, 'exclusion'), gt(playBreaks.endsAt, now)),
      ),
    )
    .orderBy(desc(playBreaks.startsAt))
    .limit(1);
  return row ? { kind: row.kind, until: row.endsAt } : null;
};

/** The refusal a member on a break gets: `rg.timed.out` or `rg.self.excluded`, with the end. */
export const breakRefusal = (held: BreakInForce): PlatformError =>
  new PlatformError(held.kind === 'timeout' ? 'rg.timed.out' : 'rg.self.excluded', { kind: held.kind, until: held.until?.getTime() ?? null });

/** Refuses with the member's break, if one holds. */
export const assertNoBreak = async (on: Db | Tx, memberId: number, now: Date): Promise<void> => {
  const held = await breakInForce(on, memberId, now);
  if (held) throw breakRefusal(held);
};

/**
 * Refuses money or an offer sent to a member on a break (`rg.member.on.break`), without saying
 * which kind of break: the sender learns only that the account takes nothing now.
 */
export const assertReceives = async (on: Db | Tx, memberId: number, now: Date): Promise<void> => {
  if (await breakInForce(on, memberId, now)) throw new PlatformError('rg.member.on.break');
};

/**
 * Starts a time-out or a self-exclusion now. The caller has checked the login password and the
 * second yes; the member's sessions are ended by the caller once this commits. One at a time:
 * a member already on a break cannot start another (it could only be shorter or the same).
 */
export const startBreak = async (p: Platform, memberId: number, request: Pick<BreakRequest, 'type' | 'length'>, actor: Actor): Promise<BreakInForce> =>
  p.db.transaction(async (tx) => {
    const now = p.now();
    // The member's row orders two requests of the same member.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    if (await breakInForce(tx, memberId, now)) throw new PlatformError('rg.break.active');
    const endsAt = breakEnd(request.length, now);
    await tx.insert(playBreaks).values({ memberId, kind: request.type, length: request.length, startsAt: now, endsAt });
    await writeAudit(tx, memberId, actor, `break.${request.type}`, { length: request.length, endsAt: endsAt?.toISOString() ?? null }, now);
    return { kind: request.type, until: endsAt };
  });

/**
 * The operator reopens a self-excluded account once its exclusion has ended: `rg.break.running`
 * before the end, or for a permanent exclusion; `rg.break.none` when nothing holds.
 */
export const reopenAfterExclusion = async (p: Platform, memberId: number, operator: string): Promise<void> =>
  p.db.transaction(async (tx) => {
    const now = p.now();
    const [row] = await tx
      .select()
      .from(playBreaks)
      .where(and(eq(playBreaks.memberId, memberId), eq(playBreaks.kind, 'exclusion'), isNull(playBreaks.reopenedAt)))
      .orderBy(desc(playBreaks.startsAt))
      .limit(1)
      .for('update');
    if (!row) throw new PlatformError('rg.break.none');
    if (!row.endsAt || row.endsAt.getTime() > now.getTime()) throw new PlatformError('rg.break.running', { until: row.endsAt?.getTime() ?? null });
    await tx.update(playBreaks).set({ reopenedAt: now, reopenedBy: operator }).where(eq(playBreaks.id, row.id));
    await writeAudit(tx, memberId, { type: 'operator', name: operator }, 'break.reopened', { breakId: row.id }, now);
  });

/** Members on a break at `now` (SQL): for lists that must leave them out, such as marketing. */
export const onBreakSql = (memberIdColumn: SQL, now: Date): SQL =>
  sql`exists (select 1 from ${playBreaks} b where b.member_id = ${memberIdColumn} and b.starts_at <= ${now.toISOString()}::timestamptz and b.reopened_at is null and (b.kind = 'exclusion' or b.ends_at > ${now.toISOString()}::timestamptz))`;
