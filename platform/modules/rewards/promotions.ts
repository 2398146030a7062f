import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { PromotionAction, PromotionList } from '../../../contract/promotions.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import type { Tx } from '../../db/index.ts';
import { bonusGrants, deposits, members, promotionEntries, promotions } from '../../db/schema/index.ts';
import { sendSystemMessages } from '../inbox/index.ts';
import { ensureWallet, houseAccount, transfer, walletBalance } from '../ledger/index.ts';
import { isModuleEnabled, requireModule } from '../system/index.ts';
import { weeklyIssue } from './weekly-loss.ts';
import { isOpen, latestApplications, memberFacts, promotionOf, requireStatus, REWARD_CENTRE, statusOf, view, type PromotionRow } from './promotion-status.ts';

/*
 * The reward centre's promotions. A first-deposit bonus is joined before the member's first
 * deposit and paid, in the deposit's own transaction, as a share of it up to a cap. A weekly loss
 * rebate is joined once; from each Monday (UTC) a share of the member's net loss of the week
 * before, up to a cap, is issued, and the member claims it during that week. A sign-up reward is
 * claimed once by a member who registered while it ran. An application promotion takes the
 * member's comment and screenshots, and pays its fixed reward once the operator approves them
 * (promotion-applications.ts). Each bonus is one ledger event
 * of kind `bonus` from the house's rewards, recorded with the turnover it needs: `turnover_times`
 * times the bonus plus the deposit; bonus-turnover.ts follows what is still owed, and
 * promotions-operator.ts is the operator's side.
 */

/** The promotions a member sees: those running or coming, and any the member took part in. */
export const promotionList = async (p: Platform, memberId: number, lang: ShippedLanguage): Promise<PromotionList> => {
  await requireModule(p, REWARD_CENTRE);
  const now = p.now();
  const [rows, entries, facts, applications] = await Promise.all([
    p.db.select().from(promotions).orderBy(asc(promotions.startsAt), asc(promotions.id)),
    p.db.select().from(promotionEntries).where(eq(promotionEntries.memberId, memberId)),
    memberFacts(p.db, memberId),
    latestApplications(p.db, memberId),
  ]);
  const entryOf = new Map(entries.map((entry) => [entry.promotionId, entry]));
  const shown = rows.filter((row) => entryOf.has(row.id) || applications.has(row.id) || (row.enabled && (!row.endsAt || row.endsAt > now)));
  const list = await Promise.all(
    shown.map(async (row) => {
      const entry = entryOf.get(row.id);
      const weekly = row.kind === 'weeklyLoss' && entry ? await weeklyIssue(p.db, row, entry, now) : null;
      const { applied, images } = applications.get(row.id) ?? {};
      return view(row, lang, statusOf(row, now, entry, facts, { weekly, applied }), { weekly, applied, images });
    }),
  );
  return { list, actionable: list.filter((promotion) => ['join', 'claim', 'issued'].includes(promotion.status)).length };
};

/** Joins a first-deposit bonus before the first deposit, or a weekly loss rebate (our relay `MCSFE_joinPromotion`). Joining twice is one join. */
export const joinPromotion = async (p: Platform, memberId: number, id: number, lang: ShippedLanguage): Promise<PromotionAction> => {
  await requireModule(p, REWARD_CENTRE);
  const row = await promotionOf(p.db, id);
  const [[entry], facts] = await Promise.all([
    p.db
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, id), eq(promotionEntries.memberId, memberId))),
    memberFacts(p.db, memberId),
  ]);
  const now = p.now();
  if (row.kind === 'signUp' || row.kind === 'application') return fail('promotion.not.eligible');
  if (entry?.status !== 'joined') {
    requireStatus(statusOf(row, now, entry, facts), 'join');
    await p.db.insert(promotionEntries).values({ promotionId: id, memberId, status: 'joined', createdAt: now, updatedAt: now }).onConflictDoNothing();
  }
  const balance = (await walletBalance(p.db, memberId))?.balance ?? 0n;
  return { promotion: view(row, lang, 'joined'), balance: formatMinor(balance) };
};

/** Pays a bonus: the ledger event, its grant with the turnover it needs, the entry marked claimed, a message. */
export const payBonus = async (
  tx: Tx,
  row: PromotionRow,
  memberId: number,
  { amount, base, depositId, now, period = '' }: { amount: bigint; base: bigint; depositId: number | null; now: Date; period?: string },
) => {
  const wallet = await ensureWallet(tx, memberId, row.currency);
  const moved = await transfer(tx, {
    kind: 'bonus',
    memberId,
    reference: `promotion:${row.id}`,
    idempotencyKey: period ? `promotion:${row.id}:${memberId}:${period}` : `promotion:${row.id}:${memberId}`,
    from: await houseAccount(tx, 'house:rewards', row.currency),
    to: wallet,
    amount,
  });
  await tx.insert(bonusGrants).values({
    memberId,
    promotionId: row.id,
    depositId,
    period,
    amount,
    turnoverRequired: (amount + base) * BigInt(row.turnoverTimes),
    transactionId: moved.transactionId,
    createdAt: now,
  });
  // A promotion that pays once is done for the member; a weekly one stays joined for the weeks to come.
  if (!period)
    await tx
      .insert(promotionEntries)
      .values({ promotionId: row.id, memberId, status: 'claimed', createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [promotionEntries.promotionId, promotionEntries.memberId], set: { status: 'claimed', updatedAt: now } });
  await sendSystemMessages(tx, [
    {
      memberId,
      template: 'bonusCredited',
      params: { amount: formatMinor(amount), currency: row.currency, titleEs: row.titleEs, titleEn: row.titleEn },
    },
  ]);
  return moved.balances[wallet]!;
};

