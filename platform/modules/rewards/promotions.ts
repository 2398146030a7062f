import { and, asc, count, desc, eq, gte, inArray, lt, ne, sum } from 'drizzle-orm';
import { z } from 'zod';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import {
  PROMOTION_KINDS,
  type BonusDetails,
  type Promotion,
  type PromotionAction,
  type PromotionList,
  type PromotionStatus,
} from '../../../contract/promotions.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { hasControlCharacter } from '../../core/control-characters.ts';
import { fail } from '../../core/errors.ts';
import { operatorAmount, operatorText, operatorTitle } from '../../core/operator-text.ts';
import type { Db, Tx } from '../../db/index.ts';
import { bonusGrants, deposits, gameRounds, lotteryTickets, members, promotionEntries, promotions } from '../../db/schema/index.ts';
import { sendSystemMessages } from '../inbox/index.ts';
import { ensureWallet, houseAccount, transfer, walletBalance } from '../ledger/index.ts';
import { isModuleEnabled, requireModule, siteSnapshot } from '../system/index.ts';

/*
 * The reward centre's promotions. A first-deposit bonus is joined before the member's first
 * deposit and paid, in the deposit's own transaction, as a share of it up to a cap. A weekly loss
 * rebate is joined once; from each Monday (UTC) a share of the member's net loss of the week
 * before, up to a cap, is issued, and the member claims it during that week. A sign-up reward is
 * claimed once by a member who registered while it ran. Each bonus is one ledger event
 * of kind `bonus` from the house's rewards, recorded with the turnover it needs: `turnover_times`
 * times the bonus plus the deposit. Valid bets placed after a bonus pay its turnover down, the
 * oldest bonus first; while any is owed, withdrawals are refused (withdrawals.ts asks here).
 */

type PromotionRow = typeof promotions.$inferSelect;
type EntryRow = typeof promotionEntries.$inferSelect;

/** Promotions are the reward centre: off with it. */
const REWARD_CENTRE = 'REWCEN3';

const DAY_MS = 86_400_000;

/** The week before the one `now` is in: Monday 00:00 UTC to Monday 00:00 UTC, and its key (`2026-11-16`). */
export const lastWeekOf = (now: Date) => {
  const day = Math.floor(now.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: Monday is three days after a multiple of seven.
  const monday = (day - ((day + 3) % 7)) * DAY_MS;
  const start = new Date(monday - 7 * DAY_MS);
  return { start, end: new Date(monday), key: start.toISOString().slice(0, 10) };
};

/** What last week's loss rebate comes to for a member in the promotion, and whether it was claimed. */
interface WeeklyIssue {
  weekStart: string;
  loss: bigint;
  amount: bigint;
  claimed: boolean;
}

const isOpen = (row: PromotionRow, now: Date) => row.enabled && row.startsAt <= now && (!row.endsAt || row.endsAt > now);

interface MemberFacts {
  registeredAt: Date;
  hasPaidDeposit: boolean;
}

/** SPEC's status of a promotion for one member. */
const statusOf = (row: PromotionRow, now: Date, entry: EntryRow | undefined, facts: MemberFacts, weekly: WeeklyIssue | null = null): PromotionStatus => {
  if (entry?.status === 'claimed') return 'claimed';
  if (row.enabled && row.startsAt > now) return 'comingSoon';
  if (!isOpen(row, now)) return 'close';
  if (row.kind === 'weeklyLoss') {
    if (!entry) return 'join';
    return weekly?.claimed ? 'claimed' : weekly && weekly.amount > 0n ? 'issued' : 'joined';
  }
  if (row.kind === 'firstDeposit') {
    if (entry) return 'joined';
    return facts.hasPaidDeposit ? 'close' : 'join';
  }
  return facts.registeredAt >= row.startsAt ? 'claim' : 'close';
};

const view = (row: PromotionRow, lang: ShippedLanguage, status: PromotionStatus, weekly: WeeklyIssue | null = null): Promotion => ({
  id: String(row.id),
  kind: row.kind,
  title: lang === 'EN' ? row.titleEn : row.titleEs,
  content: lang === 'EN' ? row.contentEn : row.contentEs,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  status,
  percent: row.percentBp,
  cap: row.cap === null ? null : formatMinor(row.cap),
  reward: row.reward === null ? null : formatMinor(row.reward),
  turnoverTimes: row.turnoverTimes,
  issued:
    weekly && (weekly.amount > 0n || weekly.claimed)
      ? { weekStart: weekly.weekStart, loss: formatMinor(weekly.loss), amount: formatMinor(weekly.amount) }
      : null,
});

const memberFacts = async (db: Db | Tx, memberId: number): Promise<MemberFacts> => {
  const [[member], [paid]] = await Promise.all([
    db.select({ createdAt: members.createdAt }).from(members).where(eq(members.id, memberId)),
    db
      .select({ n: count() })
      .from(deposits)
      .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'paid'))),
  ]);
  if (!member) return fail('login.not.session');
  return { registeredAt: member.createdAt, hasPaidDeposit: (paid?.n ?? 0) > 0 };
};

