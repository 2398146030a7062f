import { randomBytes } from 'node:crypto';
import { bootPlatform, type BootedPlatform } from '../boot.ts';
import { loadEnv } from '../env.ts';
import { openPgliteCopy } from './pglite-template.ts';

export type TestDatabase = 'pglite' | 'postgres';

/** The databases the integration suite runs on: PGlite always, PostgreSQL when configured. */
export const TEST_DATABASES: TestDatabase[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestPlatform extends BootedPlatform {
  /** Calls the app as a client on `ip` would. */
  request(path: string, init?: RequestInit & { ip?: string }): Promise<Response>;
}

/**
 * A fresh, seeded platform: `memory://` PGlite, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL that is dropped on close. Redis is used when TEST_REDIS_URL is set.
 */
export const createTestPlatform = async (kind: TestDatabase = 'pglite', overrides: Record<string, string> = {}, now?: () => Date): Promise<TestPlatform> => {
  let databaseUrl = 'memory://';
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const { default: postgres } = await import('postgres');
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    // Each test platform counts in its own Redis keys: test files and databases run side by side,
    // and their member ids and clocks overlap.
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_PREFIX: `t${randomBytes(4).toString('hex')}:` } : {}),
    ...overrides,
  });
  // The seed as of now comes from this run's template; a platform on its own clock seeds itself.
  const copy = kind === 'pglite' && !now && env.DATABASE_URL === 'memory://' ? await openPgliteCopy() : null;
  const booted = await bootPlatform(env, now, copy ?? undefined);
  return {
    ...booted,
    request: (path, init = {}) => {
      const { ip = '203.0.113.10', ...rest } = init;
      return Promise.resolve(booted.app.request(path, rest, { clientIp: ip }));
    },
    async close() {
      await booted.close();
      await dropDatabase();
    },
  };
};
