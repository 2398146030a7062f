import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = join('platform', 'db', 'migrations');

/**
 * The committed migrations. This module runs from the source tree (tests, CLI) and from the
 * server bundle under dist/, so it looks upward for the project's migrations folder.
 */
export const findMigrationsFolder = (from = dirname(fileURLToPath(import.meta.url))): string => {
  if (process.env.MIGRATIONS_DIR) return resolve(process.env.MIGRATIONS_DIR);
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, MIGRATIONS);
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`No ${MIGRATIONS} folder above ${from}; set MIGRATIONS_DIR`);
  }
};

/** Opens the database named by a URL and applies the committed migrations. */
export const openDatabase = async (url: string): Promise<Database> => {
  const migrationsFolder = findMigrationsFolder();
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(url, { max: 20, onnotice: () => {} });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (url === 'memory://') return usePglite(new PGlite());
  if (url.startsWith('file://')) {
    const dir = resolve(url.slice('file://'.length));
    mkdirSync(dir, { recursive: true });
    return usePglite(new PGlite(dir));
  }
  throw new Error(`DATABASE_URL must be file://…, memory:// or postgres://…, got ${url}`);
};

/** A PGlite database opened by the caller, with the committed migrations applied. */
export const usePglite = async (client: PGlite): Promise<Database> => {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: findMigrationsFolder() });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
};