/** The promotions a member sees: those running or coming, and any the member took part in. */
export const promotionList = async (p: Platform, memberId: number, lang: ShippedLanguage): Promise<PromotionList> => {
  await requireModule(p, REWARD_CENTRE);
  const now = p.now();
  const [rows, entries, facts] = await Promise.all([
    p.db.select().from(promotions).orderBy(asc(promotions.startsAt), asc(promotions.id)),
    p.db.select().from(promotionEntries).where(eq(promotionEntries.memberId, memberId)),
    memberFacts(p.db, memberId),
  ]);
  const entryOf = new Map(entries.map((entry) => [entry.promotionId, entry]));
  const shown = rows.filter((row) => entryOf.has(row.id) || (row.enabled && (!row.endsAt || row.endsAt > now)));
  const list = await Promise.all(
    shown.map(async (row) => {
      const entry = entryOf.get(row.id);
      const weekly = row.kind === 'weeklyLoss' && entry ? await weeklyIssue(p.db, row, entry, now) : null;
      return view(row, lang, statusOf(row, now, entry, facts, weekly), weekly);
    }),
  );
  return { list, actionable: list.filter((promotion) => ['join', 'claim', 'issued'].includes(promotion.status)).length };
};

const promotionOf = async (db: Db | Tx, id: number) => {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row ?? fail('promotion.not.found');
};

/** Refuses what the member cannot do with the promotion now, in the words its status calls for. */
const requireStatus = (status: PromotionStatus, wanted: PromotionStatus) => {
  if (status === wanted) return;
  if (status === 'comingSoon' || status === 'close' || status === 'claimed' || status === 'joined') {
    return fail(status === 'close' || status === 'comingSoon' ? 'promotion.not.open' : 'promotion.not.eligible');
  }
  return fail('promotion.not.eligible');
};

/** The member's net loss (stakes less wins) on real-money bets placed in [from, until), in minor units; never below zero. */
const netLoss = async (db: Db | Tx, memberId: number, from: Date, until: Date): Promise<bigint> => {
  const [[rounds], [tickets]] = await Promise.all([
    db
      .select({ stake: sum(gameRounds.stake), win: sum(gameRounds.win) })
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.mode, 'real'), gte(gameRounds.createdAt, from), lt(gameRounds.createdAt, until))),
    db
      .select({ stake: sum(lotteryTickets.stake), win: sum(lotteryTickets.payout) })
      .from(lotteryTickets)
      .where(
        and(eq(lotteryTickets.memberId, memberId), ne(lotteryTickets.status, 'open'), gte(lotteryTickets.createdAt, from), lt(lotteryTickets.createdAt, until)),
      ),
  ]);
  const loss = BigInt(rounds?.stake ?? 0) - BigInt(rounds?.win ?? 0) + BigInt(tickets?.stake ?? 0) - BigInt(tickets?.win ?? 0);
  return loss > 0n ? loss : 0n;
};

