import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatMinor } from '../../../contract/money-format.ts';
import { DISPUTE_STATUSES, type DisputeStatus } from '../../../contract/withdrawal-confirmation.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import type { Tx } from '../../db/index.ts';
import { members, withdrawalConfirmations, withdrawalProofs, withdrawals } from '../../db/schema/index.ts';
import { ensureWallet, houseAccount, transfer } from '../ledger/index.ts';
import { operatorText } from '../../core/operator-text.ts';
import { isForced, missingOf, payoutOf } from './confirmation-state.ts';

/*
 * The operator's side of withdrawal confirmation (`npm run platform -- withdrawals disputes|refund|
 * close|proofs`). A member who says a payout did not arrive, or arrived in part, opens a dispute;
 * the operator checks it with the bank and settles it once: a refund of the missing amount to the
 * member's wallet (one ledger event from the house's cash), or a close without one, with a reason
 * the member reads. A withdrawal the member received, or that counts as received because its
 * deadline passed unanswered, has no dispute and is never refunded.
 */

export interface OperatorDispute {
  id: number;
  account: string;
  amount: string;
  fee: string;
  payout: string;
  answer: 'partly' | 'not_received';
  received: string;
  missing: string;
  comment: string | null;
  proofs: number;
  answeredAt: string;
  status: DisputeStatus;
  settledBy: string | null;
  settledAt: string | null;
  reason: string | null;
}

export const disputeListInputSchema = z.object({
  status: z.enum(DISPUTE_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
const idSchema = z.coerce.number().int().positive();
export const disputeIdInputSchema = z.object({ id: idSchema });
export const disputeRefundInputSchema = z.object({ id: idSchema, by: operatorText(64), reason: operatorText(200).optional() });
export const disputeCloseInputSchema = z.object({ id: idSchema, by: operatorText(64), reason: operatorText(200) });

type Found = { row: typeof withdrawals.$inferSelect; answer: typeof withdrawalConfirmations.$inferSelect; account: string; proofs: number };

const disputeView = ({ row, answer, account, proofs }: Found): OperatorDispute => ({
  id: row.id,
  account,
  amount: formatMinor(row.amount),
  fee: formatMinor(row.fee),
  payout: formatMinor(payoutOf(row)),
  answer: answer.answer as OperatorDispute['answer'],
  received: formatMinor(answer.received),
  missing: formatMinor(missingOf(row, answer)),
  comment: answer.comment,
  proofs,
  answeredAt: answer.answeredAt.toISOString(),
  status: answer.dispute!,
  settledBy: answer.settledBy,
  settledAt: answer.settledAt?.toISOString() ?? null,
  reason: answer.settleReason,
});

const disputes = (db: Platform['db'] | Tx) =>
  db
    .select({
      row: withdrawals,
      answer: withdrawalConfirmations,
      account: members.account,
      proofs: db.$count(withdrawalProofs, eq(withdrawalProofs.withdrawalId, withdrawals.id)),
    })
    .from(withdrawalConfirmations)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalConfirmations.withdrawalId))
    .innerJoin(members, eq(members.id, withdrawals.memberId));

/** Disputes newest first, open ones by default. */
export const listDisputes = async (p: Platform, filter: z.output<typeof disputeListInputSchema>): Promise<OperatorDispute[]> =>
  (await disputes(p.db).where(eq(withdrawalConfirmations.dispute, filter.status)).orderBy(desc(withdrawalConfirmations.withdrawalId)).limit(filter.limit)).map(
    disputeView,
  );

export interface DisputeSettlement {
  dispute: OperatorDispute;
  /** The refund's ledger event; null for a close. */
  transactionId: number | null;
}

type Settler = { by: string; reason?: string | undefined };

/**
 * Settles an open dispute once. The answer's row is locked first, so of two operators settling
 * the same dispute at once the second finds it settled and moves nothing; the refund's ledger key
 * is the withdrawal's, so even a retry past that moves the money once.
 */
const settle = async (p: Platform, id: number, settler: Settler, decide: (tx: Tx, found: Found) => Promise<number | null>): Promise<DisputeSettlement> => {
  const transactionId = await p.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ dispute: withdrawalConfirmations.dispute })
      .from(withdrawalConfirmations)
      .where(eq(withdrawalConfirmations.withdrawalId, id))
      .for('update');
    if (!locked) {
      const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
      if (!row) return fail('withdrawal.not.found');
      // Paid and past its deadline unanswered: it counts as received.
      return fail(row.status === 'paid' && isForced(row, p.now()) ? 'withdrawal.receipt.confirmed' : 'withdrawal.dispute.not.found');
    }
    if (locked.dispute === null) return fail('withdrawal.receipt.confirmed');
    if (locked.dispute !== 'open') return fail('withdrawal.dispute.settled', { status: locked.dispute });
    const [found] = await disputes(tx).where(eq(withdrawals.id, id));
    const moved = await decide(tx, found!);
    await tx
      .update(withdrawalConfirmations)
      .set({
        dispute: moved === null ? 'closed' : 'refunded',
        refundTransactionId: moved,
        settledBy: settler.by,
        settledAt: p.now(),
        settleReason: settler.reason ?? null,
      })
      .where(eq(withdrawalConfirmations.withdrawalId, id));
    return moved;
  });
  const [found] = await disputes(p.db).where(eq(withdrawals.id, id));
  const dispute = disputeView(found!);
  p.log.info({ withdrawal: id, account: dispute.account, status: dispute.status, by: settler.by, transactionId }, 'withdrawal dispute settled');
  return { dispute, transactionId };
};

/** Refunds what is missing of the payout to the member's wallet. */
export const refundDispute = (p: Platform, input: z.output<typeof disputeRefundInputSchema>): Promise<DisputeSettlement> =>
  settle(p, input.id, input, async (tx, { row, answer }) => {
    const [member] = await tx.select({ currency: members.currency }).from(members).where(eq(members.id, row.memberId));
    const moved = await transfer(tx, {
      kind: 'withdrawal.refund',
      memberId: row.memberId,
      reference: `withdrawal:${row.requestId}`,
      idempotencyKey: `withdrawal:${row.id}:refund`,
      from: await houseAccount(tx, 'house:cash', member!.currency),
      to: await ensureWallet(tx, row.memberId, member!.currency),
      amount: missingOf(row, answer),
    });
    return moved.transactionId;
  });

/** Closes a dispute without a refund; the member reads the reason. */
export const closeDispute = (p: Platform, input: z.output<typeof disputeCloseInputSchema>): Promise<DisputeSettlement> =>
  settle(p, input.id, input, () => Promise.resolve(null));

/** A dispute's proof images, base64, in the order the member sent them; a partial payout's comes with none. */
export const disputeProofs = async (p: Platform, id: number): Promise<{ id: number; proofs: { contentType: string; data: string }[] }> => {
  const [claim] = await p.db
    .select({ dispute: withdrawalConfirmations.dispute })
    .from(withdrawalConfirmations)
    .where(eq(withdrawalConfirmations.withdrawalId, id));
  if (!claim?.dispute) fail('withdrawal.dispute.not.found');
  const rows = await p.db
    .select({ contentType: withdrawalProofs.contentType, image: withdrawalProofs.image })
    .from(withdrawalProofs)
    .where(eq(withdrawalProofs.withdrawalId, id))
    .orderBy(withdrawalProofs.id);
  return { id, proofs: rows.map((row) => ({ contentType: row.contentType, data: row.image.toString('base64') })) };
};
