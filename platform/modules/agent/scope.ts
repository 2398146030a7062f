import { sql, type SQL } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { isAgentType } from '../../../contract/limits.ts';
import type { AppEnv, Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { rowsOf, type Db } from '../../db/index.ts';

/*
 * An agent's team is every account below it through members.parent_id, at any depth. The database
 * keeps it as the team_members table, written by triggers on members (migration 0022), so a team
 * of any size is one index range. Every agent call scopes its rows with these helpers on the
 * server: an id the caller sends is never trusted until it is found below the caller.
 */

/** After requireSession: members and trial accounts are refused with `agent.only`. */
export const requireAgent = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAgentType(c.var.member.type)) throw new PlatformError('agent.only');
  await next();
});

/**
 * `team(id, level)`: the accounts below `rootId`, its direct downlines at level 1. Put it in a
 * `WITH` (a `WITH RECURSIVE` does as well) and join `team` to scope a query to the subtree.
 */
export const teamCte = (rootId: number): SQL => sql`team(id, level) as (
  select member_id, level from team_members where upline_id = ${rootId}
)`;

type Reader = Pick<Db, 'execute'>;

/** How far below `agentId` the account `memberId` is (1 for a direct downline), or null when it is not in the agent's team. */
export const levelBelow = async (db: Reader, agentId: number, memberId: number): Promise<number | null> => {
  const rows = await db.execute(sql`select level from team_members where upline_id = ${agentId} and member_id = ${memberId}`);
  const [row] = rowsOf<{ level: number }>(rows);
  return row ? Number(row.level) : null;
};

/** The level of `memberId` below the agent; `downline.not.found` when it is outside the team (or does not exist). */
export const requireInTeam = async (p: Platform | { db: Reader }, agentId: number, memberId: number): Promise<number> => {
  const level = await levelBelow(p.db, agentId, memberId);
  if (level === null) throw new PlatformError('downline.not.found');
  return level;
};

export { rowsOf } from '../../db/index.ts';
