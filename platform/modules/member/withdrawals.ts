import { and, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Withdrawal, WithdrawalListQuery, WithdrawalPage, WithdrawRequest, WithdrawSettings } from '../../../contract/withdrawals.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { gmtOffset, zonedDateTime } from '../../core/zoned-time.ts';
import type { Tx } from '../../db/index.ts';
import { withdrawalAccounts, withdrawals } from '../../db/schema/index.ts';
import { checkTransactionPassword } from '../identity/index.ts';
import { sendSystemMessages } from '../inbox/index.ts';
import { ensureHold, ensureWallet, heldBalance, houseAccount, transfer, walletBalance } from '../ledger/index.ts';
import { bonusTurnoverLeft } from '../rewards/index.ts';
import { ACCOUNT_DELAY_HOURS, DAY_MS, MAX_WITHDRAWAL_ACCOUNTS, remainingTurnover, withdrawalRules } from './withdrawal-rules.ts';
import { lockMember, memberOf, unanswered, withAccount, withdrawalView, type WithdrawalFound, type WithdrawalRow } from './withdrawal-rows.ts';

/*
 * Withdrawals. Asking moves the amount from the wallet to the member's hold account at once, so
 * it can be neither bet nor asked for twice; paying moves it on to the house's cash (and gives the
 * member the deadline to confirm receipt), cancelling or rejecting moves it back. Every step is one
 * database transaction that writes the ledger event and the request's new state together, and a
 * step only applies to a request still pending.
 */

const MINUTE_MS = 60 * 1000;

/** Withdrawals asked for in the last 24 hours, cancelled ones aside. */
const countToday = async (db: Platform['db'] | Tx, memberId: number, now: Date) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), ne(withdrawals.status, 'cancelled'), gte(withdrawals.createdAt, new Date(now.getTime() - DAY_MS))));
  return row?.count ?? 0;
};

export const withdrawSettings = async (p: Platform, memberId: number): Promise<WithdrawSettings> => {
  const [member, rules, wallet, held, turnover, bonus, used] = await Promise.all([
    memberOf(p.db, memberId),
    withdrawalRules(p),
    walletBalance(p, memberId),
    heldBalance(p, memberId),
    remainingTurnover(p, memberId),
    bonusTurnoverLeft(p.db, memberId),
    countToday(p.db, memberId, p.now()),
  ]);
  return {
    min: formatMinor(rules.min),
    max: formatMinor(rules.max),
    dailyCount: rules.dailyCount,
    usedToday: used,
    fee: formatMinor(rules.fee),
    available: formatMinor(wallet?.balance ?? 0n),
    held: formatMinor(held),
    remainingTurnover: formatMinor(turnover),
    bonusTurnover: formatMinor(bonus),
    maxAccounts: MAX_WITHDRAWAL_ACCOUNTS,
    accountDelayHours: ACCOUNT_DELAY_HOURS,
    hasTransactionPassword: member.paymentPasswordHash !== null,
    realName: member.payeeName,
  };
};

export type { WithdrawalRow } from './withdrawal-rows.ts';

const findRequest = async (db: Platform['db'] | Tx, memberId: number, requestId: string) => {
  const [found] = await withAccount(db).where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
  return found;
};

/**
 * Asks for a withdrawal. A retry with the same request id answers the first request and moves
 * nothing; the same id with another amount or account is refused.
 */
export const requestWithdrawal = async (p: Platform, memberId: number, input: WithdrawRequest, zone: string): Promise<Withdrawal> => {
  const amount = parseMinor(input.amount)!;
  const accountId = Number(input.accountId);
  const replay = (found: WithdrawalFound) => {
    if (found.row.amount !== amount || found.row.accountId !== accountId) fail('idempotency.conflict');
    return withdrawalView(found, p.now(), zone);
  };
  const earlier = await findRequest(p.db, memberId, input.requestId);
  if (earlier) return replay(earlier);

  await checkTransactionPassword(p, memberId, input.transactionPassword);
  const rules = await withdrawalRules(p);
  if (amount < rules.min || amount > rules.max) fail('withdrawal.amount.range', { min: formatMinor(rules.min), max: formatMinor(rules.max) });

  return p.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    // A retry that raced the first one finds it here, behind the lock.
    const raced = await findRequest(tx, memberId, input.requestId);
    if (raced) return replay(raced);
    const now = p.now();
    const [account] = await tx
      .select()
      .from(withdrawalAccounts)
      .where(and(eq(withdrawalAccounts.id, accountId), eq(withdrawalAccounts.memberId, memberId), isNull(withdrawalAccounts.removedAt)));
    if (!account) return fail('withdrawal.account.not.found');
    if (account.usableAt > now) fail('withdrawal.account.not.ready', { usableAt: zonedDateTime(account.usableAt, zone) });
    if ((await countToday(tx, memberId, now)) >= rules.dailyCount) fail('withdrawal.daily.limit', { dailyCount: rules.dailyCount });
    const turnover = await remainingTurnover(tx, memberId);
    if (turnover > 0n) fail('withdrawal.turnover.pending', { remaining: formatMinor(turnover) });
    const bonus = await bonusTurnoverLeft(tx, memberId);
    if (bonus > 0n) fail('withdrawal.bonus.turnover', { remaining: formatMinor(bonus) });

    const member = await memberOf(tx, memberId);
    const wallet = await ensureWallet(tx, memberId, member.currency);
    const hold = await ensureHold(tx, memberId, member.currency);
    const moved = await transfer(tx, {
      kind: 'withdrawal',
      memberId,
      reference: `withdrawal:${input.requestId}`,
      idempotencyKey: `withdrawal:${input.requestId}`,
      from: wallet,
      to: hold,
      amount,
    });
    const [row] = await tx
      .insert(withdrawals)
      .values({ memberId, accountId, amount, fee: rules.fee, requestId: input.requestId, holdTransactionId: moved.transactionId, createdAt: now })
      .returning();
    return withdrawalView(unanswered(row!, account), now, zone);
  });
};

