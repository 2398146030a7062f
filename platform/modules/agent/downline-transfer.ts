import { eq } from 'drizzle-orm';
import type { DownlineTransfer, DownlineTransferInfo, DownlineTransferRequest } from '../../../contract/downline-transfer.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { members } from '../../db/schema/index.ts';
import { checkTransactionPassword } from '../identity/index.ts';
import { ensureWallet, transfer, walletBalance } from '../ledger/index.ts';
import { levelBelow } from './scope.ts';
import { assertReceives } from '../responsible/index.ts';

/*
 * Transfer to downline: one ledger event of kind `transfer.downline` from the agent's wallet to an
 * account anywhere in the agent's own tree, so both account records show it. The target is
 * checked against the tree on the server, inside the transaction that moves the money; an account
 * outside the tree gets the same answer as one that does not exist.
 */

export const downlineTransferInfo = async (p: Platform, agentId: number): Promise<DownlineTransferInfo> => {
  const [[agent], wallet] = await Promise.all([
    p.db.select({ paymentPasswordHash: members.paymentPasswordHash }).from(members).where(eq(members.id, agentId)),
    walletBalance(p, agentId),
  ]);
  if (!agent) return fail('login.not.session');
  return { available: formatMinor(wallet?.balance ?? 0n), hasTransactionPassword: agent.paymentPasswordHash !== null };
};

/**
 * Sends the amount to a downline. A retry with the same request id answers the first transfer and
 * moves nothing; the same id with another amount or target is refused (`idempotency.conflict`).
 */
export const transferToDownline = async (p: Platform, agentId: number, input: DownlineTransferRequest): Promise<DownlineTransfer> => {
  const [agent] = await p.db.select({ account: members.account, currency: members.currency }).from(members).where(eq(members.id, agentId));
  if (!agent) return fail('login.not.session');
  await checkTransactionPassword(p, agentId, input.transactionPassword);
  const amount = parseMinor(input.amount)!;
  return p.db.transaction(async (tx) => {
    // The target's row is held while the money moves: a lock that lands now waits for the transfer.
    const [target] = await tx
      .select({ id: members.id, account: members.account, currency: members.currency, status: members.status })
      .from(members)
      .where(eq(members.account, input.account))
      .for('share');
    if (!target || (await levelBelow(tx, agentId, target.id)) === null) return fail('downline.not.found');
    if (target.status !== 'active') return fail('transfer.downline.locked');
    if (target.currency !== agent.currency) return fail('transfer.downline.currency');
    // An account on a time-out or self-exclusion takes no money in.
    await assertReceives(tx, target.id, p.now());
    const from = await ensureWallet(tx, agentId, agent.currency);
    const to = await ensureWallet(tx, target.id, target.currency);
    const moved = await transfer(tx, {
      kind: 'transfer.downline',
      memberId: agentId,
      // Both records read who sent it to whom.
      reference: `${agent.account} → ${target.account}`,
      idempotencyKey: `transfer.downline:${input.requestId}`,
      from,
      to,
      amount,
    });
    return { transactionId: String(moved.transactionId), amount: formatMinor(amount), balance: formatMinor(moved.balances[from]!), downline: target.account };
  });
};
