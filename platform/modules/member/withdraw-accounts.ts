import { and, eq, isNull } from 'drizzle-orm';
import type { AddWithdrawAccount, WithdrawAccount } from '../../../contract/withdrawals.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { gmtOffset, zonedDateTime } from '../../core/zoned-time.ts';
import type { Tx } from '../../db/index.ts';
import { withdrawalAccounts } from '../../db/schema/index.ts';
import { checkTransactionPassword } from '../identity/index.ts';
import { bankNameOf, clabeProblem, maskClabe } from './banks.ts';
import { ACCOUNT_DELAY_HOURS, MAX_WITHDRAWAL_ACCOUNTS, sameName } from './withdrawal-rules.ts';
import { lockMember, memberOf } from './withdrawal-rows.ts';

/*
 * The bank accounts withdrawals are paid to: at most three live ones, each in the member's own
 * name, usable a day after it is added. Removing one keeps it for the withdrawals it was given.
 */

const HOUR_MS = 60 * 60 * 1000;

type AccountRow = typeof withdrawalAccounts.$inferSelect;

const accountView = (row: AccountRow, now: Date, zone: string): WithdrawAccount => ({
  id: String(row.id),
  bankCode: row.bankCode,
  bankName: bankNameOf(row.bankCode),
  clabeMasked: maskClabe(row.clabe),
  holderName: row.holderName,
  addedAt: zonedDateTime(row.createdAt, zone),
  usableAt: zonedDateTime(row.usableAt, zone),
  usable: row.usableAt <= now,
});

const liveAccounts = (db: Platform['db'] | Tx, memberId: number) =>
  db
    .select()
    .from(withdrawalAccounts)
    .where(and(eq(withdrawalAccounts.memberId, memberId), isNull(withdrawalAccounts.removedAt)))
    .orderBy(withdrawalAccounts.id);

export const withdrawAccounts = async (p: Platform, memberId: number, zone: string) => {
  const now = p.now();
  const rows = await liveAccounts(p.db, memberId);
  return { list: rows.map((row) => accountView(row, now, zone)), gmtOffset: gmtOffset(now, zone) };
};

/**
 * Adds a bank account in the member's own name. The transaction password is checked first; the
 * CLABE's check digit and bank, the holder's name and the limit of three are checked after.
 */
export const addWithdrawAccount = async (p: Platform, memberId: number, input: AddWithdrawAccount, zone: string): Promise<WithdrawAccount> => {
  await checkTransactionPassword(p, memberId, input.transactionPassword);
  const member = await memberOf(p.db, memberId);
  if (!member.payeeName) fail('withdrawal.realname.required');
  if (!sameName(member.payeeName!, input.holderName)) fail('withdrawal.holder.mismatch');
  const problem = clabeProblem(input.clabe, input.bankCode);
  if (problem) fail(problem === 'clabe_invalid' ? 'withdrawal.clabe.invalid' : 'withdrawal.clabe.bank');
  const now = p.now();
  const row = await p.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const live = await liveAccounts(tx, memberId);
    if (live.some((account) => account.clabe === input.clabe)) fail('withdrawal.account.exists');
    if (live.length >= MAX_WITHDRAWAL_ACCOUNTS) fail('withdrawal.account.limit', { max: MAX_WITHDRAWAL_ACCOUNTS });
    const [created] = await tx
      .insert(withdrawalAccounts)
      .values({
        memberId,
        bankCode: input.bankCode,
        clabe: input.clabe,
        holderName: input.holderName.replace(/\s+/g, ' ').trim(),
        createdAt: now,
        usableAt: new Date(now.getTime() + ACCOUNT_DELAY_HOURS * HOUR_MS),
      })
      .returning();
    return created!;
  });
  return accountView(row, now, zone);
};

/** Removes a bank account; withdrawals already asked to it go on. */
export const removeWithdrawAccount = async (p: Platform, memberId: number, input: { id: string; transactionPassword: string }) => {
  await checkTransactionPassword(p, memberId, input.transactionPassword);
  const [removed] = await p.db
    .update(withdrawalAccounts)
    .set({ removedAt: p.now() })
    .where(and(eq(withdrawalAccounts.id, Number(input.id)), eq(withdrawalAccounts.memberId, memberId), isNull(withdrawalAccounts.removedAt)))
    .returning({ id: withdrawalAccounts.id });
  if (!removed) fail('withdrawal.account.not.found');
};
