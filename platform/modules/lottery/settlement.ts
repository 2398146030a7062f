import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { LOTTERY_BET_TYPES, type LotteryBetType } from '../../../contract/game-play.ts';
import type { Platform } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { games, ledgerAccounts, lotteryDraws, lotteryTickets, members } from '../../db/schema/index.ts';
import { ensureWallet, houseAccount, recordStats, transfer } from '../ledger/index.ts';
import { prizeModeOfGame } from './games.ts';
import { isPrizeModeName, payoutOf, PRIZE_TABLES } from './prize-tables.ts';
import { drawNumbers, DRAW_DIGITS, type LotteryRng } from './schedule.ts';
import { recordBigWin } from '../catalogue/index.ts';

const isBetType = (value: string): value is LotteryBetType => (LOTTERY_BET_TYPES as readonly string[]).includes(value);

interface Winner {
  id: number;
  memberId: number;
  account: string;
  currency: string;
  payout: bigint;
}

/** The ledger key of a ticket's payout: whatever runs a settlement again, a ticket is paid once. */
export const payoutKey = (ticketId: number) => `lottery.payout:${ticketId}`;

const payWinners = async (tx: Tx, draw: { gameId: number }, winners: Winner[], now: Date) => {
  const houses = new Map<string, number>();
  const wallets = new Map<number, number>();
  for (const w of winners) {
    if (!houses.has(w.currency)) houses.set(w.currency, await houseAccount(tx, 'house:games', w.currency));
    if (!wallets.has(w.memberId)) wallets.set(w.memberId, await ensureWallet(tx, w.memberId, w.currency));
  }
  // Every account this draw pays from or to is locked up front, in id order, as each single
  // transfer does: a purchase running meanwhile then queues behind the draw and never deadlocks it.
  const ids = [...new Set([...houses.values(), ...wallets.values()])].sort((a, b) => a - b);
  await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids)).orderBy(ledgerAccounts.id).for('update');
  for (const w of winners) {
    const paid = await transfer(tx, {
      kind: 'lottery.payout',
      memberId: w.memberId,
      reference: `lottery.ticket:${w.id}`,
      idempotencyKey: payoutKey(w.id),
      from: houses.get(w.currency)!,
      to: wallets.get(w.memberId)!,
      amount: w.payout,
    });
    await tx.update(lotteryTickets).set({ status: 'won', payout: w.payout, payoutTransactionId: paid.transactionId }).where(eq(lotteryTickets.id, w.id));
    await recordBigWin(tx, { memberId: w.memberId, customerName: w.account, gameId: draw.gameId, amount: w.payout, at: now });
  }
};

/**
 * Draws one draw whose time has come and settles it, in one transaction: the number (from `rng`,
 * only now, with its game's digits), every open ticket marked won or lost, winners paid from house:games. The draw row is
 * locked first, so a second settler (this process or another) waits, then finds it settled and
 * answers false; purchases hold the same row while they buy, so none slips in unsettled.
 */
export const settleDraw = (p: Platform, drawId: number, rng: LotteryRng, now = p.now()): Promise<boolean> =>
  p.db.transaction(async (tx) => {
    const [draw] = await tx
      .select({ id: lotteryDraws.id, gameId: lotteryDraws.gameId, numbers: lotteryDraws.numbers })
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.id, drawId), isNull(lotteryDraws.settledAt), lte(lotteryDraws.drawAt, now)))
      .for('update');
    if (!draw) return false;
    // The game's own prize table says how many digits its number has (six for the SEA lottery).
    const [game] = await tx.select({ vendor: games.vendor, category: games.category }).from(games).where(eq(games.id, draw.gameId)).limit(1);
    const gameMode = game ? prizeModeOfGame(game) : null;
    const numbers = draw.numbers ?? drawNumbers(rng, gameMode ? PRIZE_TABLES[gameMode].drawDigits : DRAW_DIGITS);
    const open = await tx
      .select({
        id: lotteryTickets.id,
        memberId: lotteryTickets.memberId,
        betType: lotteryTickets.betType,
        prizeMode: lotteryTickets.prizeMode,
        pick: lotteryTickets.pick,
        stake: lotteryTickets.stake,
        placedAt: lotteryTickets.createdAt,
        account: members.account,
        currency: members.currency,
      })
      .from(lotteryTickets)
      .innerJoin(members, eq(members.id, lotteryTickets.memberId))
      .where(and(eq(lotteryTickets.drawId, draw.id), eq(lotteryTickets.status, 'open')))
      .orderBy(lotteryTickets.id)
      .for('update', { of: lotteryTickets });
    const winners = open.flatMap((t) => {
      // Each ticket is paid by its own prize mode's table: ZY tickets share LOTT draws at ZY's odds.
      const payout =
        isBetType(t.betType) && isPrizeModeName(t.prizeMode) ? payoutOf(t.prizeMode, { betType: t.betType, pick: t.pick, stake: t.stake }, numbers) : 0n;
      return payout > 0n ? [{ id: t.id, memberId: t.memberId, account: t.account, currency: t.currency, payout }] : [];
    });
    if (winners.length) await payWinners(tx, draw, winners, now);
    await tx
      .update(lotteryTickets)
      .set({ status: 'lost' })
      .where(and(eq(lotteryTickets.drawId, draw.id), eq(lotteryTickets.status, 'open')));
    await tx.update(lotteryDraws).set({ numbers, settledAt: now }).where(eq(lotteryDraws.id, draw.id));
    const payouts = new Map(winners.map((w) => [w.id, w.payout]));
    await recordStats(
      tx,
      open.map((t) => ({ memberId: t.memberId, at: t.placedAt, delta: { validStake: t.stake, win: payouts.get(t.id) ?? 0n } })),
    );
    return true;
  });
