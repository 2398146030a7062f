import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEPOSIT_STATUSES, type DepositMethod, type DepositStatus } from '../../../contract/deposits.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { operatorText } from '../../core/operator-text.ts';
import { PlatformError } from '../../core/errors.ts';
import type { Tx } from '../../db/index.ts';
import { depositReceipts, deposits, members } from '../../db/schema/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { creditDeposit } from './credit.ts';
import { statusCondition } from './report.ts';
import { statusOf, type DepositRow } from './task-view.ts';

/*
 * The operator's side of SPEI and OXXO deposits (`npm run platform -- deposits …`): list them,
 * confirm one once the money arrived (the wallet is credited once, however often it is
 * confirmed), or reject one with a reason the member reads. Card deposits are settled by the
 * payment provider's notification, never by hand.
 */

const depositIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const depositListQuerySchema = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const depositConfirmSchema = z.object({ id: depositIdSchema, by: operatorText(64) });
export const depositRejectSchema = z.object({ id: depositIdSchema, reason: operatorText(200), by: operatorText(64) });
export const depositIdInputSchema = z.object({ id: depositIdSchema });

/** A deposit as the operator reads it. */
export interface DepositRecord {
  id: number;
  createdAt: string;
  account: string;
  method: DepositMethod;
  amount: string;
  currency: string;
  reference: string;
  status: DepositStatus;
  hasReceipt: boolean;
  expiresAt: string;
  decidedBy: string | null;
  reason: string | null;
}

const toRecord = (row: DepositRow, account: string, hasReceipt: boolean, now: Date): DepositRecord => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  account,
  method: row.method,
  amount: formatMinor(row.amount),
  currency: row.currency,
  reference: row.reference,
  status: statusOf(row, now),
  hasReceipt,
  expiresAt: row.expiresAt.toISOString(),
  decidedBy: row.decidedBy,
  reason: row.reason,
});

/** The newest deposits, of one status or all. */
export const listDeposits = async (p: Platform, query: z.infer<typeof depositListQuerySchema>): Promise<DepositRecord[]> => {
  const now = p.now();
  const rows = await p.db
    .select({ deposit: deposits, account: members.account, receipt: depositReceipts.depositId })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .leftJoin(depositReceipts, eq(depositReceipts.depositId, deposits.id))
    .where(query.status ? statusCondition(query.status, now) : undefined)
    .orderBy(desc(deposits.id))
    .limit(query.limit);
  return rows.map((r) => toRecord(r.deposit, r.account, r.receipt !== null, now));
};

export interface DepositDecision {
  deposit: DepositRecord;
  /** The wallet after the decision, in the deposit's currency. */
  balance: string;
  /** The ledger event that credited it; null for a rejection. */
  transactionId: number | null;
}

/** The deposit, locked for the decision; card deposits are the provider's to settle. */
const lockManual = async (tx: Tx, id: number) => {
  const [found] = await tx
    .select({ deposit: deposits, account: members.account, receipt: depositReceipts.depositId })
    .from(deposits)
    .innerJoin(members, eq(members.id, deposits.memberId))
    .leftJoin(depositReceipts, eq(depositReceipts.depositId, deposits.id))
    .where(eq(deposits.id, id))
    .for('update', { of: deposits });
  if (!found) throw new PlatformError('deposit.not.found');
  if (found.deposit.method === 'card') throw new PlatformError('deposit.state.invalid', { method: 'card' });
  return found;
};

const decision = async (p: Platform, row: DepositRow, account: string, hasReceipt: boolean, transactionId: number | null): Promise<DepositDecision> => ({
  deposit: toRecord(row, account, hasReceipt, p.now()),
  balance: formatMinor((await walletBalance(p, row.memberId))?.balance ?? 0n),
  transactionId,
});

/**
 * Confirms a SPEI or OXXO deposit: the money arrived. A request past its time may be confirmed
 * still (the transfer came late, the money is the site's). Confirming a paid one again answers
 * the same decision and moves nothing; a rejected one is refused.
 */
export const confirmDeposit = async (p: Platform, input: z.infer<typeof depositConfirmSchema>): Promise<DepositDecision> => {
  const done = await p.db.transaction(async (tx) => {
    const { deposit, account, receipt } = await lockManual(tx, input.id);
    if (deposit.status === 'rejected') throw new PlatformError('deposit.state.invalid', { status: 'rejected' });
    if (deposit.status === 'paid') return { deposit, account, receipt, transactionId: deposit.transactionId };
    const credited = await creditDeposit(p, tx, deposit, `deposit:${deposit.id}`, input.by);
    const [paid] = await tx.select().from(deposits).where(eq(deposits.id, deposit.id));
    return { deposit: paid!, account, receipt, transactionId: credited.transactionId };
  });
  return decision(p, done.deposit, done.account, done.receipt !== null, done.transactionId);
};

/** Rejects a SPEI or OXXO deposit with the reason the member reads; nothing is credited. Rejecting again changes nothing. */
export const rejectDeposit = async (p: Platform, input: z.infer<typeof depositRejectSchema>): Promise<DepositDecision> => {
  const done = await p.db.transaction(async (tx) => {
    const { deposit, account, receipt } = await lockManual(tx, input.id);
    if (deposit.status === 'paid') throw new PlatformError('deposit.state.invalid', { status: 'paid' });
    if (deposit.status === 'rejected') return { deposit, account, receipt };
    const [rejected] = await tx
      .update(deposits)
      .set({ status: 'rejected', reason: input.reason, decidedBy: input.by, decidedAt: p.now() })
      .where(eq(deposits.id, deposit.id))
      .returning();
    return { deposit: rejected!, account, receipt };
  });
  return decision(p, done.deposit, done.account, done.receipt !== null, null);
};

/** The receipt of a deposit, as base64 with its type, for the operator to look at. */
export const depositReceipt = async (p: Platform, id: number): Promise<{ id: number; contentType: string; data: string }> => {
  const [row] = await p.db.select().from(depositReceipts).where(eq(depositReceipts.depositId, id));
  if (!row) throw new PlatformError('deposit.not.found', { receipt: false });
  return { id, contentType: row.contentType, data: row.image.toString('base64') };
};
