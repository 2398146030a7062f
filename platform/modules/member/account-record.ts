import { formatMinor } from '../../../contract/money-format.ts';
import { ACCOUNT_RECORD_TYPES, type AccountRecordPage, type AccountRecordQuery, type AccountRecordType } from '../../../contract/account-records.ts';
import type { Platform } from '../../context.ts';
import { endOfDay, gmtOffset, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { KINDS_OF_TYPE, walletPostings, type PostingsFrom } from '../ledger/index.ts';

const NAMED_KINDS = Object.values(KINDS_OF_TYPE).flat();

export const recordTypeOf = (kind: string): AccountRecordType =>
  ACCOUNT_RECORD_TYPES.find((type) => type !== 'adjustment' && KINDS_OF_TYPE[type].includes(kind)) ?? 'adjustment';

const kindsOf = (type: AccountRecordType | undefined) =>
  type === undefined ? undefined : type === 'adjustment' ? { except: NAMED_KINDS } : { only: KINDS_OF_TYPE[type] };

const fromOf = (q: { before?: string | undefined; after?: string | undefined; oldest?: string | undefined }): PostingsFrom =>
  q.before ? { older: Number(q.before) } : q.after ? { newer: Number(q.after) } : { edge: q.oldest ? 'oldest' : 'newest' };

type CheckedQuery = Omit<AccountRecordQuery, 'pageSize'> & { pageSize: number };

/** One page of the member's account record, times in the asked zone (UTC by default). */
export const accountRecord = async (p: Platform, memberId: number, q: CheckedQuery): Promise<AccountRecordPage> => {
  const zone = q.timeZone ?? 'UTC';
  const page = await walletPostings(p, {
    memberId,
    kinds: kindsOf(q.type),
    since: q.startDate ? startOfDay(q.startDate, zone) : undefined,
    until: q.endDate ? endOfDay(q.endDate, zone) : undefined,
    from: fromOf(q),
    size: q.pageSize,
  });
  const { rows } = page;
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      time: zonedDateTime(row.createdAt, zone),
      type: recordTypeOf(row.kind),
      amount: formatMinor(row.amount),
      balanceAfter: formatMinor(row.balanceAfter),
      reference: row.reference,
    })),
    gmtOffset: gmtOffset(p.now(), zone),
    older: page.hasOlder && rows.length ? String(rows.at(-1)!.id) : null,
    newer: page.hasNewer && rows.length ? String(rows[0]!.id) : null,
  };
};
