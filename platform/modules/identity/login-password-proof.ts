import { eq } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { record, reset, tooMany } from '../../core/rate-limit.ts';
import { matchPassword } from './auth.ts';
import { OLD_PASSWORD_LIMIT } from './password-change.ts';

/**
 * A logged-in member proves the login password again before a sensitive change (a first
 * transaction password, a new mobile or e-mail). Guesses share the password change's limit, so a
 * stolen session gets five tries in all, counted before the argon2 check.
 */
export const proveLoginPassword = async (p: Platform, memberId: number, password: string | undefined): Promise<void> => {
  const [member] = await p.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw new PlatformError('login.not.session');
  const subject = String(member.id);
  if ((await record(p, OLD_PASSWORD_LIMIT, subject)) > OLD_PASSWORD_LIMIT.limit) throw tooMany(OLD_PASSWORD_LIMIT);
  if (!password || !(await matchPassword(p, member, password))) throw new PlatformError('password.old.invalid');
  await reset(p, OLD_PASSWORD_LIMIT, subject);
};
