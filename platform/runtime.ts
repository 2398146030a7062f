import { bootPlatform, type BootedPlatform } from './boot.ts';
import { FolderLocked } from './db/folder-lock.ts';
import { createScheduler } from './core/scheduler.ts';
import { logger } from './core/logger.ts';
import { loadEnv } from './env.ts';
import { serveOperatorApi } from './operator/server.ts';
import { lotteryClockJobs } from './modules/lottery/index.ts';
import { contractJobs } from './modules/contracts/index.ts';
import { liveJobs } from './modules/live/index.ts';
import { pvpRoomJobs } from './modules/pvp/index.ts';

/**
 * The embedded platform of this server process, booted once on first use, with the operator API
 * that `npm run platform` talks to and the scheduled jobs (the lottery's draw clock, the contracts' settlement, the card rooms' table clock, the live tables). Only used
 * when PLATFORM_API_URL is not set; in proxy mode nothing here runs.
 */
let booting: Promise<BootedPlatform> | undefined;

/** Where the server process (scripts/server.mjs) finds how to stop the platform after the last request. */
const SHUTDOWN = Symbol.for('betplay.platform.shutdown');

export const embeddedPlatform = (): Promise<BootedPlatform> => {
  booting ??= bootPlatform(loadEnv())
    .then(async (booted): Promise<BootedPlatform> => {
      const operatorApi = await serveOperatorApi(booted.platform);
      // Draws come out and contracts settle on time in the running server; closing stops the jobs before the database.
      const scheduler = createScheduler(booted.platform.log);
      for (const job of [...lotteryClockJobs(booted.platform), ...contractJobs(booted.platform), ...pvpRoomJobs(booted.platform), ...liveJobs(booted.platform)])
        scheduler.add(job);
      return {
        ...booted,
        async close() {
          await scheduler.stop();
          await operatorApi?.close();
          await booted.close();
        },
      };
    })
    .catch((err: unknown) => {
      booting = undefined;
      if (err instanceof FolderLocked) {
        // Another process has the embedded database: this server must not run beside it.
        logger.fatal({ folder: err.folder, holder: err.holder }, err.message);
        console.error(`\n${err.message}\n`);
        process.exit(1);
      }
      throw err;
    });
  return booting;
};

/** Stops the embedded platform, if this process booted one; called once the server has stopped taking requests. */
export const stopEmbeddedPlatform = async () => {
  const booted = await booting?.catch(() => undefined);
  booting = undefined;
  await booted?.close();
};
(globalThis as Record<symbol, unknown>)[SHUTDOWN] = stopEmbeddedPlatform;
