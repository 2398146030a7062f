import { and, desc, eq, gt, lte, min, ne, sum } from 'drizzle-orm';
import { GAME_CATEGORIES, type GameCategory } from '../../../contract/game-rules.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import {
  rateText,
  REBATE_CLAIMS_SHOWN,
  REBATE_DELAY_SECONDS,
  type RebateClaim,
  type RebateLine,
  type RebatePaid,
  type RebateSummary,
} from '../../../contract/rebates.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/index.ts';
import { gameRounds, games, lotteryDraws, lotteryTickets, memberRebates, members, rebateClaims } from '../../db/schema/index.ts';
import { sendSystemMessages } from '../inbox/index.ts';
import { ensureWallet, houseAccount, transfer, walletBalance } from '../ledger/index.ts';
import { readSetting, requireModule } from '../system/index.ts';

/*
 * Manual rebate: the member's valid bets since the last claim, per product type, times the rate
 * the operator set for that type, paid to the wallet when the member claims it. A bet is valid once
 * settled: a slot round at once, a lottery ticket at its draw. It counts once it is a minute old
 * (the rebate's delay), so a claim never races a bet still being written, and a ticket whose draw
 * is due but not yet settled holds the claim's end before its draw, to count at the next claim.
 * Each claim moves the member's mark to its end, under a row lock: two claims at once pay once.
 */

export const REBATE_MODULE = 'MANPLAYREB3';

export interface RebateSetting {
  /** Basis points per product type; a type the operator never set pays nothing. */
  rates: Partial<Record<GameCategory, number>>;
  delaySeconds: number;
}

export const rebateSetting = async (p: Pick<Platform, 'db'>): Promise<RebateSetting> => {
  const setting = await readSetting(p.db, 'rebate');
  return { rates: setting?.rates ?? {}, delaySeconds: setting?.delaySeconds ?? REBATE_DELAY_SECONDS };
};

type Window = { since: Date | null; until: Date };

const after = (column: Parameters<typeof gt>[0], since: Date | null) => (since ? gt(column, since) : undefined);

/** The member's valid stakes per product type, of bets settled in the window. */
export const validStakes = async (db: Db | Tx, memberId: number, { since, until }: Window): Promise<Map<string, bigint>> => {
  const [rounds, tickets] = await Promise.all([
    db
      .select({ category: games.category, stake: sum(gameRounds.stake) })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.mode, 'real'), after(gameRounds.createdAt, since), lte(gameRounds.createdAt, until)))
      .groupBy(games.category),
    db
      .select({ category: games.category, stake: sum(lotteryTickets.stake) })
      .from(lotteryTickets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
      .innerJoin(games, eq(games.id, lotteryDraws.gameId))
      .where(and(eq(lotteryTickets.memberId, memberId), ne(lotteryTickets.status, 'open'), after(lotteryDraws.drawAt, since), lte(lotteryDraws.drawAt, until)))
      .groupBy(games.category),
  ]);
  const stakes = new Map<string, bigint>();
  for (const row of [...rounds, ...tickets]) stakes.set(row.category, (stakes.get(row.category) ?? 0n) + BigInt(row.stake ?? 0));
  return stakes;
};

/** Where a claim made now ends: the delay ago, or just before the draw of a ticket still waiting to settle. */
export const windowEnd = async (db: Db | Tx, memberId: number, now: Date, delaySeconds: number): Promise<Date> => {
  const settled = new Date(now.getTime() - delaySeconds * 1000);
  const [waiting] = await db
    .select({ drawAt: min(lotteryDraws.drawAt) })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(and(eq(lotteryTickets.memberId, memberId), eq(lotteryTickets.status, 'open'), lte(lotteryDraws.drawAt, settled)));
  return waiting?.drawAt ? new Date(Math.min(settled.getTime(), waiting.drawAt.getTime() - 1)) : settled;
};

/** The rebate of each product type with a rate or a stake, in the site's order, and their total. */
const linesOf = (stakes: Map<string, bigint>, rates: Partial<Record<GameCategory, number>>) => {
  const lines: (RebateLine & { minor: bigint })[] = [];
  for (const category of GAME_CATEGORIES) {
    const stake = stakes.get(category) ?? 0n;
    const rate = rates[category] ?? 0;
    if (stake === 0n && rate === 0) continue;
    // Each line rounds down to the cent: the site never pays a fraction it cannot post.
    const minor = (stake * BigInt(rate)) / 10_000n;
    lines.push({ category, validStake: formatMinor(stake), rate: rateText(rate), amount: formatMinor(minor), minor });
  }
  return { lines: lines.map(({ minor: _, ...line }) => line), total: lines.reduce((all, line) => all + line.minor, 0n) };
};

