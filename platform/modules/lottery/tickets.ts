import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { LOTTERY_BET_TYPES, type lotteryTicketRequestSchema, type LotteryTicket } from '../../../contract/game-play.ts';
import { isTrialType } from '../../../contract/limits.ts';
import { formatMinor, parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { games, lotteryDraws, lotteryTickets, members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { ensureWallet, houseAccount, recordStats, transfer, walletBalance } from '../ledger/index.ts';
import { ensureOpenDraw, settleDue } from './draws.ts';
import { playsIn, type LotteryGame, type PrizeMode } from './games.ts';
import { isPrizeModeName, pickFits, PRIZE_TABLES } from './prize-tables.ts';
import { isOnSale } from './schedule.ts';
import { checkBetLimits, countPlay } from '../responsible/index.ts';

export type TicketRequest = z.infer<typeof lotteryTicketRequestSchema>;

/** A ticket as the page lists it: the contract's ticket, with its draw's number once drawn. */
export type TicketView = LotteryTicket & { numbers: string | null };

const ticketColumns = {
  id: lotteryTickets.id,
  gameId: lotteryDraws.gameId,
  gameCode: games.code,
  drawNo: lotteryDraws.drawNo,
  numbers: lotteryDraws.numbers,
  betType: lotteryTickets.betType,
  prizeMode: lotteryTickets.prizeMode,
  pick: lotteryTickets.pick,
  stake: lotteryTickets.stake,
  status: lotteryTickets.status,
  payout: lotteryTickets.payout,
  createdAt: lotteryTickets.createdAt,
};

const selectTickets = (db: Db | Tx) =>
  db
    .select(ticketColumns)
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .innerJoin(games, eq(games.id, lotteryDraws.gameId));

type TicketRow = Awaited<ReturnType<typeof selectTickets>>[number];

const toTicket = (row: TicketRow): TicketView => ({
  id: row.id,
  gameCode: row.gameCode,
  drawNo: row.drawNo,
  betType: LOTTERY_BET_TYPES.find((type) => type === row.betType) ?? '2D',
  prizeMode: isPrizeModeName(row.prizeMode) ? row.prizeMode : 'LOTT',
  pick: row.pick,
  stake: formatMinor(row.stake),
  status: row.status,
  payout: formatMinor(row.payout),
  createdAt: row.createdAt.getTime(),
  numbers: row.numbers,
});

const ticketByRequest = async (db: Db | Tx, memberId: number, requestId: string) =>
  (
    await selectTickets(db)
      .where(and(eq(lotteryTickets.memberId, memberId), eq(lotteryTickets.requestId, requestId)))
      .limit(1)
  )[0];

/**
 * The pick and stake of a request, checked against the prize mode's table (a bet it does not take
 * is a bad pick); `lottery.bet.invalid` names the field.
 */
export const checkTicketRequest = (req: TicketRequest, mode: PrizeMode): bigint => {
  if (!pickFits(mode, req.betType, req.pick)) throw new PlatformError('lottery.bet.invalid', { fields: { pick: ['invalid_format'] } });
  const limits = PRIZE_TABLES[mode].stake;
  const stake = parseMinor(req.stake);
  if (stake === null || stake < limits.min) throw new PlatformError('lottery.bet.invalid', { fields: { stake: ['too_small'] } });
  if (stake > limits.max) throw new PlatformError('lottery.bet.invalid', { fields: { stake: ['too_big'] } });
  return stake;
};

/** A retry answers its first ticket; the same request id for another bet is a conflict. */
const sameRequest = (row: TicketRow, game: LotteryGame, mode: PrizeMode, req: TicketRequest, stake: bigint) =>
  row.gameId === game.id &&
  row.prizeMode === mode &&
  row.betType === req.betType &&
  row.pick === req.pick &&
  row.stake === stake &&
  (!req.drawNo || req.drawNo === row.drawNo);

export interface Buyer {
  memberId: number;
  type: number;
  /** The game session the ticket is bought from: its playing time and reality check count it. */
  sessionId?: number;
  /** The launch's prize mode, whose table pays the ticket; the game's own when absent. */
  prizeMode?: PrizeMode;
}

export interface Purchase {
  ticket: TicketView;
  /** The wallet after the purchase, minor units. */
  balance: bigint;
}

const replay = async (p: Platform, buyer: Buyer, row: TicketRow, game: LotteryGame, mode: PrizeMode, req: TicketRequest, stake: bigint): Promise<Purchase> => {
  if (!sameRequest(row, game, mode, req, stake)) throw new PlatformError('idempotency.conflict');
  return { ticket: toTicket(row), balance: (await walletBalance(p, buyer.memberId))?.balance ?? 0n };
};

/**
 * Buys a ticket on the open draw of `game` (or on `req.drawNo`, which must still be on sale), paid
 * by the buyer's prize mode (the launch's; the game's own by default): the
 * stake moves wallet → house:games and the ticket is written in one transaction. Idempotent per
 * (member, requestId): a retry returns the first ticket and moves no money. Without the balance,
 * `balance.not.enough` and nothing is written.
 */
export const buyTicket = async (p: Platform, buyer: Buyer, game: LotteryGame, req: TicketRequest): Promise<Purchase> => {
  if (isTrialType(buyer.type)) throw new PlatformError('in_need_true_account');
  const mode = buyer.prizeMode ?? game.prizeMode;
  if (!playsIn(game, mode)) throw new PlatformError('game.not.found');
  const stake = checkTicketRequest(req, mode);
  await settleDue(p);
  const earlier = await ticketByRequest(p.db, buyer.memberId, req.requestId);
  if (earlier) return replay(p, buyer, earlier, game, mode, req, stake);

  const open = await ensureOpenDraw(p, game);
  if (req.drawNo && req.drawNo !== open.drawNo) throw new PlatformError('lottery.draw.closed', { drawNo: open.drawNo });
  const [member] = await p.db.select({ currency: members.currency }).from(members).where(eq(members.id, buyer.memberId)).limit(1);
  if (!member) throw new PlatformError('game.session.invalid');
  const wallet = await ensureWallet(p, buyer.memberId, member.currency);
  const house = await houseAccount(p, 'house:games', member.currency);

  const placedAt = p.now();
  const outcome = await p.db.transaction(async (tx) => {
    // Held until commit: the draw cannot settle while this ticket is being written.
    const [draw] = await tx
      .select({ drawAt: lotteryDraws.drawAt, settledAt: lotteryDraws.settledAt })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.id, open.id))
      .for('share');
    if (!draw || draw.settledAt || !isOnSale(draw.drawAt, p.now())) throw new PlatformError('lottery.draw.closed');
    const [inserted] = await tx
      .insert(lotteryTickets)
      .values({
        memberId: buyer.memberId,
        drawId: open.id,
        requestId: req.requestId,
        betType: req.betType,
        prizeMode: mode,
        pick: req.pick,
        stake,
        createdAt: placedAt,
      })
      .onConflictDoNothing({ target: [lotteryTickets.memberId, lotteryTickets.requestId] })
      .returning({ id: lotteryTickets.id });
    // The same request running alongside wrote it first: answer that one.
    if (!inserted) return { replayed: true as const };
    // The reality check and the player's own limits, before any money moves.
    const moment = buyer.sessionId === undefined ? null : await countPlay(tx, { id: buyer.sessionId, memberId: buyer.memberId }, placedAt, true);
    if (moment?.hasLimits !== false) await checkBetLimits(tx, buyer.memberId, stake, placedAt);
    const paid = await transfer(tx, {
      kind: 'lottery.ticket',
      memberId: buyer.memberId,
      reference: `lottery.ticket:${inserted.id}`,
      idempotencyKey: `lottery.ticket:${req.requestId}`,
      from: wallet,
      to: house,
      amount: stake,
    });
    await tx.update(lotteryTickets).set({ stakeTransactionId: paid.transactionId }).where(eq(lotteryTickets.id, inserted.id));
    // Valid once settled: the draw adds the valid stake and the win to the ticket's own hour.
    await recordStats(tx, [{ memberId: buyer.memberId, at: placedAt, delta: { bets: 1, stake } }]);
    return { replayed: false as const, balance: paid.balances[wallet]! };
  });
  const row = await ticketByRequest(p.db, buyer.memberId, req.requestId);
  if (!row) throw new Error(`Ticket ${req.requestId} of member ${buyer.memberId} vanished`);
  if (outcome.replayed) return replay(p, buyer, row, game, mode, req, stake);
  return { ticket: toTicket(row), balance: outcome.balance };
};

/** The member's tickets, the newest first; one game's only when `gameId` is given. */
export const memberTickets = async (p: Platform, memberId: number, options: { gameId?: number; limit?: number } = {}): Promise<TicketView[]> => {
  await settleDue(p);
  const rows = await selectTickets(p.db)
    .where(and(eq(lotteryTickets.memberId, memberId), options.gameId === undefined ? undefined : eq(lotteryDraws.gameId, options.gameId)))
    .orderBy(desc(lotteryTickets.createdAt), desc(lotteryTickets.id))
    .limit(options.limit ?? 20);
  return rows.map(toTicket);
};
