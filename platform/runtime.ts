import { bootPlatform, type BootedPlatform } from './boot.ts';
import { loadEnv } from './env.ts';
import { serveOperatorApi } from './operator/server.ts';

/**
 * The embedded platform of this server process, booted once on first use, with the operator API
 * that `npm run platform` talks to. Only used when PLATFORM_API_URL is not set; in proxy mode
 * nothing here runs.
 */
let booting: Promise<BootedPlatform> | undefined;

export const embeddedPlatform = (): Promise<BootedPlatform> => {
  booting ??= bootPlatform(loadEnv())
    .then((booted) => {
      void serveOperatorApi(booted.platform);
      return booted;
    })
    .catch((err: unknown) => {
      booting = undefined;
      throw err;
    });
  return booting;
};
