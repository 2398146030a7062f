import type { Platform } from '../../context.ts';
import type { Job } from '../../core/scheduler.ts';
import { pruneQuietDraws, scheduleOpenDraws, settleDueDraws } from './draws.ts';
import { lotteryGames } from './games.ts';

/** How often the running server opens draws and settles those due. Reads settle lazily in between. */
export const LOTTERY_CLOCK_MS = 5_000;
// Each later pass looks back this far past the previous one: enough for a slow pass or a clock step.
const OVERLAP_MS = 10 * 60 * 1000;
/** Old draws nobody played are cleared this often (and at start). */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The job names, for the logs and for running a pass by hand. */
export const LOTTERY_DRAWS_JOB = 'lottery.draws';
export const LOTTERY_PRUNE_JOB = 'lottery.prune';

/**
 * The draw clock of a running server, as two scheduler jobs. Every LOTTERY_CLOCK_MS the draws job
 * opens the next draw of every game and draws and settles what is due, so results come out on time
 * even when nobody is looking: its first pass settles every overdue draw ever held (after
 * downtime), later passes look back from the previous one. Every PRUNE_EVERY_MS the prune job
 * clears week-old draws nobody played. Several processes may run both: settlement locks each draw.
 */
export const lotteryClockJobs = (p: Platform): Job[] => {
  let since: Date | null = null;
  let first = true;

  return [
    {
      name: LOTTERY_DRAWS_JOB,
      everyMs: LOTTERY_CLOCK_MS,
      async run() {
        const startedAt = p.now();
        await scheduleOpenDraws(p, await lotteryGames(p), startedAt);
        await settleDueDraws(p, { since: first ? null : since });
        first = false;
        since = new Date(startedAt.getTime() - OVERLAP_MS);
      },
    },
    {
      name: LOTTERY_PRUNE_JOB,
      everyMs: PRUNE_EVERY_MS,
      async run(log) {
        const pruned = await pruneQuietDraws(p);
        if (pruned) log.info({ pruned }, 'cleared old lottery draws nobody played');
      },
    },
  ];
};
