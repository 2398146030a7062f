import { desc, eq } from 'drizzle-orm';
import { RECENT_LOGINS, type LoginEntry } from '../../../contract/security.ts';
import type { Platform, SessionMember } from '../../context.ts';
import { sessions } from '../../db/schema/index.ts';
import { revokeOtherSessions } from './sessions.ts';
import { deviceOf } from './user-agent.ts';

/**
 * The member's recent logins (security centre): every session is a login, kept with its time,
 * address and user agent since it was issued, so the list needs nothing more stored.
 */
export const recentLogins = async (p: Platform, session: SessionMember): Promise<{ list: LoginEntry[] }> => {
  const rows = await p.db.select().from(sessions).where(eq(sessions.memberId, session.memberId)).orderBy(desc(sessions.id)).limit(RECENT_LOGINS);
  const now = p.now().getTime();
  const idleMs = p.env.SESSION_IDLE_MINUTES * 60_000;
  return {
    list: rows.map((row) => ({
      id: row.id,
      loginAt: row.createdAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
      ip: row.ip,
      ...deviceOf(row.userAgent),
      loginType: row.loginType,
      current: row.id === session.sessionId,
      active: row.revokedAt === null && now < row.expiresAt.getTime() && now < row.lastSeenAt.getTime() + idleMs,
    })),
  };
};

/** Ends every session of the member but the one asking; answers how many it ended. */
export const endOtherSessions = async (p: Platform, session: SessionMember): Promise<{ ended: number }> => ({
  ended: await revokeOtherSessions(p, session.memberId, session.sessionId),
});
