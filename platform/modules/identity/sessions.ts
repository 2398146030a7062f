import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Platform, SessionMember } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { members, sessions } from '../../db/schema/index.ts';

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak reveals no session. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface IssueInput {
  memberId: number;
  loginType: string;
  ip: string;
  userAgent?: string | undefined;
}

export const issueSession = async (p: Platform, input: IssueInput): Promise<{ token: string; sessionId: number }> => {
  const token = newToken();
  const now = p.now();
  const [row] = await p.db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      memberId: input.memberId,
      loginType: input.loginType,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + p.env.SESSION_MAX_HOURS * 3_600_000),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
};

// Touching the session on every call would write on every read; once a minute keeps the idle
// clock accurate enough and the hot paths read-only.
const TOUCH_EVERY_MS = 60_000;

// Every authenticated call resolves its session first: one prepared statement per database.
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
const prepareLookup = (db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      memberId: sessions.memberId,
      loginType: sessions.loginType,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      account: members.account,
      type: members.type,
      status: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('resolve_session');
const lookupStatement = (db: Db) => {
  let statement = lookups.get(db);
  if (!statement) lookups.set(db, (statement = prepareLookup(db)));
  return statement;
};

/** The member behind a token, or null when the token is unknown, revoked, idle or past its life. */
export const resolveSession = async (p: Platform, token: string | undefined | null): Promise<SessionMember | null> => {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await lookupStatement(p.db).execute({ hash: hashToken(token) });
  if (!row || row.status !== 'active') return null;
  const now = p.now().getTime();
  const idleLimit = row.lastSeenAt.getTime() + p.env.SESSION_IDLE_MINUTES * 60_000;
  if (now >= row.expiresAt.getTime() || now >= idleLimit) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await p.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, memberId: row.memberId, account: row.account, type: row.type, loginType: row.loginType };
};

export const revokeSession = async (p: Platform, sessionId: number) => {
  await p.db
    .update(sessions)
    .set({ revokedAt: p.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
};

/** Ends every live session of a member, except optionally one (e.g. after a password change). */
export const revokeMemberSessions = async (p: Platform, memberId: number, keepSessionId?: number) => {
  const live = await p.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  for (const { id } of live) if (id !== keepSessionId) await revokeSession(p, id);
};
