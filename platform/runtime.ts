import { bootPlatform, type BootedPlatform } from './boot.ts';
import { createScheduler } from './core/scheduler.ts';
import { loadEnv } from './env.ts';
import { serveOperatorApi } from './operator/server.ts';
import { lotteryClockJobs } from './modules/lottery/index.ts';

/**
 * The embedded platform of this server process, booted once on first use, with the operator API
 * that `npm run platform` talks to and the scheduled jobs (the lottery's draw clock). Only used
 * when PLATFORM_API_URL is not set; in proxy mode nothing here runs.
 */
let booting: Promise<BootedPlatform> | undefined;

export const embeddedPlatform = (): Promise<BootedPlatform> => {
  booting ??= bootPlatform(loadEnv())
    .then((booted): BootedPlatform => {
      void serveOperatorApi(booted.platform);
      // Draws come out on time in the running server; closing stops the jobs before the database.
      const scheduler = createScheduler(booted.platform.log);
      for (const job of lotteryClockJobs(booted.platform)) scheduler.add(job);
      return {
        ...booted,
        async close() {
          await scheduler.stop();
          await booted.close();
        },
      };
    })
    .catch((err: unknown) => {
      booting = undefined;
      throw err;
    });
  return booting;
};
