import { eq } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { deposits } from '../../db/schema/index.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { sendSystemMessages } from '../inbox/index.ts';
import { payFirstDepositBonus, payReferralReward } from '../rewards/index.ts';
import { ensureWallet, houseAccount, transfer } from '../ledger/index.ts';
import type { DepositRow } from './task-view.ts';

/**
 * Credits a deposit to the member's wallet from the house's cash, as one ledger event of kind
 * `deposit` under `key`, and marks it paid with that event, in the caller's transaction (which
 * holds the deposit's row lock). The key and the deposit's unique transaction id make a second
 * credit of the same deposit impossible. The member's inbox says so, and a first deposit pays the
 * member's referrer (invite friends) and the first-deposit bonus the member joined, in the same
 * transaction.
 */
export const creditDeposit = async (p: Platform, tx: Tx, row: DepositRow, key: string, by: string): Promise<{ transactionId: number; balance: bigint }> => {
  const now = p.now();
  const wallet = await ensureWallet(tx, row.memberId, row.currency);
  const cash = await houseAccount(tx, 'house:cash', row.currency);
  const moved = await transfer(tx, {
    kind: 'deposit',
    memberId: row.memberId,
    reference: row.reference,
    idempotencyKey: key,
    from: cash,
    to: wallet,
    amount: row.amount,
  });
  await tx
    .update(deposits)
    .set({ status: 'paid', transactionId: moved.transactionId, decidedBy: by, decidedAt: now, reason: null })
    .where(eq(deposits.id, row.id));
  await sendSystemMessages(tx, [
    { memberId: row.memberId, template: 'depositPaid', params: { amount: formatMinor(row.amount), currency: row.currency, reference: row.reference } },
  ]);
  await payReferralReward(tx, { id: row.id, memberId: row.memberId, amount: row.amount, currency: row.currency });
  await payFirstDepositBonus(tx, now, { id: row.id, memberId: row.memberId, amount: row.amount, currency: row.currency });
  return { transactionId: moved.transactionId, balance: moved.balances[wallet]! };
};
