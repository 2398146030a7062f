import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { findMigrationsFolder } from '../../db/index.ts';

export interface Readiness {
  ready: boolean;
  /** The database answered a query. */
  database: boolean;
  /** Migrations recorded in the database against those the code ships. */
  migrations: { applied: number; expected: number };
}

/** How many migrations this code ships (drizzle-kit's journal), read once. */
let expected: number | undefined;
const expectedMigrations = () => {
  expected ??= (JSON.parse(readFileSync(join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
  return expected;
};

/**
 * Whether this platform can serve: its database answers and holds every migration the code ships
 * (drizzle records them in drizzle.__drizzle_migrations). One cheap query; never throws.
 */
export const checkReadiness = async (p: Pick<Platform, 'db'>): Promise<Readiness> => {
  const want = expectedMigrations();
  try {
    const rows = await p.db.execute<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    const applied = Number((Array.isArray(rows) ? rows[0] : (rows as { rows: { applied: number }[] }).rows[0])?.applied ?? 0);
    return { ready: applied >= want, database: true, migrations: { applied, expected: want } };
  } catch {
    return { ready: false, database: false, migrations: { applied: 0, expected: want } };
  }
};
