import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

type Line = Record<string, unknown>;

/** A promise the test settles by hand, standing for a job's slow work. */
const gate = () => {
  let open!: () => void;
  let fail!: (err: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
};

describe('scheduler', () => {
  let lines: Line[];
  let scheduler: Scheduler;
  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
    scheduler = createScheduler(createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Line) }));
  });
  afterEach(async () => {
    await scheduler.stop();
    vi.useRealTimers();
  });

  it('runs a job at start and then at every interval', async () => {
    const run = vi.fn(() => Promise.resolve());
    scheduler.add({ name: 'tick', everyMs: 1_000, run });
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('waits for the first interval when told not to run at start', async () => {
    const run = vi.fn(() => Promise.resolve());
    scheduler.add({ name: 'hourly', everyMs: 60_000, atStart: false, run });
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never overlaps a job with itself: ticks during a slow run are skipped, and run() joins it', async () => {
    const slow = gate();
    let calls = 0;
    scheduler.add({ name: 'slow', everyMs: 1_000, run: () => (++calls === 1 ? slow.promise : Promise.resolve()) });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(1);
    const joined = scheduler.run('slow');
    expect(calls).toBe(1);
    slow.open();
    await joined;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
  });

  it('logs a failed run under the job name and keeps the job going', async () => {
    let calls = 0;
    scheduler.add({
      name: 'flaky',
      everyMs: 1_000,
      run: () => (++calls === 1 ? Promise.reject(new Error('database away')) : Promise.resolve()),
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        job: 'flaky',
        msg: 'job failed',
        err: expect.objectContaining({ message: 'database away' }),
      }),
    ]);
  });

  it('hands each run a logger bound to the job name', async () => {
    scheduler.add({ name: 'talker', everyMs: 1_000, run: (log) => Promise.resolve(log.info({ pruned: 3 }, 'pruned')) });
    await scheduler.run('talker');
    expect(lines[0]).toMatchObject({ job: 'talker', pruned: 3, msg: 'pruned' });
  });

  it('stop() clears the timers and waits for the runs in progress', async () => {
    const slow = gate();
    const run = vi.fn(() => slow.promise);
    scheduler.add({ name: 'closing', everyMs: 1_000, run });
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    slow.open();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    await scheduler.run('closing');
    expect(run).toHaveBeenCalledTimes(1);
    expect(() => scheduler.add({ name: 'late', everyMs: 1_000, run })).toThrow(/stopped/);
  });

  it('refuses a second job of the same name and a run of an unknown one', async () => {
    scheduler.add({ name: 'once', everyMs: 1_000, run: () => Promise.resolve() });
    expect(() => scheduler.add({ name: 'once', everyMs: 5, run: () => Promise.resolve() })).toThrow(/already/);
    await expect(scheduler.run('nobody')).rejects.toThrow(/No job/);
  });
});
