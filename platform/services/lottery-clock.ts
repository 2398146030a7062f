import type { Platform } from '../context.ts';
import { pruneQuietDraws, scheduleOpenDraws, settleDueDraws } from './lottery-draws.ts';
import { lotteryGames } from './lottery-games.ts';

/** How often the running server opens draws and settles those due. Reads settle lazily in between. */
export const LOTTERY_CLOCK_MS = 5_000;
// Each later pass looks back this far past the previous one: enough for a slow pass or a clock step.
const OVERLAP_MS = 10 * 60 * 1000;
/** Old draws nobody played are cleared at most this often (and on the first pass). */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface LotteryClock {
  /** Runs one pass now (the timer's job; tests call it directly). */
  tick(): Promise<void>;
  /** Stops the timer and waits for a pass still running, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * The draw clock of a running server: every LOTTERY_CLOCK_MS, opens the next draw of every game
 * and draws and settles what is due, so results come out on time even when nobody is looking.
 * The first pass settles every overdue draw ever held (after downtime); later passes look back
 * from the previous one. Several processes may run it: settlement locks each draw. The timer is
 * unref'd, so it never holds the process open.
 */
export const startLotteryClock = (p: Platform, intervalMs = LOTTERY_CLOCK_MS, options: { timer?: boolean } = {}): LotteryClock => {
  let since: Date | null = null;
  let first = true;
  let running: Promise<void> | null = null;
  let stopped = false;
  let prunedAt = Number.NEGATIVE_INFINITY;

  const pass = async () => {
    const startedAt = p.now();
    await scheduleOpenDraws(p, await lotteryGames(p), startedAt);
    await settleDueDraws(p, { since: first ? null : since });
    first = false;
    since = new Date(startedAt.getTime() - OVERLAP_MS);
    if (startedAt.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = startedAt.getTime();
      await pruneQuietDraws(p, startedAt);
    }
  };

  const tick = () => {
    if (stopped) return Promise.resolve();
    // A pass still running (a slow database) is not doubled; the next tick tries again.
    running ??= pass()
      .catch((err: unknown) => console.warn('[platform] lottery clock pass failed', err))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = options.timer === false ? null : setInterval(() => void tick(), intervalMs);
  timer?.unref();
  if (timer) void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
};
