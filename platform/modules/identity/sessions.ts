import { hash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Platform, SessionMember } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { members, sessions } from '../../db/schema/index.ts';

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak reveals no session. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => hash('sha256', token, 'hex');

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

/**
 * How long this process reuses a session it has looked up: the busiest calls (the balance, a
 * page's member block) then cost no query for it. A revocation made by this process takes effect
 * at once (forgetSessions); one made by another server on the same database, within this time.
 */
export const SESSION_CACHE_MS = 1_000;

type LookupRow = Awaited<ReturnType<ReturnType<typeof prepareLookup>['execute']>>[number];
interface LookedUp {
  rows: Map<string, { row: LookupRow; until: number }>;
  /** When the expired rows are next swept out: at most once per SESSION_CACHE_MS, not per call. */
  sweepAt: number;
}
const looked = new WeakMap<Platform, LookedUp>();

const lookedUp = (p: Platform) => {
  let cache = looked.get(p);
  if (!cache) looked.set(p, (cache = { rows: new Map(), sweepAt: 0 }));
  return cache;
};

/** Forgets the looked-up sessions that match, after they were revoked. */
const forgetSessions = (p: Platform, matches: (row: LookupRow) => boolean) => {
  const rows = looked.get(p)?.rows;
  if (rows) for (const [hash, entry] of rows) if (matches(entry.row)) rows.delete(hash);
};

const lookup = async (p: Platform, hash: string, fresh: boolean): Promise<{ row: LookupRow | undefined; cached: boolean }> => {
  const cache = lookedUp(p);
  const { rows } = cache;
  // Real time, not the platform's clock: the reuse is about load, and a test's clock may jump.
  const now = performance.now();
  const hit = rows.get(hash);
  if (!fresh && hit && hit.until > now) return { row: hit.row, cached: true };
  const [row] = await lookupStatement(p.db).execute({ hash });
  if (now >= cache.sweepAt) {
    for (const [key, entry] of rows) if (entry.until <= now) rows.delete(key);
    cache.sweepAt = now + SESSION_CACHE_MS;
  }
  if (!row) {
    rows.delete(hash);
    return { row: undefined, cached: false };
  }
  rows.set(hash, { row, until: now + SESSION_CACHE_MS });
  return { row, cached: false };
};

/** Whether a looked-up session may serve a call at `now`: its account active, neither idle nor past its life. */
const isLive = (p: Platform, row: LookupRow | undefined, now: number): row is LookupRow =>
  row !== undefined && row.status === 'active' && now < row.expiresAt.getTime() && now < row.lastSeenAt.getTime() + p.env.SESSION_IDLE_MINUTES * 60_000;

/** The member behind a token, or null when the token is unknown, revoked, idle or past its life. */
export const resolveSession = async (p: Platform, token: string | undefined | null): Promise<SessionMember | null> => {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const hash = hashToken(token);
  const now = p.now().getTime();
  const first = await lookup(p, hash, false);
  // A reused row may be behind the database (play elsewhere kept the session from going idle):
  // only a fresh read may refuse the call.
  const row = first.cached && !isLive(p, first.row, now) ? (await lookup(p, hash, true)).row : first.row;
  if (!isLive(p, row, now)) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    row.lastSeenAt = new Date(now);
    await p.db.update(sessions).set({ lastSeenAt: row.lastSeenAt }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, memberId: row.memberId, account: row.account, type: row.type, loginType: row.loginType };
};

export const revokeSession = async (p: Platform, sessionId: number) => {
  await p.db
    .update(sessions)
    .set({ revokedAt: p.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetSessions(p, (row) => row.sessionId === sessionId);
};

/** Ends every live session of the member but `keepSessionId` in one statement; answers how many it ended. */
export const revokeOtherSessions = async (p: Platform, memberId: number, keepSessionId: number): Promise<number> => {
  const ended = await p.db
    .update(sessions)
    .set({ revokedAt: p.now() })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  forgetSessions(p, (row) => row.memberId === memberId && row.sessionId !== keepSessionId);
  return ended.length;
};

/** Ends every live session of a member, except optionally one (e.g. after a password change). */
export const revokeMemberSessions = async (p: Platform, memberId: number, keepSessionId?: number) => {
  const live = await p.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  for (const { id } of live) if (id !== keepSessionId) await revokeSession(p, id);
};
