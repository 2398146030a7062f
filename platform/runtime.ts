import { bootPlatform, type BootedPlatform } from './boot.ts';
import { loadEnv } from './env.ts';

/**
 * The embedded platform of this server process, booted once on first use. Only used when
 * PLATFORM_API_URL is not set; in proxy mode nothing here runs.
 */
let booting: Promise<BootedPlatform> | undefined;

export const embeddedPlatform = (): Promise<BootedPlatform> => {
  booting ??= bootPlatform(loadEnv()).catch((err: unknown) => {
    booting = undefined;
    throw err;
  });
  return booting;
};
