import { eq, sql } from 'drizzle-orm';
import type { DownlineChange, DownlineLock, DownlinePassword, DownlineRemark } from '../../../contract/agent-team.ts';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { agentActions, downlineRemarks, members } from '../../db/schema/index.ts';
import { checkNewPassword, hashPassword, revokeMemberSessions } from '../identity/index.ts';
import { levelBelow } from './scope.ts';

/** Who acts, from where: every action is written to the audit trail with both. */
export interface Actor {
  agentId: number;
  ip: string;
}

type Action = (typeof agentActions.$inferInsert)['action'];

/** Only the direct upline acts on an account; anyone else in the chain is told so, anyone outside learns nothing. */
const requireDirect = async (p: Platform, agentId: number, memberId: number) => {
  const level = await levelBelow(p.db, agentId, memberId);
  if (level === null) throw new PlatformError('downline.not.found');
  if (level !== 1) throw new PlatformError('downline.not.direct');
};

/** The account's state after the action, and the audit line, in the action's own transaction. */
const finish = async (
  p: Platform,
  actor: Actor,
  memberId: number,
  action: Action,
  change: (tx: Parameters<Parameters<Platform['db']['transaction']>[0]>[0]) => Promise<void>,
): Promise<DownlineChange> =>
  p.db.transaction(async (tx) => {
    await change(tx);
    await tx.insert(agentActions).values({ agentId: actor.agentId, memberId, action, ip: actor.ip, at: p.now() });
    const [row] = await tx
      .select({ status: members.status, remark: downlineRemarks.remark })
      .from(members)
      .leftJoin(downlineRemarks, eq(downlineRemarks.memberId, members.id))
      .where(eq(members.id, memberId));
    return { memberId, status: row!.status, remark: row!.remark ?? null };
  });

/** `ACSFE_lockDownline`: a locked account cannot log in, and its sessions end at once. */
export const lockDownline = async (p: Platform, actor: Actor, request: DownlineLock): Promise<DownlineChange> => {
  await requireDirect(p, actor.agentId, request.memberId);
  const status = request.locked ? 'locked' : 'active';
  const changed = await finish(p, actor, request.memberId, request.locked ? 'lock' : 'unlock', async (tx) => {
    await tx.update(members).set({ status }).where(eq(members.id, request.memberId));
  });
  if (request.locked) await revokeMemberSessions(p, request.memberId);
  return changed;
};

/**
 * `ACSFE_resetDownlinePassword`: the agent sets a password the account must change at its next
 * login (the login answers `mustChangePassword`); its sessions end, so the old password's holder
 * is out too. The password follows the site's rule, as the account's own change would.
 */
export const resetDownlinePassword = async (p: Platform, actor: Actor, request: DownlinePassword): Promise<DownlineChange> => {
  await requireDirect(p, actor.agentId, request.memberId);
  const password = await checkNewPassword(p, request.password, undefined);
  const hash = await hashPassword(password);
  const changed = await finish(p, actor, request.memberId, 'password.reset', async (tx) => {
    await tx
      .update(members)
      .set({ passwordHash: hash, passwordChangedAt: p.now(), mustChangePassword: true, tempPasswordHash: null, tempPasswordExpiresAt: null })
      .where(eq(members.id, request.memberId));
  });
  await revokeMemberSessions(p, request.memberId);
  return changed;
};

/** `ACSFE_updateDownlineRemark`: the agent's own note on a direct downline; an empty one clears it. */
export const remarkDownline = async (p: Platform, actor: Actor, request: DownlineRemark): Promise<DownlineChange> => {
  await requireDirect(p, actor.agentId, request.memberId);
  return finish(p, actor, request.memberId, 'remark', async (tx) => {
    if (!request.remark) {
      await tx.delete(downlineRemarks).where(eq(downlineRemarks.memberId, request.memberId));
      return;
    }
    await tx
      .insert(downlineRemarks)
      .values({ memberId: request.memberId, remark: request.remark, updatedBy: actor.agentId, updatedAt: p.now() })
      .onConflictDoUpdate({ target: downlineRemarks.memberId, set: { remark: request.remark, updatedBy: actor.agentId, updatedAt: sql`excluded.updated_at` } });
  });
};
