import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { operatorText } from '../../core/operator-text.ts';
import { PlatformError } from '../../core/errors.ts';
import { members, walletAdjustments } from '../../db/schema/index.ts';
import { ensureWallet, houseAccount, transfer } from '../ledger/index.ts';

/**
 * An operator's correction of one wallet: `amount` is a decimal with at most two places (`25.00`),
 * credited, or debited with `debit`. The key makes a retried call move the money once.
 */
export const adjustmentInputSchema = z.object({
  account: z.string().trim().min(1).max(64),
  amount: z
    .string()
    .trim()
    .refine((text) => /^\d{1,13}(\.\d{1,2})?$/.test(text) && (parseMinor(text) ?? 0n) > 0n, 'a positive amount with at most two decimals'),
  debit: z.boolean().default(false),
  reason: operatorText(200),
  by: operatorText(64),
  key: z.string().regex(/^[\w:-]{8,100}$/),
});

export interface AdjustmentResult {
  account: string;
  /** Signed, as the account record shows it. */
  amount: string;
  balance: string;
  transactionId: number;
}

/**
 * Moves the amount between the house's cash and the member's wallet as one ledger event of kind
 * `adjustment`, and writes who and why beside it, in one database transaction. A debit larger
 * than the wallet is refused (`balance.not.enough`) and writes nothing.
 */
export const adjustWallet = async (p: Platform, input: z.output<typeof adjustmentInputSchema>): Promise<AdjustmentResult> => {
  const [member] = await p.db.select({ id: members.id, currency: members.currency }).from(members).where(eq(members.account, input.account.toLowerCase()));
  if (!member) throw new PlatformError('request_param_err', { fields: { account: ['unknown_account'] } });
  const minor = parseMinor(input.amount)!;
  const signed = input.debit ? -minor : minor;
  return p.db.transaction(async (tx) => {
    const wallet = await ensureWallet(tx, member.id, member.currency);
    const cash = await houseAccount(tx, 'house:cash', member.currency);
    const moved = await transfer(tx, {
      kind: 'adjustment',
      memberId: member.id,
      reference: input.reason,
      idempotencyKey: input.key,
      ...(input.debit ? { from: wallet, to: cash } : { from: cash, to: wallet }),
      amount: minor,
    });
    await tx
      .insert(walletAdjustments)
      .values({ memberId: member.id, transactionId: moved.transactionId, amount: signed, reason: input.reason, actor: input.by })
      .onConflictDoNothing({ target: walletAdjustments.transactionId });
    return {
      account: input.account.toLowerCase(),
      amount: formatMinor(signed),
      balance: formatMinor(moved.balances[wallet]!),
      transactionId: moved.transactionId,
    };
  });
};
