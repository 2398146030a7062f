import type { DepositStatus, DepositTask } from '../../../contract/deposits.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { zonedDateTime } from '../../core/zoned-time.ts';
import type { deposits } from '../../db/schema/index.ts';
import { barcodeDataUrl } from './barcode.ts';

export type DepositRow = typeof deposits.$inferSelect;

/** A stored status as the member reads it: a pending request past its time is expired. */
export const statusOf = (row: Pick<DepositRow, 'status' | 'expiresAt'>, now: Date): DepositStatus =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status;

/** A deposit as the member reads it, times in `zone`; how to pay shows only while it is open. */
export const toTask = (row: DepositRow, hasReceipt: boolean, zone: string, now: Date): DepositTask => {
  const status = statusOf(row, now);
  const open = status === 'pending';
  return {
    id: String(row.id),
    reference: row.reference,
    method: row.method,
    amount: formatMinor(row.amount),
    currency: row.currency,
    status,
    createdAt: zonedDateTime(row.createdAt, zone),
    expiresAt: zonedDateTime(row.expiresAt, zone),
    hasReceipt,
    reason: row.reason,
    clabe: open && row.method === 'spei' ? row.payTo : null,
    barcode: open && row.method === 'oxxo' ? barcodeDataUrl(row.reference) : null,
    checkoutUrl: open && row.method === 'card' ? row.checkoutUrl : null,
  };
};
