import type { Platform } from '../../context.ts';
import type { Job } from '../../core/scheduler.ts';
import { prunePasses } from './chat.ts';
import { openLiveTables } from './tables.ts';

export const LIVE_TABLES_JOB = 'live.tables';

/**
 * Once at start, opens the live tables of a database that has none yet (one made before tables
 * existed); then every hour clears chat passes past their time.
 */
export const liveJobs = (p: Platform): Job[] => {
  let opened = false;
  return [
    {
      name: LIVE_TABLES_JOB,
      everyMs: 60 * 60 * 1000,
      async run() {
        if (!opened) {
          await openLiveTables(p);
          opened = true;
        }
        await prunePasses(p);
      },
    },
  ];
};
