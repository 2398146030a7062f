import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockFolder, type FolderLock } from './folder-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** An embedded database's data folder as a gzip tarball, consistent as of one moment (see backup.ts). */
  snapshot?(): Promise<Uint8Array>;
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

export interface OpenOptions {
  /** The lock of the folder of a file:// URL, when the caller took it already (db:reset does, to clear the folder first). */
  lock?: FolderLock;
}

/**
 * Opens the database named by a URL and applies the committed migrations. A file:// folder is
 * locked to this process until the database is closed (see folder-lock.ts).
 */
export const openDatabase = async (url: string, options: OpenOptions = {}): Promise<Database> => {
  const migrationsFolder = findMigrationsFolder();
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const { withPreparedStatements } = await import('./postgres-statements.ts');
    const client = postgres(url, { max: 20, onnotice: () => {} });
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    // Migrated first: the schema's one-off statements are not kept prepared.
    const db = drizzle(withPreparedStatements(client), { schema });
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (url === 'memory://') return usePglite(new PGlite());
  if (url.startsWith('file://')) {
    const dir = pgliteFolderOf(url);
    mkdirSync(dirname(dir), { recursive: true });
    const lock = options.lock ?? lockFolder(dir);
    let client: PGlite | undefined;
    try {
      mkdirSync(dir, { recursive: true });
      client = new PGlite(dir);
      const database = await usePglite(client);
      return {
        ...database,
        async close() {
          try {
            await database.close();
          } finally {
            lock.release();
          }
        },
      };
    } catch (err) {
      await client?.close().catch(() => {});
      lock.release();
      throw err;
    }
  }
  throw new Error(`DATABASE_URL must be file://…, memory:// or postgres://…, got ${url}`);
};

/** The folder of a file:// database URL, absolute. */
export const pgliteFolderOf = (url: string) => resolve(url.slice('file://'.length));

/** A PGlite database opened by the caller, with the committed migrations applied. */
export const usePglite = async (client: PGlite): Promise<Database> => {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { withPreparedStatements } = await import('./pglite-statements.ts');
  await migrate(drizzle(client, { schema }), { migrationsFolder: findMigrationsFolder() });
  // Migrated first: the schema's one-off statements are not kept prepared.
  const db = drizzle(withPreparedStatements(client), { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async snapshot() {
      // Written pages first, so the tarball needs little recovery; the dump itself runs between two queries.
      await client.exec('CHECKPOINT');
      return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    },
    close: () => client.close(),
  };
};

/** Rows of a raw `execute`: PGlite answers `{ rows }`, postgres.js an array. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));
