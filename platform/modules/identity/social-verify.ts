import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loginVerifyRequiredSchema, type LoginVerifyAnswer, type LoginVerifyRequired } from '../../../contract/accounts.ts';
import { MEMBER_TYPE } from '../../../contract/limits.ts';
import type { LoginResult } from '../../../contract/session.ts';
import type { Platform } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { ipSubject, reset } from '../../core/rate-limit.ts';
import { requireModule } from '../system/index.ts';
import { startSession, type LoginOrigin, type MemberRow } from './auth.ts';
import { admitLoginAttempt } from './login-guard.ts';
import { checkLimitedAnswer, sendVerificationCode, VERIFY_LIMIT } from './login-verification.ts';
import { hashToken, newToken } from './sessions.ts';

/*
 * A linked member's social sign-in from an address its account has not used (SPEC section 4,
 * LOGINIPVERF3): the provider proved the identity, the site still asks for the second factor a
 * password login would. The sign-in waits in the shared store under a ticket in this browser's
 * cookie, bound to the member and to the address it came from, and is spent by the right answer.
 */

/** Long enough to read an SMS code, short enough that a forgotten tab holds nothing for long. */
export const VERIFY_TTL_MS = 5 * 60_000;

const pendingSchema = z.object({ memberId: z.number().int().positive(), ip: z.string(), required: loginVerifyRequiredSchema });

const pendingKey = (ticket: string) => `social-verify:${hashToken(ticket)}`;

/** Keeps the sign-in until its verification; the answer is the ticket for the browser's cookie. */
export const holdVerifiedLogin = async (p: Platform, memberId: number, ip: string, required: LoginVerifyRequired): Promise<string> => {
  const ticket = newToken();
  await p.kv.set(pendingKey(ticket), JSON.stringify({ memberId, ip: ipSubject(ip), required }), VERIFY_TTL_MS);
  return ticket;
};

/**
 * The pending sign-in of this ticket, asked from the address it came from, and its member if it
 * may still log in. Anything else (no ticket, spent, expired, another address) is refused alike.
 */
const pendingLogin = async (p: Platform, ticket: string | undefined, ip: string): Promise<{ member: MemberRow; required: LoginVerifyRequired }> => {
  await requireModule(p, 'LOGINIPVERF3');
  const stored = ticket ? await p.kv.get(pendingKey(ticket)) : null;
  const pending = stored ? pendingSchema.safeParse(JSON.parse(stored)) : null;
  if (!pending?.success || pending.data.ip !== ipSubject(ip)) throw new PlatformError('social.signin.failed');
  const [member] = await p.db.select().from(members).where(eq(members.id, pending.data.memberId)).limit(1);
  if (!member || member.type !== MEMBER_TYPE || member.status !== 'active') throw new PlatformError('social.signin.failed');
  return { member, required: pending.data.required };
};

/** The methods the verification offers, as the password login's refusal lists them. */
export const socialVerifyInfo = async (p: Platform, ticket: string | undefined, ip: string): Promise<LoginVerifyRequired> =>
  (await pendingLogin(p, ticket, ip)).required;

/** The code of method S, to the account's own mobile. */
export const sendSocialVerifyCode = async (p: Platform, ticket: string | undefined, caller: { ip: string; lang: string }) =>
  sendVerificationCode(p, (await pendingLogin(p, ticket, caller.ip)).member, caller);

/**
 * The answer of the chosen method, under the password login's rules: the login guard (captcha
 * after a failure), the account's VERIFY_LIMIT shared with the password login, the same refusals.
 * A right answer spends the ticket and opens the session, as the sign-in code of a known address does.
 */
export const completeSocialVerification = async (
  p: Platform,
  ticket: string | undefined,
  answer: LoginVerifyAnswer,
  origin: LoginOrigin,
): Promise<LoginResult> => {
  const { member } = await pendingLogin(p, ticket, origin.ip);
  const attempt = await admitLoginAttempt(p, { account: member.account, ip: origin.ip }, { id: origin.captchaId, answer: answer.captcha });
  try {
    try {
      await checkLimitedAnswer(p, member, answer);
    } catch (error) {
      await attempt.failed();
      throw error;
    }
    // Spent here: a replay, or a second tab answering at the same time, finds nothing.
    if (!(await p.kv.take(pendingKey(ticket!)))) throw new PlatformError('social.signin.failed');
    await Promise.all([attempt.accepted(), reset(p, VERIFY_LIMIT, member.account)]);
  } finally {
    await attempt.release();
  }
  // The session records the address as known, as every login does: the next sign-in from it goes straight in.
  return startSession(p, member, { loginType: 'social', origin, passwordIsDefault: false });
};
