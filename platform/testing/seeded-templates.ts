import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { bootPlatform } from '../boot.ts';
import { sql } from 'drizzle-orm';
import { usePglite, type Database, type Db } from '../db/index.ts';
import { bigWins, memberMessages, members, messageBroadcasts, pointItems, pointRates, pvpRooms, settings } from '../db/schema/index.ts';
import { loadEnv } from '../env.ts';

/*
 * A migrated and seeded database of each kind, made once per test run and copied into each test
 * platform that asks for the seed as of the run: migrating and seeding a fresh one takes seconds,
 * a copy a fraction of that. PGlite's is a data-folder dump in a file; PostgreSQL's is a template
 * database that `CREATE DATABASE … TEMPLATE` copies. A platform on a clock of its own gets a copy
 * too, its seed dates moved to that clock (rebaseSeed). vitest.config.ts runs this module's
 * default export before the test files; both live for that run only.
 */
const PGLITE_TEMPLATE_ENV = 'PGLITE_TEMPLATE_FILE';
const POSTGRES_TEMPLATE_ENV = 'POSTGRES_TEMPLATE_DB';
const SEEDED_AT_ENV = 'SEED_TEMPLATE_AT';

const seedEnv = (databaseUrl: string) => loadEnv({ NODE_ENV: 'test', DATABASE_URL: databaseUrl });

/** The seed's clock: one instant for every row it dates, so a copy can be moved to another clock exactly. */
const seedClock = (): (() => Date) => {
  const at = Number(process.env[SEEDED_AT_ENV]);
  return () => new Date(at);
};

/**
 * Moves the dates the seed took from the platform's clock (members' sign-up and password dates,
 * the winner board, the settings) by `shiftMs`, so a copy reads as if seeded at the test's own
 * clock. A seed that dates a new kind of row by the clock must add it here.
 */
export const rebaseSeed = async (db: Db, nowMs: number): Promise<void> => {
  const shift = sql.raw(`interval '${Math.round(nowMs - Number(process.env[SEEDED_AT_ENV]))} milliseconds'`);
  await db.update(members).set({ passwordChangedAt: sql`${members.passwordChangedAt} + ${shift}`, createdAt: sql`${members.createdAt} + ${shift}` });
  await db.update(bigWins).set({ createdAt: sql`${bigWins.createdAt} + ${shift}` });
  await db.update(settings).set({ updatedAt: sql`${settings.updatedAt} + ${shift}` });
  await db.update(messageBroadcasts).set({ createdAt: sql`${messageBroadcasts.createdAt} + ${shift}` });
  await db.update(memberMessages).set({ createdAt: sql`${memberMessages.createdAt} + ${shift}` });
  await db.update(pointRates).set({ createdAt: sql`${pointRates.createdAt} + ${shift}` });
  await db.update(pointItems).set({ createdAt: sql`${pointItems.createdAt} + ${shift}` });
  await db.update(pvpRooms).set({ steppedAt: sql`${pvpRooms.steppedAt} + ${shift}` });
};

/**
 * The PGlite template is made small, because every copy unpacks it into memory: 1 MB write-ahead
 * log segments instead of 16 MB, and only the platform's own database, without the template0 and
 * template1 that a test platform never creates a database from. A copy then opens in about half
 * the time.
 */
const makePgliteTemplate = async (): Promise<() => void> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite({ initDbStartParams: ['--wal-segsize=1'] });
  const booted = await bootPlatform(seedEnv('memory://'), seedClock(), await usePglite(client));
  await client.query(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  for (const name of ['template0', 'template1']) await client.query(`DROP DATABASE ${name}`);
  await client.query('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await booted.close();
  const file = join(tmpdir(), `betplay-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(file, { force: true });
  };
};

/** A database URL on the server of `adminUrl`, named `name`. */
export const databaseUrlFor = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one statement as the server's administrator, on a connection of its own. */
export const asAdmin = async (adminUrl: string, statement: string): Promise<void> => {
  const { default: postgres } = await import('postgres');
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
};

const makePostgresTemplate = async (adminUrl: string): Promise<() => Promise<void>> => {
  const name = `tpl_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const booted = await bootPlatform(seedEnv(databaseUrlFor(adminUrl, name)), seedClock());
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  await booted.close();
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
};

/**
 * Vitest's global setup: makes the templates, and returns what throws them away. Each test project
 * runs it; the first makes the templates and the others find them made.
 */
export default async function makeSeededTemplates(): Promise<() => Promise<void>> {
  if (process.env[SEEDED_AT_ENV]) return async () => {};
  process.env[SEEDED_AT_ENV] = String(Date.now());
  const dropPglite = await makePgliteTemplate();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dropPostgres = adminUrl ? await makePostgresTemplate(adminUrl) : async () => {};
  return async () => {
    dropPglite();
    await dropPostgres();
  };
}

/** A copy of this run's PGlite template, or null when there is none (a test file run on its own, say). */
export const openPgliteCopy = async (): Promise<Database | null> => {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return null;
  const { PGlite } = await import('@electric-sql/pglite');
  const client: PGlite = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
  return usePglite(client);
};

/** The name of this run's PostgreSQL template database, or undefined when there is none. */
export const postgresTemplate = (): string | undefined => process.env[POSTGRES_TEMPLATE_ENV];