/** Claims a sign-up reward (`MCS2_claimRegisterPromotion`). A second claim answers the first. */
export const claimPromotion = async (p: Platform, memberId: number, id: number, lang: ShippedLanguage): Promise<PromotionAction> => {
  await requireModule(p, REWARD_CENTRE);
  return p.db.transaction(async (tx) => {
    // The member's row, locked: two claims at once queue, and the second finds the first's entry.
    const [member] = await tx.select({ currency: members.currency }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) return fail('login.not.session');
    const row = await promotionOf(tx, id);
    if (row.kind !== 'signUp') return fail('promotion.not.eligible');
    const [entry] = await tx
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, id), eq(promotionEntries.memberId, memberId)));
    if (entry?.status === 'claimed') {
      const balance = (await walletBalance(tx, memberId))?.balance ?? 0n;
      return { promotion: view(row, lang, 'claimed'), balance: formatMinor(balance) };
    }
    const now = p.now();
    requireStatus(statusOf(row, now, entry, await memberFacts(tx, memberId)), 'claim');
    if (row.currency !== member.currency) return fail('promotion.not.eligible');
    const balance = await payBonus(tx, row, memberId, { amount: row.reward!, base: 0n, depositId: null, now });
    return { promotion: view(row, lang, 'claimed'), balance: formatMinor(balance) };
  });
};

/** Claims last week's loss rebate once issued (`MCS2_claimIssuedPromotion`). A second claim answers the first. */
export const claimIssuedPromotion = async (p: Platform, memberId: number, id: number, lang: ShippedLanguage): Promise<PromotionAction> => {
  await requireModule(p, REWARD_CENTRE);
  return p.db.transaction(async (tx) => {
    // The member's row, locked: two claims at once queue, and the second finds the first's bonus.
    const [member] = await tx.select({ currency: members.currency }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) return fail('login.not.session');
    const row = await promotionOf(tx, id);
    if (row.kind !== 'weeklyLoss') return fail('promotion.not.eligible');
    const [entry] = await tx
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, id), eq(promotionEntries.memberId, memberId)));
    const now = p.now();
    if (!entry) return fail('promotion.not.eligible');
    const weekly = await weeklyIssue(tx, row, entry, now);
    if (!weekly.claimed) {
      requireStatus(statusOf(row, now, entry, await memberFacts(tx, memberId), { weekly }), 'issued');
      if (row.currency !== member.currency) return fail('promotion.not.eligible');
      await payBonus(tx, row, memberId, { amount: weekly.amount, base: 0n, depositId: null, now, period: weekly.weekStart });
    }
    const balance = (await walletBalance(tx, memberId))?.balance ?? 0n;
    return { promotion: view(row, lang, 'claimed', { weekly: { ...weekly, claimed: true } }), balance: formatMinor(balance) };
  });
};

/**
 * Pays the first-deposit bonus the member joined, in the transaction that pays the member's first
 * deposit. The entry's row is locked: two first deposits paid at once pay one bonus.
 */
export const payFirstDepositBonus = async (tx: Tx, now: Date, deposit: { id: number; memberId: number; amount: bigint; currency: string }): Promise<void> => {
  const joined = await tx
    .select({ entry: promotionEntries.id, promotionId: promotionEntries.promotionId })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .where(and(eq(promotionEntries.memberId, deposit.memberId), eq(promotionEntries.status, 'joined'), eq(promotions.kind, 'firstDeposit')))
    .orderBy(asc(promotionEntries.id));
  if (joined.length === 0 || !(await isModuleEnabled({ db: tx }, REWARD_CENTRE))) return;
  const [earlier] = await tx
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.memberId, deposit.memberId), eq(deposits.status, 'paid'), ne(deposits.id, deposit.id)));
  if ((earlier?.n ?? 0) > 0) return;
  for (const { entry, promotionId } of joined) {
    const [locked] = await tx.select().from(promotionEntries).where(eq(promotionEntries.id, entry)).for('update');
    const row = await promotionOf(tx, promotionId);
    if (locked?.status !== 'joined' || !isOpen(row, now) || row.currency !== deposit.currency) continue;
    const share = (deposit.amount * BigInt(row.percentBp!)) / 10_000n;
    const amount = share < row.cap! ? share : row.cap!;
    if (amount <= 0n) continue;
    await payBonus(tx, row, deposit.memberId, { amount, base: deposit.amount, depositId: deposit.id, now });
    // One first-deposit bonus per deposit: the first the member joined.
    return;
  }
};