/** Last week's loss rebate for a member in a weekly loss promotion: bets from when the member joined count. */
const weeklyIssue = async (db: Db | Tx, row: PromotionRow, entry: EntryRow, now: Date): Promise<WeeklyIssue> => {
  const week = lastWeekOf(now);
  const [[paid], loss] = await Promise.all([
    db
      .select({ amount: bonusGrants.amount })
      .from(bonusGrants)
      .where(and(eq(bonusGrants.promotionId, row.id), eq(bonusGrants.memberId, entry.memberId), eq(bonusGrants.period, week.key))),
    entry.createdAt < week.end ? netLoss(db, entry.memberId, entry.createdAt > week.start ? entry.createdAt : week.start, week.end) : Promise.resolve(0n),
  ]);
  const share = (loss * BigInt(row.percentBp ?? 0)) / 10_000n;
  const amount = paid ? paid.amount : share < (row.cap ?? 0n) ? share : (row.cap ?? 0n);
  return { weekStart: week.key, loss, amount, claimed: Boolean(paid) };
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
  if (row.kind === 'signUp') return fail('promotion.not.eligible');
  if (entry?.status !== 'joined') {
    requireStatus(statusOf(row, now, entry, facts), 'join');
    await p.db.insert(promotionEntries).values({ promotionId: id, memberId, status: 'joined', createdAt: now, updatedAt: now }).onConflictDoNothing();
  }
  const balance = (await walletBalance(p.db, memberId))?.balance ?? 0n;
  return { promotion: view(row, lang, 'joined'), balance: formatMinor(balance) };
};

/** Pays a bonus: the ledger event, its grant with the turnover it needs, the entry marked claimed, a message. */
const payBonus = async (
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
      requireStatus(statusOf(row, now, entry, await memberFacts(tx, memberId), weekly), 'issued');
      if (row.currency !== member.currency) return fail('promotion.not.eligible');
      await payBonus(tx, row, memberId, { amount: weekly.amount, base: 0n, depositId: null, now, period: weekly.weekStart });
    }
    const balance = (await walletBalance(tx, memberId))?.balance ?? 0n;
    return { promotion: view(row, lang, 'claimed', { ...weekly, claimed: true }), balance: formatMinor(balance) };
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

/** The member's valid stakes placed at or after each of `since` (ascending), in minor units. */
const stakesSince = async (db: Db | Tx, memberId: number, since: Date) => {
  const [[rounds], [tickets]] = await Promise.all([
    db
      .select({ n: sum(gameRounds.stake) })
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.mode, 'real'), gte(gameRounds.createdAt, since))),
    db
      .select({ n: sum(lotteryTickets.stake) })
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.memberId, memberId), ne(lotteryTickets.status, 'open'), gte(lotteryTickets.createdAt, since))),
  ]);
  return BigInt(rounds?.n ?? 0) + BigInt(tickets?.n ?? 0);
};

type GrantRow = typeof bonusGrants.$inferSelect;

/**
 * What each bonus still needs: bets placed between one bonus and the next pay the bonuses granted
 * up to then, the oldest first. Returns each grant with what is left of its requirement.
 */
const progressOf = async (db: Db | Tx, memberId: number): Promise<{ grant: GrantRow; left: bigint }[]> => {
  const grants = await db.select().from(bonusGrants).where(eq(bonusGrants.memberId, memberId)).orderBy(asc(bonusGrants.createdAt), asc(bonusGrants.id));
  if (grants.length === 0) return [];
  const since = await Promise.all(grants.map((grant) => stakesSince(db, memberId, grant.createdAt)));
  const left = grants.map((grant) => grant.turnoverRequired);
  grants.forEach((_, i) => {
    // The bets of the stretch from this bonus to the next.
    let pool = since[i]! - (since[i + 1] ?? 0n);
    for (let j = 0; j <= i && pool > 0n; j++) {
      const take = pool < left[j]! ? pool : left[j]!;
      left[j]! -= take;
      pool -= take;
    }
  });
  return grants.map((grant, i) => ({ grant, left: left[i]! }));
};

