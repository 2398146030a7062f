import { and, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SLOT_STAKES_MINOR, type SlotRound } from '../../../contract/game-play.ts';
import { formatMinor, parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import type { Tx } from '../../db/index.ts';
import { gameRounds, gameSessions } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { betPostings, type BetAccounts } from '../catalogue/index.ts';
import { houseShardAccount, recordStats, transferClaimed } from '../ledger/index.ts';
import { playAccount } from './play-wallet.ts';
import { cryptoRng, spin, type SlotRng } from './slot-engine.ts';
import { openSlot, type OpenSlot } from './slot-session.ts';
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
const replay = async (p: Platform, slot: OpenSlot, roundId: string, stake: bigint): Promise<SlotRound> => {
  const [first] = await p.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, slot.session.memberId), eq(gameRounds.roundId, roundId)))
    .limit(1);
  if (!first) throw new Error(`Round ${roundId} conflicted but cannot be read`);
  if (first.sessionId !== slot.session.id || first.stake !== stake) throw new PlatformError('idempotency.conflict');
  return answerOf(first);
};

/** The round's id was claimed already: its transaction is rolled back, and the first answer read. */
class PlayedAlready extends Error {}

/** What a settled round leaves: the balance it was played from, after it, and its bet's ledger transaction. */
interface Settled {
  balance: bigint;
  transactionId: number | null;
}

/*
 * A round's statements go to the database in three batches, each sent at once and answered in
 * order, so that a round costs three round trips between `begin` and `commit`. Within a batch no
 * statement needs another's answer; any failure ends the whole transaction, so a statement that
 * ran after a refused one is rolled back with it.
 */

/**
 * Real money, in two batches: the stake to the house (the pool's share to the jackpot) with the
 * round's report figures; then the win back, the big-win board, and the round's stored answer.
 * The wallet is locked by the bet until the round commits, so its balance after the win is the
 * balance after the bet plus the win.
 */
const settleReal = async (tx: Tx, slot: OpenSlot, accounts: BetAccounts, roundRowId: number, stake: bigint, win: bigint, at: Date, store: StoreOutcome) => {
  const { memberId, gameId } = slot.session;
  const { account } = slot.member;
  const { wallet, house } = accounts;
  const reference = `game-round:${roundRowId}`;
  // The round's row, claimed first in the same transaction, makes each money move happen once.
  const [bet] = await Promise.all([
    transferClaimed(tx, { kind: 'game.bet', memberId, reference, postings: betPostings(stake, accounts) }),
    recordStats(tx, [{ memberId, at, delta: { bets: 1, stake, validStake: stake, win } }]),
  ]);
  const settled: Settled = { balance: bet.balances[wallet]! + win, transactionId: bet.transactionId };
  await Promise.all([
    win > 0n ? transferClaimed(tx, { kind: 'game.win', memberId, reference, from: house, to: wallet, amount: win }) : null,
    recordBigWin(tx, { memberId, customerName: account, gameId, amount: win, at }),
    store(settled),
  ]);
  return settled;
};

/** Free play: the session's own balance, changed in one statement that cannot take it below zero. */
const settleFree = async (tx: Tx, slot: OpenSlot, stake: bigint, win: bigint, store: StoreOutcome) => {
  const [row] = await tx
    .update(gameSessions)
    .set({ freeBalance: sql`${gameSessions.freeBalance} - ${stake} + ${win}` })
    .where(and(eq(gameSessions.id, slot.session.id), gte(gameSessions.freeBalance, stake)))
    .returning({ freeBalance: gameSessions.freeBalance });
  if (!row) throw new PlatformError('balance.not.enough');
  const settled: Settled = { balance: row.freeBalance ?? 0n, transactionId: null };
  await store(settled);
  return settled;
};

type StoreOutcome = (settled: Settled) => Promise<unknown>;

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
  try {
    return await p.db.transaction(async (tx) => {
      // The claim, with the play time the round adds (the reality check), in one batch.
      const [claims, moment] = await Promise.allSettled([
        tx
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
          .returning({
            id: gameRounds.id,
            // The launch's rounds before this one: the statement's subqueries do not see the row it inserts.
            netBefore: sql<string>`(select coalesce(sum(r.win - r.stake), 0)::text from ${gameRounds} r where r.session_id = ${session.id})`,
            roundsBefore: sql<number>`(select count(*)::int from ${gameRounds} r where r.session_id = ${session.id})`,
          }),
        session.mode === 'real' ? countPlay(tx, session, at, true) : null,
      ]);
      if (claims.status === 'rejected') throw claims.reason;
      const [claimed] = claims.value;
      // A retry answers what the first attempt answered, whatever the clock says now.
      if (!claimed) throw new PlayedAlready();
      if (moment.status === 'rejected') throw moment.reason;
      // The player's own limits, before any money moves.
      if (moment.value?.hasLimits) await checkBetLimits(tx, memberId, stake, at);

      const net = BigInt(claimed.netBefore) + win - stake;
      const rounds = Number(claimed.roundsBefore) + 1;
      const stored = (settled: Settled): StoredOutcome => ({
        reels: outcome.reels,
        multiplier: outcome.multiplier,
        balance: formatMinor(settled.balance),
        net: formatMinor(net),
        rounds,
      });
      const store: StoreOutcome = (settled) =>
        tx
          .update(gameRounds)
          .set({ outcome: stored(settled), transactionId: settled.transactionId })
          .where(eq(gameRounds.id, claimed.id));
      const settled = accounts ? await settleReal(tx, slot, accounts, claimed.id, stake, win, at, store) : await settleFree(tx, slot, stake, win, store);
      return answerOf({ roundId: input.roundId, stake, win, outcome: stored(settled) });
    });
  } catch (err) {
    if (err instanceof PlayedAlready) return replay(p, slot, input.roundId, stake);
    throw err;
  }
};
