import type { Platform } from '../../context.ts';
import type { Job } from '../../core/scheduler.ts';
import { settleContracts } from './settle.ts';

/** How often the running server looks for ended periods: real-time salary's 5 minutes are settled within a minute of their end. */
export const CONTRACT_SETTLE_EVERY_MS = 60_000;

export const CONTRACT_SETTLE_JOB = 'contracts.settle';

/**
 * The contracts' settlement as a scheduler job. Its first pass, at start, settles every period
 * missed while no server ran; several servers may run it, and one settles at a time.
 */
export const contractJobs = (p: Platform): Job[] => [
  {
    name: CONTRACT_SETTLE_JOB,
    everyMs: CONTRACT_SETTLE_EVERY_MS,
    async run(log) {
      for (const report of await settleContracts(p)) {
        log.info({ schedule: report.schedule, periods: report.periods, settlements: report.settlements, paid: String(report.paid) }, 'settled agent contracts');
      }
    },
  },
];
