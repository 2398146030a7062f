import { formatMinor } from '../../../contract/money-format.ts';
import type { Confirmation, Dispute } from '../../../contract/withdrawal-confirmation.ts';
import { zonedDateTime } from '../../core/zoned-time.ts';
import type { withdrawalConfirmations, withdrawals } from '../../db/schema/index.ts';

/*
 * Where a paid withdrawal's confirmation stands, computed whenever it is read or answered rather
 * than by a timer: an unanswered one whose deadline has come counts as received, to the same
 * instant on every server, and nobody needs to be awake to make it so.
 */

type WithdrawalFacts = Pick<typeof withdrawals.$inferSelect, 'status' | 'amount' | 'fee' | 'decidedAt' | 'confirmBy'>;
export type AnswerRow = typeof withdrawalConfirmations.$inferSelect;

/** What the bank transfer carried: the amount less the fee. */
export const payoutOf = (row: Pick<WithdrawalFacts, 'amount' | 'fee'>): bigint => row.amount - row.fee;

/** The last moment an answer is taken. One paid before confirmations existed was given no time: its deadline is its payment. */
export const deadlineOf = (row: Pick<WithdrawalFacts, 'decidedAt' | 'confirmBy'>): Date => row.confirmBy ?? row.decidedAt!;

/** paid + the minutes <= now: the answer is no longer the member's to give, and the payout counts as received. */
export const isForced = (row: Pick<WithdrawalFacts, 'decidedAt' | 'confirmBy'>, now: Date): boolean => deadlineOf(row).getTime() <= now.getTime();

/** What is still missing of the payout by the member's answer. */
export const missingOf = (row: WithdrawalFacts, answer: Pick<AnswerRow, 'received'>): bigint => payoutOf(row) - answer.received;

const disputeOf = (row: WithdrawalFacts, answer: AnswerRow, zone: string): Dispute => {
  const settledAt = answer.settledAt ? zonedDateTime(answer.settledAt, zone) : '';
  if (answer.dispute === 'refunded') return { status: 'refunded', refunded: formatMinor(missingOf(row, answer)), settledAt, reason: answer.settleReason };
  if (answer.dispute === 'closed') return { status: 'closed', settledAt, reason: answer.settleReason ?? '' };
  return { status: 'open' };
};

/** A withdrawal's confirmation as the member reads it; null until it is paid. */
export const confirmationOf = (row: WithdrawalFacts, answer: AnswerRow | null, proofs: number, now: Date, zone: string): Confirmation | null => {
  if (row.status !== 'paid') return null;
  if (!answer) return { state: isForced(row, now) ? 'forced' : 'awaiting', deadline: zonedDateTime(deadlineOf(row), zone) };
  const answeredAt = zonedDateTime(answer.answeredAt, zone);
  switch (answer.answer) {
    case 'received':
      return { state: 'received', answeredAt };
    case 'partly':
      return {
        state: 'partly',
        answeredAt,
        received: formatMinor(answer.received),
        remaining: formatMinor(missingOf(row, answer)),
        dispute: disputeOf(row, answer, zone),
      };
    case 'not_received':
      return {
        state: 'not_received',
        answeredAt,
        remaining: formatMinor(missingOf(row, answer)),
        comment: answer.comment,
        proofs,
        dispute: disputeOf(row, answer, zone),
      };
  }
};
