import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { HANDOFF_CODE_PATTERN, HANDOFF_TTL_SECONDS, type Handoff } from '../../../contract/handoff.ts';
import type { LoginResult } from '../../../contract/session.ts';
import type { Platform, SessionMember } from '../../context.ts';
import { members, sessions } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { startSession, type LoginOrigin } from './auth.ts';
import { consume, ipSubject } from '../../core/rate-limit.ts';

/*
 * The app hand-off: a logged-in browser gets a single-use code (in a QR code, or a `?token=` link)
 * that another device trades for a session of its own within HANDOFF_TTL_SECONDS. The code is 128
 * random bits, kept only as a hash in the shared store, and taken out of it by the first redeem,
 * so it works once, on whichever server process gets it.
 */
export const HANDOFF_LIMITS = {
  /** Codes a session may ask for; a QR code refreshes at most every few seconds. */
  issue: { name: 'handoff-issue', limit: 20, windowMs: 5 * 60_000 },
  /** Redeems per address, right or wrong: guessing 128 bits is hopeless, flooding is not. */
  redeem: { name: 'handoff-redeem', limit: 10, windowMs: 5 * 60_000 },
};

const keyOf = (code: string) => `handoff:${createHash('sha256').update(code).digest('hex')}`;

export const createHandoff = async (p: Platform, member: SessionMember): Promise<Handoff> => {
  await consume(p, HANDOFF_LIMITS.issue, member.account);
  const code = randomBytes(16).toString('base64url');
  await p.kv.set(keyOf(code), `${member.memberId}:${member.sessionId}`, HANDOFF_TTL_SECONDS * 1000);
  return { code, expiresIn: HANDOFF_TTL_SECONDS };
};

/** A login proven elsewhere (a social sign-in's callback): the code opens the member's first session here. */
const PROVEN_LOGIN = 'login:';

/** A code for a member whose login a provider proved; the browser trades it like a sign-in link. */
export const createLoginHandoff = async (p: Platform, memberId: number): Promise<string> => {
  const code = randomBytes(16).toString('base64url');
  await p.kv.set(keyOf(code), `${PROVEN_LOGIN}${memberId}`, HANDOFF_TTL_SECONDS * 1000);
  return code;
};

const provenLogin = async (p: Platform, memberId: number, origin: LoginOrigin): Promise<LoginResult> => {
  const [member] = await p.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member || member.status !== 'active') throw new PlatformError('handoff.invalid');
  return startSession(p, member, { loginType: 'social', origin, passwordIsDefault: false });
};

/**
 * A new session for the member who asked for the code, as a login answers. Refused alike when the
 * code is unknown, used, expired, or when the session that asked for it has ended since.
 */
export const redeemHandoff = async (p: Platform, code: string, origin: LoginOrigin): Promise<LoginResult> => {
  await consume(p, HANDOFF_LIMITS.redeem, ipSubject(origin.ip));
  const stored = HANDOFF_CODE_PATTERN.test(code) ? await p.kv.take(keyOf(code)) : null;
  if (stored?.startsWith(PROVEN_LOGIN)) return provenLogin(p, Number(stored.slice(PROVEN_LOGIN.length)), origin);
  const [memberId, sessionId] = (stored ?? '').split(':').map(Number);
  if (!memberId || !sessionId) throw new PlatformError('handoff.invalid');
  const [row] = await p.db
    .select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, p.now())))
    .limit(1);
  if (!row || row.member.status !== 'active') throw new PlatformError('handoff.invalid');
  return startSession(p, row.member, { loginType: 'handoff', origin, passwordIsDefault: false });
};
