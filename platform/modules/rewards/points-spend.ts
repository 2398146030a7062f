import { and, eq, sql } from 'drizzle-orm';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { POINTS_MODULE, type ConvertRequest, type ConvertResult, type RedeemRequest, type RedeemResult } from '../../../contract/points.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import type { Tx } from '../../db/index.ts';
import { memberPoints, members, pointConversions, pointEntries, pointItems, pointRedemptions } from '../../db/schema/index.ts';
import { checkTransactionPassword } from '../identity/index.ts';
import { ensureWallet, houseAccount, transfer, walletBalance } from '../ledger/index.ts';
import { requireModule } from '../system/index.ts';
import { lockPoints, rateHistory, redemptionView, referenceOf, validBetOf } from './points.ts';

/*
 * Spending points: redeeming an item of the catalogue, or converting points to cash. Both need the
 * transaction password and a request id, and run in one transaction that first locks the
 * member's points row (so one member's calls queue, and a retried id answers the first result),
 * then the item's row (so members redeeming the same item queue, and its stock never goes below
 * zero). Cash is one ledger event from the house's rewards into the member's wallet.
 */

const memberOf = async (p: Platform, memberId: number) => {
  const [member] = await p.db.select({ currency: members.currency }).from(members).where(eq(members.id, memberId));
  return member ?? fail('login.not.session');
};

const walletNow = async (tx: Tx, memberId: number) => formatMinor((await walletBalance(tx, memberId))?.balance ?? 0n);

const setBalance = (tx: Tx, memberId: number, balance: number) => tx.update(memberPoints).set({ balance }).where(eq(memberPoints.memberId, memberId));

/**
 * Redeems `quantity` of an item (`passwordCheck/MCS2_redeemPointReward`): a cash item is credited
 * at once and approved; a physical item waits, in process, for the operator.
 */
export const redeemPointReward = async (p: Platform, memberId: number, input: RedeemRequest, lang: ShippedLanguage): Promise<RedeemResult> => {
  await requireModule(p, POINTS_MODULE);
  const member = await memberOf(p, memberId);
  await checkTransactionPassword(p, memberId, input.transactionPassword);
  const itemId = Number(input.itemId);
  return p.db.transaction(async (tx) => {
    const points = await lockPoints(p, tx, memberId);
    const [done] = await tx
      .select({ row: pointRedemptions, item: pointItems })
      .from(pointRedemptions)
      .innerJoin(pointItems, eq(pointItems.id, pointRedemptions.itemId))
      .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.requestId, input.requestId)));
    if (done) {
      if (done.row.itemId !== itemId || done.row.quantity !== input.quantity) return fail('idempotency.conflict');
      return { redemption: redemptionView(done.row, done.item, lang), balance: await walletNow(tx, memberId) };
    }

    const [item] = await tx.select().from(pointItems).where(eq(pointItems.id, itemId)).for('update');
    if (!item?.active) return fail('points.item.unavailable');
    if (item.stock < input.quantity) return fail('points.out.of.stock', { stock: item.stock });
    const cost = item.points * input.quantity;
    if (points.balance < cost) return fail('points.not.enough', { points: points.balance, needed: cost });
    if (item.amountRequirement > 0n) {
      const validBet = await validBetOf(tx, memberId, p.now());
      if (validBet < item.amountRequirement)
        return fail('points.amount.requirement', { required: formatMinor(item.amountRequirement), validBet: formatMinor(validBet) });
    }

    const now = p.now();
    const after = points.balance - cost;
    await tx
      .update(pointItems)
      .set({ stock: sql`${pointItems.stock} - ${input.quantity}` })
      .where(eq(pointItems.id, itemId));
    await setBalance(tx, memberId, after);
    const [row] = await tx
      .insert(pointRedemptions)
      .values({
        memberId,
        requestId: input.requestId,
        itemId,
        quantity: input.quantity,
        points: cost,
        amountRequirement: item.amountRequirement,
        status: item.kind === 'cash' ? 'approved' : 'in_process',
        pointsBalance: after,
        decidedAt: item.kind === 'cash' ? now : null,
        createdAt: now,
      })
      .returning();
    const reference = referenceOf(row!.id);
    await tx.insert(pointEntries).values({ memberId, kind: 'redeemed', change: -cost, balanceAfter: after, reference, createdAt: now });
    if (item.kind !== 'cash') return { redemption: redemptionView(row!, item, lang), balance: await walletNow(tx, memberId) };

    const wallet = await ensureWallet(tx, memberId, member.currency);
    const moved = await transfer(tx, {
      kind: 'points.reward',
      memberId,
      reference,
      idempotencyKey: `points.redeem:${memberId}:${input.requestId}`,
      from: await houseAccount(tx, 'house:rewards', member.currency),
      to: wallet,
      amount: item.cashAmount! * BigInt(input.quantity),
    });
    const [paid] = await tx.update(pointRedemptions).set({ transactionId: moved.transactionId }).where(eq(pointRedemptions.id, row!.id)).returning();
    return { redemption: redemptionView(paid!, item, lang), balance: formatMinor(moved.balances[wallet]!) };
  });
};

/** Converts points to cash at the operator's rate, in whole steps of the rate (`passwordCheck/MCS2_convertPoint`). */
export const convertPoints = async (p: Platform, memberId: number, input: ConvertRequest): Promise<ConvertResult> => {
  await requireModule(p, POINTS_MODULE);
  const member = await memberOf(p, memberId);
  await checkTransactionPassword(p, memberId, input.transactionPassword);
  return p.db.transaction(async (tx) => {
    const points = await lockPoints(p, tx, memberId);
    const [done] = await tx
      .select()
      .from(pointConversions)
      .where(and(eq(pointConversions.memberId, memberId), eq(pointConversions.requestId, input.requestId)));
    if (done) {
      if (done.points !== input.points) return fail('idempotency.conflict');
      return { points: done.points, amount: formatMinor(done.amount), pointsBalance: points.balance, balance: await walletNow(tx, memberId) };
    }

    const rate = (await rateHistory(tx)).at(-1);
    if (!rate || rate.convertPoints <= 0 || rate.convertAmount <= 0n) return fail('points.conversion.off');
    if (input.points % rate.convertPoints !== 0) return fail('points.conversion.step', { step: rate.convertPoints });
    if (points.balance < input.points) return fail('points.not.enough', { points: points.balance, needed: input.points });

    const amount = BigInt(input.points / rate.convertPoints) * rate.convertAmount;
    const wallet = await ensureWallet(tx, memberId, member.currency);
    const moved = await transfer(tx, {
      kind: 'points.conversion',
      memberId,
      reference: `${input.points} pts`,
      idempotencyKey: `points.convert:${memberId}:${input.requestId}`,
      from: await houseAccount(tx, 'house:rewards', member.currency),
      to: wallet,
      amount,
    });
    const now = p.now();
    const after = points.balance - input.points;
    await setBalance(tx, memberId, after);
    await tx
      .insert(pointConversions)
      .values({ memberId, requestId: input.requestId, points: input.points, amount, transactionId: moved.transactionId, createdAt: now });
    await tx
      .insert(pointEntries)
      .values({ memberId, kind: 'converted', change: -input.points, balanceAfter: after, reference: formatMinor(amount), createdAt: now });
    return { points: input.points, amount: formatMinor(amount), pointsBalance: after, balance: formatMinor(moved.balances[wallet]!) };
  });
};
