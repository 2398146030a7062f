import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import {
  CONFIRMATION_COMMENT_MAX,
  type ConfirmationAnswerInput,
  type PaymentConfirmation,
  type PaymentConfirmationList,
  type PaymentConfirmationQuery,
} from '../../../contract/withdrawal-confirmation.ts';
import type { Platform } from '../../context.ts';
import { fail, PlatformError } from '../../core/errors.ts';
import { gmtOffset, zonedDateTime } from '../../core/zoned-time.ts';
import { withdrawalConfirmations, withdrawalProofs, withdrawals } from '../../db/schema/index.ts';
import { bankNameOf, maskClabe } from './banks.ts';
import { confirmationOf, deadlineOf, isForced, payoutOf } from './confirmation-state.ts';
import { readProofs, reencodeProofs } from './withdrawal-proofs.ts';
import { withAccount, type WithdrawalFound } from './withdrawal-rows.ts';

/*
 * The member's side of withdrawal confirmation: the paid withdrawals with their deadlines
 * (`MCSFE_getPaymentConfirmationList`) and the answer (`MCSFE_processC2CTransaction`). An answer
 * is taken once, before the deadline, and only for the member's own paid withdrawal; everything
 * it carries is checked before anything is written, and it is written in one transaction behind a
 * lock on the withdrawal, so two answers racing leave one.
 */

const view = (found: WithdrawalFound, now: Date, zone: string): PaymentConfirmation => ({
  id: String(found.row.id),
  amount: formatMinor(found.row.amount),
  fee: formatMinor(found.row.fee),
  payout: formatMinor(payoutOf(found.row)),
  bankName: bankNameOf(found.bankCode),
  clabeMasked: maskClabe(found.clabe),
  paidAt: zonedDateTime(found.row.decidedAt!, zone),
  deadline: zonedDateTime(deadlineOf(found.row), zone),
  confirmation: confirmationOf(found.row, found.answer, found.proofs, now, zone)!,
});

export const paymentConfirmations = async (p: Platform, memberId: number, q: PaymentConfirmationQuery): Promise<PaymentConfirmationList> => {
  const zone = q.timeZone ?? 'UTC';
  const now = p.now();
  const rows = await withAccount(p.db)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        eq(withdrawals.status, 'paid'),
        q.awaiting === 'true' ? and(isNull(withdrawalConfirmations.withdrawalId), gt(withdrawals.confirmBy, now)) : undefined,
        q.before ? lt(withdrawals.id, Number(q.before)) : undefined,
      ),
    )
    .orderBy(desc(withdrawals.id))
    .limit(q.pageSize + 1);
  const page = rows.slice(0, q.pageSize);
  return {
    list: page.map((found) => view(found, now, zone)),
    gmtOffset: gmtOffset(now, zone),
    older: rows.length > q.pageSize ? String(page.at(-1)!.row.id) : null,
  };
};

/** Refuses an answer to anything but the member's own paid withdrawal, unanswered, before its deadline. */
const checkAnswerable = (found: Pick<WithdrawalFound, 'row' | 'answer'> | undefined, now: Date): WithdrawalFound['row'] => {
  if (!found) return fail('withdrawal.not.found');
  if (found.row.status !== 'paid') fail('withdrawal.not.paid');
  if (found.answer) fail('withdrawal.confirm.answered');
  if (isForced(found.row, now)) fail('withdrawal.confirm.expired');
  return found.row;
};

/** What arrived, by the answer: the payout, part of it (more than nothing, less than all), or nothing. */
const receivedOf = (input: ConfirmationAnswerInput, payout: bigint): bigint => {
  if (input.answer === 'received') return payout;
  if (input.answer === 'not_received') return 0n;
  const received = parseMinor(input.received)!;
  if (received <= 0n || received >= payout) throw new PlatformError('withdrawal.confirm.amount', { max: formatMinor(payout) });
  return received;
};

const commentOf = (input: ConfirmationAnswerInput): string | null => {
  if (input.answer !== 'not_received') return null;
  const comment = input.comment?.trim() ?? '';
  if (comment.length > CONFIRMATION_COMMENT_MAX) throw new PlatformError('withdrawal.comment.length', { max: CONFIRMATION_COMMENT_MAX });
  return comment || null;
};

const findOwn = async (db: Platform['db'], memberId: number, id: number) => {
  const [found] = await withAccount(db).where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)));
  return found;
};

/** Takes the member's answer, and answers the withdrawal's confirmation as it now stands. */
export const confirmPayment = async (p: Platform, memberId: number, input: ConfirmationAnswerInput, zone: string): Promise<PaymentConfirmation> => {
  const id = Number(input.id);
  const claimed = input.answer === 'not_received' ? readProofs(input.proofs) : [];
  const comment = commentOf(input);
  // Refused here, before any image is decoded; checked again behind the lock below.
  const row = checkAnswerable(await findOwn(p.db, memberId, id), p.now());
  receivedOf(input, payoutOf(row));
  const proofs = claimed.length ? await reencodeProofs(p, memberId, claimed) : [];

  await p.db.transaction(async (tx) => {
    const own = and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId));
    await tx.select({ id: withdrawals.id }).from(withdrawals).where(own).for('update');
    // Read after the lock, in a statement of its own, so an answer that won the race is seen.
    const [locked] = await tx
      .select({ row: withdrawals, answer: withdrawalConfirmations })
      .from(withdrawals)
      .leftJoin(withdrawalConfirmations, eq(withdrawalConfirmations.withdrawalId, withdrawals.id))
      .where(own);
    const now = p.now();
    const current = checkAnswerable(locked, now);
    await tx.insert(withdrawalConfirmations).values({
      withdrawalId: id,
      answer: input.answer,
      received: receivedOf(input, payoutOf(current)),
      comment,
      answeredAt: now,
      dispute: input.answer === 'received' ? null : 'open',
    });
    if (proofs.length) await tx.insert(withdrawalProofs).values(proofs.map((proof) => ({ withdrawalId: id, ...proof, createdAt: now })));
  });
  p.log.info({ withdrawal: id, memberId, answer: input.answer }, 'withdrawal confirmation answered');
  return view((await findOwn(p.db, memberId, id))!, p.now(), zone);
};
