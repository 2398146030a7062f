import { eq } from 'drizzle-orm';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Withdrawal } from '../../../contract/withdrawals.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { zonedDateTime } from '../../core/zoned-time.ts';
import type { Tx } from '../../db/index.ts';
import { members, withdrawalAccounts, withdrawalConfirmations, withdrawalProofs, withdrawals } from '../../db/schema/index.ts';
import { bankNameOf, maskClabe } from './banks.ts';
import { confirmationOf, payoutOf, type AnswerRow } from './confirmation-state.ts';

/** How withdrawals are read for the member: with the bank account they go to and, once paid, the member's answer. */

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface WithdrawalFound {
  row: WithdrawalRow;
  bankCode: string;
  clabe: string;
  answer: AnswerRow | null;
  /** How many proof images came with the answer. */
  proofs: number;
}

export const withAccount = (db: Platform['db'] | Tx) =>
  db
    .select({
      row: withdrawals,
      bankCode: withdrawalAccounts.bankCode,
      clabe: withdrawalAccounts.clabe,
      answer: withdrawalConfirmations,
      proofs: db.$count(withdrawalProofs, eq(withdrawalProofs.withdrawalId, withdrawals.id)),
    })
    .from(withdrawals)
    .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawals.accountId))
    .leftJoin(withdrawalConfirmations, eq(withdrawalConfirmations.withdrawalId, withdrawals.id));

/** A request just made or cancelled: no answer can be there yet. */
export const unanswered = (row: WithdrawalRow, account: { bankCode: string; clabe: string }): WithdrawalFound => ({
  row,
  bankCode: account.bankCode,
  clabe: account.clabe,
  answer: null,
  proofs: 0,
});

export const withdrawalView = ({ row, bankCode, clabe, answer, proofs }: WithdrawalFound, now: Date, zone: string): Withdrawal => ({
  id: String(row.id),
  amount: formatMinor(row.amount),
  fee: formatMinor(row.fee),
  payout: formatMinor(payoutOf(row)),
  status: row.status,
  bankName: bankNameOf(bankCode),
  clabeMasked: maskClabe(clabe),
  createdAt: zonedDateTime(row.createdAt, zone),
  decidedAt: row.decidedAt ? zonedDateTime(row.decidedAt, zone) : null,
  reason: row.reason,
  confirmation: confirmationOf(row, answer, proofs, now, zone),
});

/** The member's row as withdrawals need it; a member that is gone has no session. */
export const memberOf = async (db: Platform['db'] | Tx, memberId: number) => {
  const [member] = await db
    .select({ id: members.id, currency: members.currency, payeeName: members.payeeName, paymentPasswordHash: members.paymentPasswordHash })
    .from(members)
    .where(eq(members.id, memberId));
  return member ?? fail('login.not.session');
};

/** Locks the member's row: one member's withdrawal steps queue behind each other. */
export const lockMember = (tx: Tx, memberId: number) => tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
