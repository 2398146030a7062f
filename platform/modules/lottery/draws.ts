import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, notExists } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { lotteryDraws, lotteryTickets } from '../../db/schema/index.ts';
import { allLotteryGameIds, type LotteryGame } from './games.ts';
import { openSlot } from './schedule.ts';
import { settleDraw } from './settlement.ts';

export type DrawRow = typeof lotteryDraws.$inferSelect;

/** The draw of `game` on sale at `now`, created on first ask; two processes asking at once get the same row. */
export const ensureOpenDraw = async (p: Platform, game: LotteryGame, now = p.now()): Promise<DrawRow> => {
  const slot = openSlot(now.getTime(), game.intervalMs);
  const [created] = await p.db
    .insert(lotteryDraws)
    .values({ gameId: game.id, drawNo: slot.drawNo, drawAt: slot.drawAt })
    .onConflictDoNothing({ target: [lotteryDraws.gameId, lotteryDraws.drawNo] })
    .returning();
  if (created) return created;
  const [row] = await p.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.drawNo, slot.drawNo)))
    .limit(1);
  if (!row) throw new Error(`Draw ${slot.drawNo} of game ${game.id} could not be opened`);
  return row;
};

/** Creates the open draw of every game (the clock does, so every draw is drawn and listed, played or not). */
export const scheduleOpenDraws = async (p: Platform, games: readonly LotteryGame[], now = p.now()): Promise<void> => {
  if (!games.length) return;
  const rows = games.map((game) => ({ gameId: game.id, ...openSlot(now.getTime(), game.intervalMs) }));
  await p.db
    .insert(lotteryDraws)
    .values(rows)
    .onConflictDoNothing({ target: [lotteryDraws.gameId, lotteryDraws.drawNo] });
};

/** How far back a routine sweep looks for draws still to settle; the clock's first sweep looks at every draw. */
export const SWEEP_LOOKBACK_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/**
 * Draws and settles every draw whose time has come, oldest first. Bounded below by `since` so the
 * query walks the (game, time) index instead of every draw ever held. Answers how many this call settled.
 */
export const settleDueDraws = async (p: Platform, options: { since?: Date | null } = {}): Promise<number> => {
  const now = p.now();
  const since = options.since === undefined ? new Date(now.getTime() - SWEEP_LOOKBACK_MS) : options.since;
  const gameIds = await allLotteryGameIds(p);
  if (!gameIds.length) return 0;
  let settled = 0;
  for (;;) {
    const due = await p.db
      .select({ id: lotteryDraws.id })
      .from(lotteryDraws)
      .where(
        and(
          inArray(lotteryDraws.gameId, gameIds),
          lte(lotteryDraws.drawAt, now),
          since ? gt(lotteryDraws.drawAt, since) : undefined,
          isNull(lotteryDraws.settledAt),
        ),
      )
      .orderBy(lotteryDraws.drawAt, lotteryDraws.id)
      .limit(SWEEP_BATCH);
    // A draw another process is settling is waited for, then found settled: each row is done once.
    for (const { id } of due) if (await settleDraw(p, id, rngOf(p), now)) settled++;
    if (due.length < SWEEP_BATCH) return settled;
  }
};

const rngs = new WeakMap<Platform, (max: number) => number>();

/** Replaces the draw machine of one platform (tests); null puts node:crypto back. */
export const setLotteryRng = (p: Platform, rng: ((max: number) => number) | null) => {
  if (rng) rngs.set(p, rng);
  else rngs.delete(p);
};

const rngOf = (p: Platform) => rngs.get(p) ?? ((max: number) => randomInt(max));

/** Calls closer together than this share one sweep: a page refresh burst settles once. */
const LAZY_SWEEP_GAP_MS = 1_000;
const lazySweeps = new WeakMap<Platform, { at: number; running: Promise<void> }>();

/**
 * Settles what is due before a lottery read or purchase, so results never wait for the clock (and
 * tests with a fake clock need no timers). Calls within LAZY_SWEEP_GAP_MS of the last share it.
 * A failed sweep is logged, not thrown: the read still answers, and the next sweep tries again.
 */
export const settleDue = (p: Platform): Promise<void> => {
  const now = p.now().getTime();
  const last = lazySweeps.get(p);
  if (last && now >= last.at && now - last.at < LAZY_SWEEP_GAP_MS) return last.running;
  const running = settleDueDraws(p).then(
    () => undefined,
    (err: unknown) => {
      if (lazySweeps.get(p)?.running === running) lazySweeps.delete(p);
      p.log.warn({ err }, 'lottery settlement failed');
    },
  );
  lazySweeps.set(p, { at: now, running });
  return running;
};

/** Results of draws nobody played are kept this long for the results lists, then deleted. */
export const QUIET_DRAW_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes settled draws older than QUIET_DRAW_KEEP_MS that sold no ticket: the clock opens a draw
 * for every game on every slot, played or not, and those would otherwise pile up (about 20,000 a
 * day). A draw that sold a ticket is a record of money and is never deleted. Answers how many went.
 */
export const pruneQuietDraws = async (p: Platform, now = p.now()): Promise<number> => {
  const deleted = await p.db
    .delete(lotteryDraws)
    .where(
      and(
        lt(lotteryDraws.drawAt, new Date(now.getTime() - QUIET_DRAW_KEEP_MS)),
        isNotNull(lotteryDraws.settledAt),
        notExists(p.db.select({ id: lotteryTickets.id }).from(lotteryTickets).where(eq(lotteryTickets.drawId, lotteryDraws.id))),
      ),
    )
    .returning({ id: lotteryDraws.id });
  return deleted.length;
};
