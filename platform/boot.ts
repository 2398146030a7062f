import { createApp, type PlatformApp } from './app.ts';
import type { Platform } from './context.ts';
import { openDatabase, type Database } from './db/index.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { loadEnv, type Env } from './env.ts';
import { createMemoryKv, createRedisKv } from './core/kv.ts';
import { logger } from './core/logger.ts';

export interface BootedPlatform {
  platform: Platform;
  app: PlatformApp;
  close(): Promise<void>;
}

/**
 * Opens the database of DATABASE_URL (migrating it), or takes one already open; seeds an empty one,
 * connects the shared store, builds the app.
 */
export const bootPlatform = async (env: Env = loadEnv(), now: () => Date = () => new Date(), opened?: Database): Promise<BootedPlatform> => {
  const database = opened ?? (await openDatabase(env.DATABASE_URL));
  let kv;
  try {
    kv = env.REDIS_URL ? await createRedisKv(env.REDIS_URL, env.REDIS_PREFIX) : createMemoryKv();
    await seedIfEmpty({ env, database, db: database.db, kv, now, log: logger });
  } catch (err) {
    // A half-booted platform gives its database (and an embedded folder's lock) back.
    await kv?.close();
    if (!opened) await database.close();
    throw err;
  }
  const platform: Platform = { env, database, db: database.db, kv, now, log: logger };
  return {
    platform,
    app: createApp(platform),
    async close() {
      await kv.close();
      await database.close();
    },
  };
};