const claimView = (row: typeof rebateClaims.$inferSelect): RebateClaim => ({
  id: String(row.id),
  claimedAt: row.createdAt.toISOString(),
  since: row.sinceAt?.toISOString() ?? null,
  until: row.untilAt.toISOString(),
  amount: formatMinor(row.amount),
});

const markOf = async (db: Db | Tx, memberId: number): Promise<Date | null> => {
  const [mark] = await db.select({ claimedUntil: memberRebates.claimedUntil }).from(memberRebates).where(eq(memberRebates.memberId, memberId));
  return mark?.claimedUntil ?? null;
};

/** What the member would be paid by a claim now, and their last claims (`ODSFE2_getRebate`). */
export const rebateSummary = async (p: Platform, memberId: number): Promise<RebateSummary> => {
  await requireModule(p, REBATE_MODULE);
  const { rates, delaySeconds } = await rebateSetting(p);
  const [since, until, claims] = await Promise.all([
    markOf(p.db, memberId),
    windowEnd(p.db, memberId, p.now(), delaySeconds),
    p.db.select().from(rebateClaims).where(eq(rebateClaims.memberId, memberId)).orderBy(desc(rebateClaims.id)).limit(REBATE_CLAIMS_SHOWN),
  ]);
  const window = { since, until: since && since > until ? since : until };
  const { lines, total } = linesOf(await validStakes(p.db, memberId, window), rates);
  return { since: since?.toISOString() ?? null, until: window.until.toISOString(), lines, total: formatMinor(total), claims: claims.map(claimView) };
};

/**
 * Pays the rebate earned since the last claim (`ODSFE2_rebateDisburse`), as one ledger event of
 * kind `rebate` from the house's rewards. A retry with the same request id answers the first claim
 * and pays nothing; nothing earned is `rebate.nothing`.
 */
export const claimRebate = async (p: Platform, memberId: number, requestId: string): Promise<RebatePaid> => {
  await requireModule(p, REBATE_MODULE);
  const { rates, delaySeconds } = await rebateSetting(p);
  const [member] = await p.db.select({ currency: members.currency }).from(members).where(eq(members.id, memberId));
  if (!member) return fail('login.not.session');
  return p.db.transaction(async (tx) => {
    await tx.insert(memberRebates).values({ memberId, claimedUntil: null }).onConflictDoNothing();
    // The member's mark, locked until this claim commits: a second claim waits, then finds it moved.
    const [mark] = await tx.select().from(memberRebates).where(eq(memberRebates.memberId, memberId)).for('update');
    const wallet = await ensureWallet(tx, memberId, member.currency);
    const [done] = await tx
      .select()
      .from(rebateClaims)
      .where(and(eq(rebateClaims.memberId, memberId), eq(rebateClaims.requestId, requestId)));
    if (done) return { ...claimView(done), lines: done.lines, balance: formatMinor((await walletBalance(tx, memberId))?.balance ?? 0n) };

    const since = mark?.claimedUntil ?? null;
    const until = await windowEnd(tx, memberId, p.now(), delaySeconds);
    if (since && since >= until) return fail('rebate.nothing');
    const { lines, total } = linesOf(await validStakes(tx, memberId, { since, until }), rates);
    if (total <= 0n) return fail('rebate.nothing');

    const moved = await transfer(tx, {
      kind: 'rebate',
      memberId,
      reference: `rebate:${requestId}`,
      idempotencyKey: `rebate:${memberId}:${requestId}`,
      from: await houseAccount(tx, 'house:rewards', member.currency),
      to: wallet,
      amount: total,
    });
    const [claim] = await tx
      .insert(rebateClaims)
      .values({ memberId, requestId, sinceAt: since, untilAt: until, amount: total, lines, transactionId: moved.transactionId, createdAt: p.now() })
      .returning();
    await tx.update(memberRebates).set({ claimedUntil: until }).where(eq(memberRebates.memberId, memberId));
    await sendSystemMessages(tx, [{ memberId, template: 'rebateCredited', params: { amount: formatMinor(total), currency: member.currency } }]);
    return { ...claimView(claim!), lines, balance: formatMinor(moved.balances[wallet]!) };
  });
};
