import { and, eq, isNull } from 'drizzle-orm';
import { AGENT_TYPES, MEMBER_TYPE, isAgentType, isTrialType } from '../../contract/limits.ts';
import type { LoginRequest, LoginResult } from '../../contract/session.ts';
import type { Platform } from '../context.ts';
import { members } from '../db/schema/index.ts';
import { PlatformError } from '../errors.ts';
import { admitLoginAttempt, passwordAccepted, withCaptcha } from './login-guard.ts';
import { decoyVerify, verifyPassword } from './passwords.ts';
import { issueSession } from './sessions.ts';
import { passwordMaxAgeDays, weakPassword } from './site-flags.ts';

/** Where a login comes from: the caller's address, browser and captcha cookie. */
export interface LoginOrigin {
  ip: string;
  userAgent: string | undefined;
  captchaId: string | null;
}

/** Account types that may log in with a password; house and system accounts may not. */
const LOGIN_TYPES: readonly number[] = [MEMBER_TYPE, ...AGENT_TYPES];

type MemberRow = typeof members.$inferSelect;

const DAY_MS = 86_400_000;

/** Opens a session for a member whose login is accepted, and answers as the real platform does. */
export const startSession = async (
  p: Platform,
  member: MemberRow,
  input: { loginType: string; origin: LoginOrigin; passwordIsDefault: boolean },
): Promise<LoginResult> => {
  const now = p.now();
  const { token } = await issueSession(p, {
    memberId: member.id,
    loginType: input.loginType,
    ip: input.origin.ip,
    userAgent: input.origin.userAgent,
  });
  // Conditional, so two first logins racing each other cannot both be the first.
  const first = await p.db
    .update(members)
    .set({ firstLoginAt: now })
    .where(and(eq(members.id, member.id), isNull(members.firstLoginAt)))
    .returning({ id: members.id });
  await p.db.update(members).set({ lastLoginAt: now, lastLoginIp: input.origin.ip }).where(eq(members.id, member.id));
  const maxAgeMs = (await passwordMaxAgeDays(p)) * DAY_MS;
  return {
    token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin: first.length > 0,
    passwordExpired: !isTrialType(member.type) && now.getTime() - member.passwordChangedAt.getTime() > maxAgeMs,
    passwordIsDefault: input.passwordIsDefault,
  };
};

/**
 * Password login. Unknown account, wrong password and locked account have distinct codes (for
 * operators and tests) but one message, and cost the same argon2 work. A locked account is told
 * so only once its password is right.
 */
export const login = async (p: Platform, request: LoginRequest, origin: LoginOrigin): Promise<LoginResult> => {
  // Verification-code login arrives with the SMS service; until then the platform refuses it.
  if (request.type !== 'username') throw new PlatformError('function.not.available');
  const subject = { account: request.username.toLowerCase(), ip: origin.ip };
  await admitLoginAttempt(p, subject, { id: origin.captchaId, answer: request.captcha });

  const [member] = await p.db.select().from(members).where(eq(members.account, subject.account)).limit(1);
  // A trial account has no password anyone knows; it is checked against the decoy all the same.
  const passwordOk =
    member && !isTrialType(member.type) ? await verifyPassword(member.passwordHash, request.password) : await decoyVerify(request.password);
  if (!member) throw withCaptcha('USER_NOT_EXIST');
  if (!passwordOk) throw withCaptcha('login.password.invalid');
  await passwordAccepted(p, subject);

  if (member.status === 'locked') throw new PlatformError('us_forbidden_login_error');
  if (!LOGIN_TYPES.includes(member.type)) throw new PlatformError('login.not.member');
  if (request.agentLogin && !isAgentType(member.type)) throw new PlatformError('login.not.agent');
  return startSession(p, member, {
    loginType: 'username',
    origin,
    passwordIsDefault: request.password === (await weakPassword(p)),
  });
};
