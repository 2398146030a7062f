import { and, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SLOT_STAKES_MINOR, type SlotRound } from '../../../contract/game-play.ts';
import { formatMinor, parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { gameRounds, gameSessions } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { betPostings, type BetAccounts } from '../catalogue/index.ts';
import { houseShardAccount, recordStats, transferWithin } from '../ledger/index.ts';
import { playAccount } from './play-wallet.ts';
import { cryptoRng, spin, type SlotRng } from './slot-engine.ts';
import { openSlot, sessionTotals, type OpenSlot } from './slot-session.ts';
import { recordBigWin } from '../catalogue/index.ts';
import { checkBetLimits, countPlay } from '../responsible/index.ts';

// The platform draws from node:crypto; a test may give one platform a generator of its own.
const rngs = new WeakMap<Platform, SlotRng>();

/** Makes every round on `p` draw from `rng` (tests only: a big win or a loss on demand). */
export const useSlotRng = (p: Platform, rng: SlotRng) => rngs.set(p, rng);

/** What a round row keeps besides its amounts: the reels and multiplier, and the answer it gave. */
const storedOutcomeSchema = z.object({
  reels: z.array(z.array(z.string())),
  multiplier: z.number(),
  balance: z.string(),
  net: z.string(),
  rounds: z.number().int(),
});
type StoredOutcome = z.infer<typeof storedOutcomeSchema>;

const answerOf = (row: { roundId: string; stake: bigint; win: bigint; outcome: unknown }): SlotRound => {
  const o = storedOutcomeSchema.parse(row.outcome);
  return {
    roundId: row.roundId,
    reels: o.reels,
    stake: formatMinor(row.stake),
    win: formatMinor(row.win),
    multiplier: o.multiplier,
    balance: o.balance,
    net: o.net,
    rounds: o.rounds,
  };
};

export const parseStake = (wire: string): bigint => {
  const stake = parseMinor(wire);
  if (stake === null || !(SLOT_STAKES_MINOR as readonly bigint[]).includes(stake)) throw new PlatformError('game.stake.invalid');
  return stake;
};

/** A retry of a round the member already played: its first answer, if it is the same request. */
const replay = async (tx: Tx, slot: OpenSlot, roundId: string, stake: bigint): Promise<SlotRound> => {
  const [first] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, slot.session.memberId), eq(gameRounds.roundId, roundId)))
    .limit(1);
  if (!first) throw new Error(`Round ${roundId} conflicted but cannot be read`);
  if (first.sessionId !== slot.session.id || first.stake !== stake) throw new PlatformError('idempotency.conflict');
  return answerOf(first);
};

/** Real money: stake to the house, the pool's share to the jackpot, the win back; the new balance of the wallet played from. */
const settleReal = async (tx: Tx, slot: OpenSlot, accounts: BetAccounts, roundRowId: number, stake: bigint, win: bigint, at: Date) => {
  const { memberId, gameId } = slot.session;
  const { account } = slot.member;
  const { wallet, house } = accounts;
  const reference = `game-round:${roundRowId}`;
  // The round's transaction ends on any failure, so its money moves need no savepoints of their own.
  const bet = await transferWithin(tx, {
    kind: 'game.bet',
    memberId,
    reference,
    idempotencyKey: `${reference}:bet`,
    postings: betPostings(stake, accounts),
  });
  let balance = bet.balances[wallet]!;
  if (win > 0n) {
    const paid = await transferWithin(tx, {
      kind: 'game.win',
      memberId,
      reference,
      idempotencyKey: `${reference}:win`,
      from: house,
      to: wallet,
      amount: win,
    });
    balance = paid.balances[wallet]!;
    await recordBigWin(tx, { memberId, customerName: account, gameId, amount: win, at });
  }
  await recordStats(tx, [{ memberId, at, delta: { bets: 1, stake, validStake: stake, win } }]);
  return { balance, transactionId: bet.transactionId };
};

/** Free play: the session's own balance, changed in one statement that cannot take it below zero. */
const settleFree = async (tx: Tx, slot: OpenSlot, stake: bigint, win: bigint) => {
  const [row] = await tx
    .update(gameSessions)
    .set({ freeBalance: sql`${gameSessions.freeBalance} - ${stake} + ${win}` })
    .where(and(eq(gameSessions.id, slot.session.id), gte(gameSessions.freeBalance, stake)))
    .returning({ freeBalance: gameSessions.freeBalance });
  if (!row) throw new PlatformError('balance.not.enough');
  return { balance: row.freeBalance ?? 0n, transactionId: null };
};

/**
 * One spin of the slot, settled in one database transaction. The round row is claimed first, by
 * the member's `roundId`: a retry waits for the first attempt and gets its answer, moving nothing.
 * A stake the balance cannot cover is `balance.not.enough`, and nothing is written.
 */
export const playRound = async (p: Platform, token: string, input: { roundId: string; stake: string }, rng?: SlotRng): Promise<SlotRound> => {
  const slot = await openSlot(p, token);
  const stake = parseStake(input.stake);
  const outcome = spin(rng ?? rngs.get(p) ?? cryptoRng);
  const win = stake * BigInt(outcome.multiplier);
  const at = p.now();
  const { session } = slot;
  // Looked up before the transaction: rounds queue on the locks of the house accounts they pay into,
  // so the transaction does as little as it can while it holds them.
  const { memberId } = session;
  const { currency } = slot.member;
  const accounts: BetAccounts | null =
    session.mode === 'real'
      ? {
          wallet: await playAccount(p, memberId, session.gameId, currency),
          house: await houseShardAccount(p, 'house:games', currency, memberId),
          jackpot: await houseShardAccount(p, 'house:jackpot', currency, memberId),
        }
      : null;
  return p.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(gameRounds)
      .values({
        sessionId: session.id,
        memberId: session.memberId,
        gameId: session.gameId,
        roundId: input.roundId,
        mode: session.mode,
        stake,
        win,
        outcome: { reels: outcome.reels, multiplier: outcome.multiplier },
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: gameRounds.id });
    if (!claimed) return replay(tx, slot, input.roundId, stake);
    if (session.mode === 'real') {
      // The reality check and the player's own limits, before any money moves.
      const moment = await countPlay(tx, session, at, true);
      if (moment.hasLimits) await checkBetLimits(tx, memberId, stake, at);
    }

    // The claimed row counts already; read before any money moves, while no account is locked.
    const totals = await sessionTotals(tx, session.id);
    const settled = accounts ? await settleReal(tx, slot, accounts, claimed.id, stake, win, at) : await settleFree(tx, slot, stake, win);
    const stored: StoredOutcome = {
      reels: outcome.reels,
      multiplier: outcome.multiplier,
      balance: formatMinor(settled.balance),
      net: formatMinor(totals.net),
      rounds: totals.rounds,
    };
    await tx.update(gameRounds).set({ outcome: stored, transactionId: settled.transactionId }).where(eq(gameRounds.id, claimed.id));
    return answerOf({ roundId: input.roundId, stake, win, outcome: stored });
  });
};
