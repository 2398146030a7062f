import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Platform } from '../context.ts';
import { openDatabase, pgliteFolderOf, type Database } from '../db/index.ts';
import { FolderLocked, lockFolder } from '../db/folder-lock.ts';
import { seed } from '../db/seed/index.ts';
import { loadEnv, type Env } from '../env.ts';
import { createMemoryKv } from '../core/kv.ts';
import { logger } from '../core/logger.ts';

/** A reset that would destroy something it should not; the message tells the operator why. */
export class ResetRefused extends Error {
  override name = 'ResetRefused';
}

export interface ResetOptions {
  /** PostgreSQL only: reset even though other connections use the database. An embedded folder is never reset under a live process. */
  force?: boolean;
  /** Required, on purpose, to reset when NODE_ENV is production. */
  production?: boolean;
}

// Called with the folder's lock held, so no other process has it open: a postmaster.pid PGlite
// left behind is from a process that was killed, and goes with the rest.
const clearPglite = (dir: string) => rmSync(dir, { recursive: true, force: true });

const clearPostgres = async (url: string, force: boolean) => {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [busy] = await sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`;
    if ((busy?.n ?? 0) > 0 && !force) {
      throw new ResetRefused(`${busy?.n} other connection(s) are using this database; stop the servers first, or pass --force.`);
    }
    const tables = await sql<{ name: string }[]>`select tablename as name from pg_tables where schemaname = 'public'`;
    const quoted = tables.map(({ name }) => `"public"."${name.replaceAll('"', '""')}"`);
    // The migrations' own functions (the team triggers'); their views go with the tables.
    const functions = await sql<{ signature: string }[]>`
      select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'`;
    await sql.begin(async (tx) => {
      if (quoted.length > 0) await tx.unsafe(`drop table if exists ${quoted.join(', ')} cascade`);
      for (const { signature } of functions) await tx.unsafe(`drop function if exists ${signature} cascade`);
      // drizzle's record of applied migrations; without it they would not run again.
      await tx.unsafe('drop schema if exists drizzle cascade');
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
};

/** Empties the database of DATABASE_URL, applies the migrations and loads the seed. */
export const resetDatabase = async (env: Env, { force = false, production = false }: ResetOptions = {}) => {
  const url = env.DATABASE_URL;
  if (env.NODE_ENV === 'production' && !production) {
    throw new ResetRefused('NODE_ENV is production: pass --production to really erase this database.');
  }
  if (url === 'memory://') throw new ResetRefused('A memory:// database lives inside one process; there is nothing to reset.');
  if (url.startsWith('file://')) {
    const dir = pgliteFolderOf(url);
    if (existsSync(dir) && readdirSync(dir).length > 0 && !existsSync(join(dir, 'PG_VERSION'))) {
      throw new ResetRefused(`${dir} is not a PGlite data folder, so it was left alone.`);
    }
    mkdirSync(dirname(dir), { recursive: true });
    let lock;
    try {
      lock = lockFolder(dir);
    } catch (err) {
      if (err instanceof FolderLocked) throw new ResetRefused(`${err.message} Stop it, then run db:reset again.`);
      throw err;
    }
    try {
      clearPglite(dir);
    } catch (err) {
      lock.release();
      throw err;
    }
    await seedFresh(env, await openDatabase(url, { lock }));
  } else if (/^postgres(ql)?:\/\//.test(url)) {
    await clearPostgres(url, force);
    await seedFresh(env, await openDatabase(url));
  } else throw new ResetRefused(`DATABASE_URL must be file://…, or postgres://…, got ${url}`);
};

/** Loads the seed into a database just emptied, and closes it. */
const seedFresh = async (env: Env, database: Database) => {
  try {
    const platform: Platform = { env, database, db: database.db, kv: createMemoryKv(), now: () => new Date(), log: logger };
    await seed(platform);
  } finally {
    await database.close();
  }
};

/** Where the database is, without the password a postgres URL may carry. */
const describeUrl = (url: string) => {
  if (url.startsWith('file://')) return resolve(url.slice('file://'.length));
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL database ${pathname.slice(1)} on ${hostname}${port ? `:${port}` : ''}`;
};

const main = async (args: string[]) => {
  const unknown = args.filter((arg) => arg !== '--force' && arg !== '--production');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run db:reset [-- --force] [--production]`);
    process.exitCode = 2;
    return;
  }
  const env = loadEnv();
  try {
    await resetDatabase(env, { force: args.includes('--force'), production: args.includes('--production') });
    console.log(`Reset ${describeUrl(env.DATABASE_URL)}: migrations applied, seed loaded.`);
  } catch (err) {
    if (!(err instanceof ResetRefused)) throw err;
    console.error(`db:reset refused: ${err.message}`);
    process.exitCode = 1;
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main(process.argv.slice(2));
}
