import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreateDepositTask, DepositTask } from '../../../contract/deposits.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import type { Tx } from '../../db/index.ts';
import { depositMethods, depositReceipts, deposits, members } from '../../db/schema/index.ts';
import { marketLocaleOf } from '../system/index.ts';
import { assertNoBreak, checkDepositLimits } from '../responsible/index.ts';
import type { CardProvider } from './card.ts';
import { usedToday } from './methods.ts';
import { readReceipt } from './receipt.ts';
import { toTask, type DepositRow } from './task-view.ts';

/** Where the card provider's page sends the player back to: the deposit section, where the new balance shows. */
export const CARD_RETURN_PATH = '/member#deposit';

const REFERENCE_DIGITS = 12;

/** A reference no deposit has: 12 digits, the first not zero, which SPEI concepts and OXXO scanners both take. */
const newReference = () => `${randomInt(1, 10)}${Array.from({ length: REFERENCE_DIGITS - 1 }, () => randomInt(0, 10)).join('')}`;

const insertDeposit = async (tx: Tx, values: Omit<typeof deposits.$inferInsert, 'reference'>): Promise<DepositRow> => {
  // Twelve random digits collide about once in a trillion requests; the unique index settles it.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(deposits)
      .values({ ...values, reference: newReference() })
      .onConflictDoNothing({ target: deposits.reference })
      .returning();
    if (row) return row;
  }
  throw new Error('No free deposit reference after 5 attempts');
};

export interface TaskContext {
  memberId: number;
  lang: ShippedLanguage;
  card: CardProvider;
}

/**
 * Opens a deposit request of the member's, once per client request id: the same id again answers
 * the same deposit (or `idempotency.conflict` when the request differs). The method must be on
 * and in the member's currency, the amount within its minimum and maximum and what is left of the
 * day's limit. SPEI and OXXO requests wait for the operator; a card request opens the provider's
 * checkout. The member's row lock orders one member's requests, so two at once cannot both take
 * the last of a day's limit.
 */
export const createDepositTask = async (p: Platform, ctx: TaskContext, input: CreateDepositTask): Promise<DepositTask> => {
  const amount = parseMinor(input.amount)!;
  if (input.receipt && input.method === 'card') throw new PlatformError('request_param_err', { fields: { receipt: ['not_for_card'] } });
  const receipt = input.receipt ? readReceipt(input.receipt) : null;
  const zone = input.timeZone ?? 'UTC';
  return p.db.transaction(async (tx) => {
    const [member] = await tx.select({ currency: members.currency }).from(members).where(eq(members.id, ctx.memberId)).for('update');
    if (!member) throw new PlatformError('login.not.session');
    const now = p.now();

    const [earlier] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.memberId, ctx.memberId), eq(deposits.requestId, input.requestId)));
    if (earlier) {
      if (earlier.method !== input.method || earlier.amount !== amount) throw new PlatformError('idempotency.conflict');
      const [kept] = await tx.select({ id: depositReceipts.depositId }).from(depositReceipts).where(eq(depositReceipts.depositId, earlier.id));
      return toTask(earlier, !!kept, zone, now);
    }

    const [method] = await tx.select().from(depositMethods).where(eq(depositMethods.method, input.method));
    if (!method?.enabled || method.currency !== member.currency) throw new PlatformError('deposit.method.unavailable');
    if (amount < method.minAmount) throw new PlatformError('deposit.amount.below.min', { min: formatMinor(method.minAmount) });
    if (amount > method.maxAmount) throw new PlatformError('deposit.amount.above.max', { max: formatMinor(method.maxAmount) });
    const remaining = method.dailyLimit - (await usedToday(tx, ctx.memberId, input.method, now));
    if (amount > remaining) throw new PlatformError('deposit.daily.limit', { remaining: formatMinor(remaining < 0n ? 0n : remaining) });
    // The player's own deposit limits, under the member's row lock: requests at once are counted one by one.
    await assertNoBreak(tx, ctx.memberId, now);
    await checkDepositLimits(tx, ctx.memberId, amount, now);

    const expiresAt = new Date(now.getTime() + method.expiryMinutes * 60_000);
    let row = await insertDeposit(tx, {
      memberId: ctx.memberId,
      method: input.method,
      amount,
      currency: member.currency,
      requestId: input.requestId,
      payTo: input.method === 'spei' ? method.clabe : null,
      expiresAt,
      createdAt: now,
    });
    if (receipt) await tx.insert(depositReceipts).values({ depositId: row.id, ...receipt, createdAt: now });
    if (input.method === 'card') {
      // Inside the transaction: a checkout the provider could not open leaves no request behind.
      const checkout = await ctx.card.openCheckout(p, {
        merchantReference: row.reference,
        amount,
        currency: member.currency,
        language: ctx.lang,
        locale: await marketLocaleOf(p, ctx.lang),
        returnUrl: CARD_RETURN_PATH,
        notifyUrl: ENDPOINTS.cardNotification.path,
        expiresAt,
      });
      [row] = (await tx.update(deposits).set(checkout).where(eq(deposits.id, row.id)).returning()) as [DepositRow];
    }
    return toTask(row, !!receipt, zone, now);
  });
};
