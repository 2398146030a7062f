import { randomBytes } from 'node:crypto';
import { bootPlatform, type BootedPlatform } from '../boot.ts';
import { loadEnv } from '../env.ts';
import { asAdmin, databaseUrlFor, openPgliteCopy, postgresTemplate, rebaseSeed } from './seeded-templates.ts';

export type TestDatabase = 'pglite' | 'postgres';

/** The databases the integration suite runs on: PGlite always, PostgreSQL when configured. */
export const TEST_DATABASES: TestDatabase[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestPlatform extends BootedPlatform {
  /** Calls the app as a client on `ip` would. */
  request(path: string, init?: RequestInit & { ip?: string }): Promise<Response>;
}

/**
 * A fresh, seeded platform: `memory://` PGlite, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL that is dropped on close. Redis is used when TEST_REDIS_URL is set. The seed
 * is a copy of this run's template (seeded-templates.ts); on a platform with a clock of its own,
 * its dates are moved to that clock, as if it had seeded itself then.
 */
export const createTestPlatform = async (kind: TestDatabase = 'pglite', overrides: Record<string, string> = {}, now?: () => Date): Promise<TestPlatform> => {
  let databaseUrl = 'memory://';
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const template = postgresTemplate();
    await asAdmin(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    databaseUrl = databaseUrlFor(adminUrl, name);
    dropDatabase = () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    // Each test platform counts in its own Redis keys: test files and databases run side by side,
    // and their member ids and clocks overlap.
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_PREFIX: `t${randomBytes(4).toString('hex')}:` } : {}),
    ...overrides,
  });
  const copy = kind === 'pglite' && env.DATABASE_URL === 'memory://' ? await openPgliteCopy() : null;
  const copied = copy !== null || (kind === 'postgres' && postgresTemplate() !== undefined);
  // A copy is migrated and seeded already: dated for the clock first, then booted as it is.
  if (copy && now) await rebaseSeed(copy.db, now().getTime());
  const booted = await bootPlatform(env, now, copy ?? undefined);
  if (kind === 'postgres' && copied && now) await rebaseSeed(booted.platform.db, now().getTime());
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
