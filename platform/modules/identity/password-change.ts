import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ChangePasswordRequest } from '../../../contract/accounts.ts';
import type { LoginPasswordFirst } from '../../../contract/security.ts';
import { CONFIRM_KEY, fieldSchema } from '../../../contract/register-rules.ts';
import type { RegisterRule } from '../../../contract/system.ts';
import type { Platform, SessionMember } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { SEED_REGISTER_RULES } from '../../db/seed/site.ts';
import { PlatformError } from '../../core/errors.ts';
import { parseOrFail } from '../../core/http.ts';
import { matchPassword } from './auth.ts';
import { hashPassword } from './passwords.ts';
import { record, reset, tooMany, type RateRule } from '../../core/rate-limit.ts';
import { revokeMemberSessions } from './sessions.ts';
import { checkSmsCode, sendSmsCode, type SmsTarget } from './sms.ts';
import { weakPassword } from '../system/index.ts';
import { siteSnapshot } from '../system/index.ts';

/** Wrong current passwords an account may try over five minutes: a stolen session cannot guess on. */
export const OLD_PASSWORD_LIMIT = { name: 'password-old', limit: 5, windowMs: 5 * 60_000 } as const satisfies RateRule;

/** The site's password rule, as the register settings serve it; a site without one uses the seed's. */
export const passwordRule = async (p: Platform): Promise<RegisterRule> => (await siteSnapshot(p)).info.register.password ?? SEED_REGISTER_RULES.password;

/**
 * A new password checked as the register form checks one: the site's rule (field errors on
 * `newPassword`, `register.pattern.<id>`), the confirmation when given (`register.confirm` on
 * `confirmNewPassword`), and never the site's default weak password. Returns it trimmed, as
 * the rule saw it and as the client sends it at login.
 */
export const checkNewPassword = async (p: Platform, newPassword: string, confirmNewPassword: string | undefined): Promise<string> => {
  const schema = z.object({ newPassword: fieldSchema(await passwordRule(p), true), confirmNewPassword: z.string().optional() }).superRefine((v, ctx) => {
    if (v.confirmNewPassword !== undefined && v.confirmNewPassword.trim() !== v.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: CONFIRM_KEY });
    }
  });
  const checked = parseOrFail(schema, { newPassword, confirmNewPassword });
  if (checked.newPassword === (await weakPassword(p))) throw new PlatformError('password.weak');
  return checked.newPassword;
};

/** Sets a member's password; a temporary password from the e-mail reset dies with it. */
export const setPassword = async (p: Platform, memberId: number, password: string): Promise<void> => {
  await p.db
    .update(members)
    .set({
      passwordHash: await hashPassword(password),
      passwordSet: true,
      passwordChangedAt: p.now(),
      mustChangePassword: false,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
    })
    .where(eq(members.id, memberId));
};

/** The member's own mobile number, where the code for a first password goes. */
const firstPasswordTarget = async (p: Platform, memberId: number): Promise<SmsTarget> => {
  const [member] = await p.db
    .select({ passwordSet: members.passwordSet, mobileNum: members.mobileNum, countryDialingCode: members.countryDialingCode })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!member) throw new PlatformError('login.not.session');
  if (member.passwordSet) throw new PlatformError('password.exists');
  if (!member.mobileNum || !member.countryDialingCode) throw new PlatformError('sms.mobile.missing');
  return { purpose: 'password', countryDialingCode: member.countryDialingCode, mobileNum: member.mobileNum };
};

/** `POST /wps/member/password/first/sms`: a code to the member's own mobile, under the usual SMS limits. */
export const sendFirstPasswordCode = async (p: Platform, memberId: number, caller: { ip: string; lang: string }) =>
  sendSmsCode(p, await firstPasswordTarget(p, memberId), caller);

/**
 * `POST /wps/member/password/first`: the first login password of an account registered without
 * one. The session alone is not proof enough to give an account a password, so the code sent to
 * its mobile must come with it. Other sessions stay: nothing they knew has changed.
 */
export const setFirstPassword = async (p: Platform, memberId: number, request: LoginPasswordFirst): Promise<void> => {
  const newPassword = await checkNewPassword(p, request.newPassword, request.confirmNewPassword);
  await checkSmsCode(p, await firstPasswordTarget(p, memberId), request.verificationCode);
  // Only an account still without one: two calls racing with two codes cannot both set it.
  const rows = await p.db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), passwordSet: true, passwordChangedAt: p.now(), mustChangePassword: false })
    .where(and(eq(members.id, memberId), eq(members.passwordSet, false)))
    .returning({ id: members.id });
  if (rows.length === 0) throw new PlatformError('password.exists');
};

/**
 * `POST /wps/member/password`. The current password (or a live temporary one) must be right;
 * attempts are counted before the argon2 check, so guesses past the limit cost nothing. Every
 * other session of the member ends; the one that changed the password stays.
 */
export const changePassword = async (p: Platform, session: SessionMember, request: ChangePasswordRequest): Promise<void> => {
  const newPassword = await checkNewPassword(p, request.newPassword, request.confirmNewPassword);
  if (newPassword === request.oldPassword) throw new PlatformError('password.same');
  const [member] = await p.db.select().from(members).where(eq(members.id, session.memberId)).limit(1);
  if (!member) throw new PlatformError('login.not.session');
  const subject = String(member.id);
  if ((await record(p, OLD_PASSWORD_LIMIT, subject)) > OLD_PASSWORD_LIMIT.limit) throw tooMany(OLD_PASSWORD_LIMIT);
  if (!(await matchPassword(p, member, request.oldPassword))) throw new PlatformError('password.old.invalid');
  await reset(p, OLD_PASSWORD_LIMIT, subject);
  await setPassword(p, member.id, newPassword);
  await revokeMemberSessions(p, member.id, session.sessionId);
};
