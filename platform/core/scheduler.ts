import type { Logger } from './logger.ts';

/** Work the server does on its own, every `everyMs`. */
export interface Job {
  /** Names the job in logs and in `run`; unique within a scheduler. */
  name: string;
  everyMs: number;
  /** Runs once as soon as the job is added too (the default), not only after the first interval. */
  atStart?: boolean;
  run(log: Logger): Promise<unknown>;
}

export interface Scheduler {
  /** Starts running `job` at its interval. */
  add(job: Job): void;
  /** Runs the job now; while a run is in progress, answers that run instead of starting another. */
  run(name: string): Promise<void>;
  /** Clears every timer and waits for the runs in progress, so what they use can close after them. */
  stop(): Promise<void>;
}

interface Entry {
  job: Job;
  log: Logger;
  timer: NodeJS.Timeout;
  running: Promise<void> | null;
}

/**
 * Named jobs at fixed intervals. A job never overlaps itself: a tick that finds the previous run
 * still going (a slow database) is skipped, and the next tick tries again. A failed run is logged,
 * never thrown, so one bad pass does not stop the job. Timers are unref'd: they never hold the
 * process open, and a clean shutdown calls `stop()`.
 */
export const createScheduler = (log: Logger): Scheduler => {
  const entries = new Map<string, Entry>();
  let stopped = false;

  const start = (entry: Entry): Promise<void> => {
    if (stopped) return Promise.resolve();
    entry.running ??= (async () => {
      const started = performance.now();
      try {
        await entry.job.run(entry.log);
        entry.log.debug({ ms: Math.round(performance.now() - started) }, 'job done');
      } catch (err) {
        entry.log.error({ err, ms: Math.round(performance.now() - started) }, 'job failed');
      } finally {
        entry.running = null;
      }
    })();
    return entry.running;
  };

  return {
    add(job) {
      if (stopped) throw new Error(`Scheduler stopped: job ${job.name} not added`);
      if (entries.has(job.name)) throw new Error(`Job ${job.name} is already scheduled`);
      const entry: Entry = {
        job,
        log: log.child({ job: job.name }),
        running: null,
        timer: setInterval(() => void start(entry), job.everyMs),
      };
      entry.timer.unref();
      entries.set(job.name, entry);
      if (job.atStart ?? true) void start(entry);
    },
    run(name) {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new Error(`No job named ${name}`));
      return start(entry);
    },
    async stop() {
      stopped = true;
      for (const entry of entries.values()) clearInterval(entry.timer);
      await Promise.all([...entries.values()].map((entry) => entry.running));
    },
  };
};
