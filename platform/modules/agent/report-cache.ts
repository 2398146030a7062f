import { sql } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { rowsOf } from './scope.ts';

/*
 * The agent centre's reports over a large team read thousands of rows; agents open the same ones
 * again and again. Each answer is kept in the process under its team's version
 * (team_stats_versions): every write of the report figures, and every change of the team, moves
 * that version on in its own transaction. The version is read before the report is computed, so a
 * kept answer is never older than the data it was read from, and it is served only while nothing
 * in the team has changed since: an exact answer, never a stale one. Each server keeps its own.
 */

const KEPT = 500;
type Kept = Map<string, { version: string; value: unknown }>;
const kept = new WeakMap<Platform, Kept>();

/** The sum of the upline's versions: it only grows, so equal sums mean no change in between. */
export const teamVersion = async (p: Platform, agentId: number): Promise<string> => {
  const [row] = rowsOf<{ version: string }>(
    await p.db.execute(sql`select coalesce(sum(version), 0)::text as version from team_stats_versions where upline_id = ${agentId}`),
  );
  return row?.version ?? '0';
};

/** The report `key` of the agent's team: the kept answer while the team is unchanged, else `compute`'s. */
export const teamReport = async <T>(p: Platform, agentId: number, key: string, compute: () => Promise<T>): Promise<T> => {
  const version = await teamVersion(p, agentId);
  const reports = kept.get(p) ?? new Map<string, { version: string; value: unknown }>();
  kept.set(p, reports);
  const id = `${agentId}\u0000${key}`;
  const found = reports.get(id);
  if (found?.version === version) {
    // The most recently used stay longest.
    reports.delete(id);
    reports.set(id, found);
    return found.value as T;
  }
  const value = await compute();
  reports.delete(id);
  reports.set(id, { version, value });
  for (const oldest of reports.keys()) {
    if (reports.size <= KEPT) break;
    reports.delete(oldest);
  }
  return value;
};
