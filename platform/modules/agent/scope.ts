import { sql, type SQL } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { TEAM_MAX_DEPTH } from '../../../contract/agent-team.ts';
import { isAgentType } from '../../../contract/limits.ts';
import type { AppEnv, Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { rowsOf, type Db } from '../../db/index.ts';

/*
 * An agent's team is every account below it through members.parent_id, at any depth. It is read
 * with a recursive CTE, which PGlite and PostgreSQL both run, rather than a stored path that every
 * change of upline would have to rewrite. Every agent call scopes its rows with these helpers on
 * the server: an id the caller sends is never trusted until it is found below the caller.
 */

/** After requireSession: members and trial accounts are refused with `agent.only`. */
export const requireAgent = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAgentType(c.var.member.type)) throw new PlatformError('agent.only');
  await next();
});

/**
 * `team(id, level)`: the accounts below `rootId`, its direct downlines at level 1. Put it in a
 * `WITH RECURSIVE` and join `team` to scope a query to the subtree.
 */
export const teamCte = (rootId: number): SQL => sql`team(id, level) as (
  select m.id, 1 from members m where m.parent_id = ${rootId}
  union all
  select m.id, team.level + 1 from members m join team on m.parent_id = team.id where team.level < ${TEAM_MAX_DEPTH}
)`;

type Reader = Pick<Db, 'execute'>;

/**
 * How far below `agentId` the account `memberId` is (1 for a direct downline), or null when it is
 * not in the agent's team. It walks up from the member, so it reads one row per level.
 */
export const levelBelow = async (db: Reader, agentId: number, memberId: number): Promise<number | null> => {
  const rows = await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select m.id, m.parent_id, 0 from members m where m.id = ${memberId}
      union all
      select m.id, m.parent_id, up.depth + 1 from members m join up on m.id = up.parent_id where up.depth < ${TEAM_MAX_DEPTH}
    )
    select depth::int as depth from up where id = ${agentId} and depth > 0 limit 1`);
  const [row] = rowsOf<{ depth: number }>(rows);
  return row ? Number(row.depth) : null;
};

/** The level of `memberId` below the agent; `downline.not.found` when it is outside the team (or does not exist). */
export const requireInTeam = async (p: Platform | { db: Reader }, agentId: number, memberId: number): Promise<number> => {
  const level = await levelBelow(p.db, agentId, memberId);
  if (level === null) throw new PlatformError('downline.not.found');
  return level;
};

export { rowsOf } from '../../db/index.ts';