/** The turnover the member's bonuses still need, in minor units: withdrawals wait for zero. */
export const bonusTurnoverLeft = async (db: Db | Tx, memberId: number): Promise<bigint> =>
  (await progressOf(db, memberId)).reduce((all, { left }) => all + left, 0n);

/** Bonus details (`MCS2_getPromotionClaimList`): every bonus received, newest first, with its turnover. */
export const bonusDetails = async (p: Platform, memberId: number, lang: ShippedLanguage): Promise<BonusDetails> => {
  await requireModule(p, REWARD_CENTRE);
  const progress = await progressOf(p.db, memberId);
  const ids = [...new Set(progress.map(({ grant }) => grant.promotionId))];
  const rows = ids.length === 0 ? [] : await p.db.select().from(promotions).where(inArray(promotions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const list = progress
    .map(({ grant, left }) => {
      const row = byId.get(grant.promotionId)!;
      return {
        id: String(grant.id),
        title: lang === 'EN' ? row.titleEn : row.titleEs,
        kind: row.kind,
        grantedAt: grant.createdAt.toISOString(),
        amount: formatMinor(grant.amount),
        required: formatMinor(grant.turnoverRequired),
        progress: formatMinor(grant.turnoverRequired - left),
        remaining: formatMinor(left),
        unlocked: left === 0n,
      };
    })
    .reverse();
  return { list, remaining: formatMinor(progress.reduce((all, { left }) => all + left, 0n)) };
};

// The operator's side: `promotions add | list | end`.

const minor = (amount: string) => parseMinor(amount)!;
const amountText = operatorAmount().refine((text) => minor(text) > 0n, 'more than zero');
const contentText = z
  .string()
  .trim()
  .min(1)
  .max(4000)
  .refine((text) => !hasControlCharacter(text, { multiLine: true }), 'control_character');

export const promotionInputSchema = z
  .object({
    kind: z.enum(PROMOTION_KINDS),
    titleEs: operatorTitle(),
    titleEn: operatorTitle(),
    contentEs: contentText,
    contentEn: contentText,
    from: z.iso.datetime({ offset: true }),
    until: z.iso.datetime({ offset: true }).optional(),
    /** First-deposit bonus and weekly loss rebate: a percentage of the deposit or the loss (at most two decimals) and its cap. */
    percent: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with at most two decimals')
      .refine((text) => Number(text) > 0 && Number(text) <= 500, 'more than 0, at most 500')
      .optional(),
    cap: amountText.optional(),
    /** Sign-up reward: its fixed amount. */
    reward: amountText.optional(),
    turnover: z.coerce.number().int().min(0).max(100),
    by: operatorText(64),
  })
  .refine((e) => !e.until || Date.parse(e.from) < Date.parse(e.until), { path: ['until'], message: 'after --from' })
  .refine((e) => e.kind === 'signUp' || (e.percent !== undefined && e.cap !== undefined && e.reward === undefined), {
    path: ['percent'],
    message: 'a first-deposit bonus or a weekly loss rebate takes --percent and --cap, not --reward',
  })
  .refine((e) => e.kind !== 'signUp' || (e.reward !== undefined && e.percent === undefined && e.cap === undefined), {
    path: ['reward'],
    message: 'a sign-up reward takes --reward, not --percent or --cap',
  });

export const promotionIdSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), by: operatorText(64) });

