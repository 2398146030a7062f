import { and, asc, desc, eq, gt, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { DepositReport, DepositReportQuery, DepositStatus } from '../../../contract/deposits.ts';
import type { Platform } from '../../context.ts';
import { endOfDay, gmtOffset, startOfDay } from '../../core/zoned-time.ts';
import { depositReceipts, deposits } from '../../db/schema/index.ts';
import { toTask } from './task-view.ts';

type CheckedQuery = Omit<DepositReportQuery, 'pageSize'> & { pageSize: number };

/** A status as the member filters by it, in stored terms: expiry is a matter of `expires_at`. */
export const statusCondition = (status: DepositStatus, now: Date): SQL =>
  status === 'pending'
    ? and(eq(deposits.status, 'pending'), gt(deposits.expiresAt, now))!
    : status === 'expired'
      ? and(eq(deposits.status, 'pending'), lte(deposits.expiresAt, now))!
      : eq(deposits.status, status);

/**
 * One page of the member's deposits, newest first: keyset pages by id, so every page costs the
 * same however long the history is. Days are whole days in `timeZone` (UTC by default).
 */
export const depositReport = async (p: Platform, memberId: number, q: CheckedQuery): Promise<DepositReport> => {
  const zone = q.timeZone ?? 'UTC';
  const now = p.now();
  const filters = [
    eq(deposits.memberId, memberId),
    q.id ? eq(deposits.id, Number(q.id)) : undefined,
    q.status ? statusCondition(q.status, now) : undefined,
    q.startDate ? gte(deposits.createdAt, startOfDay(q.startDate, zone)) : undefined,
    q.endDate ? lt(deposits.createdAt, endOfDay(q.endDate, zone)) : undefined,
  ];
  const newerFirst = !q.after;
  const cursor = q.before ? lt(deposits.id, Number(q.before)) : q.after ? gt(deposits.id, Number(q.after)) : undefined;
  const fetched = await p.db
    .select()
    .from(deposits)
    .where(and(...filters, cursor))
    .orderBy(newerFirst ? desc(deposits.id) : asc(deposits.id))
    .limit(q.pageSize + 1);
  const more = fetched.length > q.pageSize;
  const rows = fetched.slice(0, q.pageSize);
  if (!newerFirst) rows.reverse();

  // Beyond the far end of the page is `more`; beyond the cursor's side, one look tells.
  const beyond = async (condition: SQL) =>
    (
      await p.db
        .select({ id: deposits.id })
        .from(deposits)
        .where(and(...filters, condition))
        .limit(1)
    ).length > 0;
  const first = rows[0];
  const last = rows.at(-1);
  const hasOlder = newerFirst ? more : !!last && (await beyond(lt(deposits.id, last.id)));
  const hasNewer = newerFirst ? !!q.before && !!first && (await beyond(gt(deposits.id, first.id))) : more;

  const ids = rows.map((row) => row.id);
  const receipts = ids.length
    ? new Set((await p.db.select({ id: depositReceipts.depositId }).from(depositReceipts).where(inArray(depositReceipts.depositId, ids))).map((r) => r.id))
    : new Set<number>();
  return {
    list: rows.map((row) => toTask(row, receipts.has(row.id), zone, now)),
    gmtOffset: gmtOffset(now, zone),
    older: hasOlder && last ? String(last.id) : null,
    newer: hasNewer && first ? String(first.id) : null,
  };
};