type Decision = { status: 'cancelled'; by: 'member' } | { status: 'rejected' | 'paid'; by: string; reason?: string | null | undefined };

/**
 * Settles a pending withdrawal: pays it (hold to the house's cash), or cancels or rejects it (hold
 * back to the wallet). The status changes only from pending, in the same transaction as the money,
 * so two deciders racing move the money once and the second is told it is no longer pending.
 */
export const settleWithdrawal = async (p: Platform, where: { id: number; memberId?: number }, decision: Decision): Promise<WithdrawalRow> => {
  const confirmMinutes = decision.status === 'paid' ? (await withdrawalRules(p)).confirmMinutes : null;
  return p.db.transaction(async (tx) => {
    const now = p.now();
    const [row] = await tx
      .update(withdrawals)
      .set({
        status: decision.status,
        decidedBy: decision.by,
        decidedAt: now,
        reason: 'reason' in decision ? (decision.reason ?? null) : null,
        confirmBy: confirmMinutes === null ? null : new Date(now.getTime() + confirmMinutes * MINUTE_MS),
      })
      .where(
        and(
          eq(withdrawals.id, where.id),
          eq(withdrawals.status, 'pending'),
          where.memberId === undefined ? undefined : eq(withdrawals.memberId, where.memberId),
        ),
      )
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.id, where.id), where.memberId === undefined ? undefined : eq(withdrawals.memberId, where.memberId)));
      return fail(exists ? 'withdrawal.not.pending' : 'withdrawal.not.found');
    }
    const member = await memberOf(tx, row.memberId);
    const hold = await ensureHold(tx, row.memberId, member.currency);
    const to = decision.status === 'paid' ? await houseAccount(tx, 'house:cash', member.currency) : await ensureWallet(tx, row.memberId, member.currency);
    const moved = await transfer(tx, {
      kind: decision.status === 'paid' ? 'withdrawal.paid' : 'withdrawal.return',
      memberId: row.memberId,
      reference: `withdrawal:${row.requestId}`,
      idempotencyKey: `withdrawal:${row.id}:${decision.status}`,
      from: hold,
      to,
      amount: row.amount,
    });
    await tx.update(withdrawals).set({ settleTransactionId: moved.transactionId }).where(eq(withdrawals.id, row.id));
    // The member hears of the operator's decision; a member's own cancel needs no message.
    if (decision.status !== 'cancelled') {
      const params = { amount: formatMinor(row.amount), currency: member.currency, id: String(row.id) };
      await sendSystemMessages(tx, [
        decision.status === 'paid'
          ? { memberId: row.memberId, template: 'withdrawalPaid', params }
          : { memberId: row.memberId, template: 'withdrawalRejected', params: { ...params, reason: row.reason ?? '' } },
      ]);
    }
    return row;
  });
};

export const cancelWithdrawal = async (p: Platform, memberId: number, id: string, zone: string): Promise<Withdrawal> => {
  const row = await settleWithdrawal(p, { id: Number(id), memberId }, { status: 'cancelled', by: 'member' });
  const [found] = await withAccount(p.db).where(eq(withdrawals.id, row.id));
  return withdrawalView(found!, p.now(), zone);
};

export const withdrawalHistory = async (p: Platform, memberId: number, q: WithdrawalListQuery): Promise<WithdrawalPage> => {
  const zone = q.timeZone ?? 'UTC';
  const rows = await withAccount(p.db)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        q.status ? eq(withdrawals.status, q.status) : undefined,
        q.before ? lt(withdrawals.id, Number(q.before)) : undefined,
      ),
    )
    .orderBy(desc(withdrawals.id))
    .limit(q.pageSize + 1);
  const page = rows.slice(0, q.pageSize);
  const now = p.now();
  return {
    list: page.map((found) => withdrawalView(found, now, zone)),
    gmtOffset: gmtOffset(now, zone),
    older: rows.length > q.pageSize ? String(page.at(-1)!.row.id) : null,
  };
};
