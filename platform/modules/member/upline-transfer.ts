import { eq } from 'drizzle-orm';
import type { UplineInfo, UplineTransfer, UplineTransferRequest } from '../../../contract/upline-transfer.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { members } from '../../db/schema/index.ts';
import { checkTransactionPassword } from '../identity/index.ts';
import { ensureWallet, transfer, walletBalance } from '../ledger/index.ts';

/*
 * Transfer to upline: one ledger event from the member's wallet to their upline agent's, of kind
 * `transfer.upline`, so both account records show it. The target is always the member's own
 * upline, read from the account, never from the request.
 */

const senderOf = async (p: Platform, memberId: number) => {
  const [member] = await p.db
    .select({
      id: members.id,
      account: members.account,
      currency: members.currency,
      parentId: members.parentId,
      paymentPasswordHash: members.paymentPasswordHash,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return member ?? fail('login.not.session');
};

const uplineOf = async (p: Platform, parentId: number | null) => {
  if (parentId === null) return null;
  const [upline] = await p.db
    .select({ id: members.id, account: members.account, nickname: members.nickname, currency: members.currency, status: members.status })
    .from(members)
    .where(eq(members.id, parentId));
  return upline ?? null;
};

export const uplineInfo = async (p: Platform, memberId: number): Promise<UplineInfo> => {
  const member = await senderOf(p, memberId);
  const [upline, wallet] = await Promise.all([uplineOf(p, member.parentId), walletBalance(p, memberId)]);
  return {
    upline: upline ? { account: upline.account, nickname: upline.nickname } : null,
    available: formatMinor(wallet?.balance ?? 0n),
    hasTransactionPassword: member.paymentPasswordHash !== null,
  };
};

/**
 * Sends the amount to the member's upline. A retry with the same request id answers the first
 * transfer and moves nothing; the same id with another amount is refused (`idempotency.conflict`).
 */
export const transferToUpline = async (p: Platform, memberId: number, input: UplineTransferRequest): Promise<UplineTransfer> => {
  const member = await senderOf(p, memberId);
  const upline = await uplineOf(p, member.parentId);
  if (!upline || upline.status !== 'active') return fail('transfer.upline.none');
  if (upline.currency !== member.currency) return fail('transfer.upline.currency');
  await checkTransactionPassword(p, memberId, input.transactionPassword);
  const amount = parseMinor(input.amount)!;
  return p.db.transaction(async (tx) => {
    const from = await ensureWallet(tx, memberId, member.currency);
    const to = await ensureWallet(tx, upline.id, upline.currency);
    const moved = await transfer(tx, {
      kind: 'transfer.upline',
      memberId,
      // Both records read who sent it to whom.
      reference: `${member.account} → ${upline.account}`,
      idempotencyKey: `transfer.upline:${input.requestId}`,
      from,
      to,
      amount,
    });
    return { transactionId: String(moved.transactionId), amount: formatMinor(amount), balance: formatMinor(moved.balances[from]!), upline: upline.account };
  });
};