export interface OperatorPromotion {
  id: number;
  kind: PromotionRow['kind'];
  titleEs: string;
  titleEn: string;
  startsAt: string;
  endsAt: string | null;
  open: boolean;
  currency: string;
  percent: string | null;
  cap: string | null;
  reward: string | null;
  turnoverTimes: number;
  joined: number;
  paid: number;
  paidTotal: string;
  createdBy: string;
}

const operatorView = (row: PromotionRow, now: Date, joined: number, paid: { n: number; total: bigint }): OperatorPromotion => ({
  id: row.id,
  kind: row.kind,
  titleEs: row.titleEs,
  titleEn: row.titleEn,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  open: isOpen(row, now),
  currency: row.currency,
  percent: row.percentBp === null ? null : (row.percentBp / 100).toFixed(2),
  cap: row.cap === null ? null : formatMinor(row.cap),
  reward: row.reward === null ? null : formatMinor(row.reward),
  turnoverTimes: row.turnoverTimes,
  joined,
  paid: paid.n,
  paidTotal: formatMinor(paid.total),
  createdBy: row.createdBy,
});

const figuresOf = async (db: Db, ids: number[]) => {
  if (ids.length === 0) return { joined: new Map<number, number>(), paid: new Map<number, { n: number; total: bigint }>() };
  const [entries, grants] = await Promise.all([
    db
      .select({ id: promotionEntries.promotionId, n: count() })
      .from(promotionEntries)
      .where(inArray(promotionEntries.promotionId, ids))
      .groupBy(promotionEntries.promotionId),
    db
      .select({ id: bonusGrants.promotionId, n: count(), total: sum(bonusGrants.amount) })
      .from(bonusGrants)
      .where(inArray(bonusGrants.promotionId, ids))
      .groupBy(bonusGrants.promotionId),
  ]);
  return {
    joined: new Map(entries.map((row) => [row.id, row.n])),
    paid: new Map(grants.map((row) => [row.id, { n: row.n, total: BigInt(row.total ?? 0) }])),
  };
};

export const addPromotion = async (p: Platform, input: z.infer<typeof promotionInputSchema>): Promise<OperatorPromotion> => {
  const currency = (await siteSnapshot(p)).settings.currency.code;
  const [row] = await p.db
    .insert(promotions)
    .values({
      kind: input.kind,
      titleEs: input.titleEs,
      titleEn: input.titleEn,
      contentEs: input.contentEs,
      contentEn: input.contentEn,
      startsAt: new Date(input.from),
      endsAt: input.until ? new Date(input.until) : null,
      currency,
      percentBp: input.percent === undefined ? null : Math.round(Number(input.percent) * 100),
      cap: input.cap === undefined ? null : minor(input.cap),
      reward: input.reward === undefined ? null : minor(input.reward),
      turnoverTimes: input.turnover,
      createdBy: input.by,
      createdAt: p.now(),
    })
    .returning();
  return operatorView(row!, p.now(), 0, { n: 0, total: 0n });
};

export const listPromotions = async (p: Platform, { limit }: { limit: number }): Promise<OperatorPromotion[]> => {
  const rows = await p.db.select().from(promotions).orderBy(desc(promotions.id)).limit(limit);
  const { joined, paid } = await figuresOf(
    p.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => operatorView(row, p.now(), joined.get(row.id) ?? 0, paid.get(row.id) ?? { n: 0, total: 0n }));
};

/** Ends a promotion now: nobody joins or claims it after this, and bonuses it paid stay paid. */
export const endPromotion = async (p: Platform, { id }: { id: number; by: string }): Promise<OperatorPromotion> => {
  const now = p.now();
  const row = await promotionOf(p.db, id);
  const [ended] = row.enabled ? await p.db.update(promotions).set({ enabled: false }).where(eq(promotions.id, id)).returning() : [row];
  const { joined, paid } = await figuresOf(p.db, [id]);
  return operatorView(ended!, now, joined.get(id) ?? 0, paid.get(id) ?? { n: 0, total: 0n });
};
