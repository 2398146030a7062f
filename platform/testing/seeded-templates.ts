import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { bootPlatform } from '../boot.ts';
import { usePglite, type Database } from '../db/index.ts';
import { loadEnv } from '../env.ts';

/*
 * A migrated and seeded PGlite database, made once per test run and copied into each test
 * platform that asks for the seed as of now: migrating and seeding a fresh one takes seconds,
 * loading the copy a fraction of that. vitest.config.ts runs this module's default export before the
 * test files; the file it names lives for that run only.
 */
const TEMPLATE_ENV = 'PGLITE_TEMPLATE_FILE';

/** Vitest's global setup: makes the template, and returns what throws it away. */
export default async function makePgliteTemplate(): Promise<() => void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite();
  const booted = await bootPlatform(loadEnv({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }), undefined, await usePglite(client));
  const dump = await client.dumpDataDir('none');
  await booted.close();
  const file = join(tmpdir(), `betplay-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return () => {
    delete process.env[TEMPLATE_ENV];
    rmSync(file, { force: true });
  };
}

/** A copy of this run's template, or null when there is none (a test file run on its own, say). */
export const openPgliteCopy = async (): Promise<Database | null> => {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return null;
  const { PGlite } = await import('@electric-sql/pglite');
  const client: PGlite = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
  return usePglite(client);
};
