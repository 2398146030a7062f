import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { formatMinor } from '../../../contract/money-format.ts';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../../contract/withdrawals.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { members, withdrawalAccounts, withdrawals } from '../../db/schema/index.ts';
import { operatorText } from '../../core/operator-text.ts';
import { bankNameOf } from './banks.ts';
import { settleWithdrawal, type WithdrawalRow } from './withdrawals.ts';

/*
 * The operator's side of withdrawals (`npm run platform -- withdrawals …`): the requests to pay,
 * paying or rejecting one, and the members' bank accounts.
 */

export interface OperatorWithdrawal {
  id: number;
  account: string;
  amount: string;
  fee: string;
  status: WithdrawalStatus;
  bank: string;
  clabe: string;
  holder: string;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
}

/** Requests newest first, pending ones by default; the operator sees the whole CLABE to pay it. */
export const listWithdrawals = async (
  p: Platform,
  filter: { status?: WithdrawalStatus | undefined; limit?: number | undefined } = {},
): Promise<OperatorWithdrawal[]> => {
  const rows = await p.db
    .select({
      row: withdrawals,
      account: members.account,
      bankCode: withdrawalAccounts.bankCode,
      clabe: withdrawalAccounts.clabe,
      holder: withdrawalAccounts.holderName,
    })
    .from(withdrawals)
    .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawals.accountId))
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(eq(withdrawals.status, filter.status ?? 'pending'))
    .orderBy(desc(withdrawals.id))
    .limit(filter.limit ?? 100);
  return rows.map(({ row, account, bankCode, clabe, holder }) => ({
    id: row.id,
    account,
    amount: formatMinor(row.amount),
    fee: formatMinor(row.fee),
    status: row.status,
    bank: bankNameOf(bankCode),
    clabe,
    holder,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.reason,
  }));
};

export interface WithdrawalDecision {
  id: number;
  account: string;
  status: 'paid' | 'rejected';
  amount: string;
  /** What the bank transfer carries: the amount less the fee. */
  payout: string;
}

const decided = async (p: Platform, row: WithdrawalRow): Promise<WithdrawalDecision> => {
  const [member] = await p.db.select({ account: members.account }).from(members).where(eq(members.id, row.memberId));
  return {
    id: row.id,
    account: member!.account,
    status: row.status as 'paid' | 'rejected',
    amount: formatMinor(row.amount),
    payout: formatMinor(row.amount - row.fee),
  };
};

export const payWithdrawal = async (p: Platform, input: { id: number; by: string }) =>
  decided(p, await settleWithdrawal(p, { id: input.id }, { status: 'paid', by: input.by }));

export const rejectWithdrawal = async (p: Platform, input: { id: number; by: string; reason: string }) =>
  decided(p, await settleWithdrawal(p, { id: input.id }, { status: 'rejected', by: input.by, reason: input.reason }));

export const withdrawalListInputSchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const withdrawalPayInputSchema = z.object({ id: z.coerce.number().int().positive(), by: operatorText(64) });
export const withdrawalRejectInputSchema = withdrawalPayInputSchema.extend({ reason: operatorText(200) });

export interface OperatorBankAccount {
  id: number;
  bank: string;
  clabe: string;
  holder: string;
  addedAt: string;
  usableAt: string;
  removedAt: string | null;
}

const bankAccountView = (row: typeof withdrawalAccounts.$inferSelect): OperatorBankAccount => ({
  id: row.id,
  bank: bankNameOf(row.bankCode),
  clabe: row.clabe,
  holder: row.holderName,
  addedAt: row.createdAt.toISOString(),
  usableAt: row.usableAt.toISOString(),
  removedAt: row.removedAt?.toISOString() ?? null,
});

/** A member's bank accounts, removed ones too, for the operator who checks them. */
export const listBankAccounts = async (p: Platform, account: string): Promise<OperatorBankAccount[]> => {
  const rows = await p.db
    .select({ row: withdrawalAccounts })
    .from(withdrawalAccounts)
    .innerJoin(members, eq(members.id, withdrawalAccounts.memberId))
    .where(eq(members.account, account.trim().toLowerCase()))
    .orderBy(withdrawalAccounts.id);
  return rows.map(({ row }) => bankAccountView(row));
};

export const bankAccountsInputSchema = z.object({ account: z.string().trim().min(1).max(64) });
export const verifyAccountInputSchema = z.object({ id: z.coerce.number().int().positive(), by: operatorText(64) });

/**
 * An operator who has checked a new bank account with its bank lets it take withdrawals at once,
 * instead of after the waiting day. An account already usable, removed or unknown is refused.
 */
export const verifyBankAccount = async (p: Platform, input: z.infer<typeof verifyAccountInputSchema>): Promise<OperatorBankAccount> => {
  const now = p.now();
  const [row] = await p.db
    .update(withdrawalAccounts)
    .set({ usableAt: now })
    .where(and(eq(withdrawalAccounts.id, input.id), isNull(withdrawalAccounts.removedAt), gt(withdrawalAccounts.usableAt, now)))
    .returning();
  if (!row) return fail('withdrawal.account.not.found');
  p.log.info({ bankAccount: row.id, memberId: row.memberId, by: input.by }, 'bank account verified by an operator');
  return bankAccountView(row);
};
