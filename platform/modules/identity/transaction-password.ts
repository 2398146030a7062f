import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CONFIRM_KEY, fieldSchema } from '../../../contract/register-rules.ts';
import {
  TRANSACTION_PASSWORD_ATTEMPTS,
  TRANSACTION_PASSWORD_LOCK_MS,
  type TransactionPasswordChange,
  type TransactionPasswordReset,
  type TransactionPasswordSet,
} from '../../../contract/security.ts';
import type { RegisterRule } from '../../../contract/system.ts';
import { FALLBACK_RULES } from '../../../contract/register-plan.ts';
import type { Platform } from '../../context.ts';
import { members, transactionPasswordGuards as guards } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { parseOrFail } from '../../core/http.ts';
import { siteSnapshot } from '../system/index.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { proveLoginPassword } from './login-password-proof.ts';
import { checkSmsCode, sendSmsCode, type SmsTarget } from './sms.ts';

/**
 * The transaction (payment) password: asked for before money leaves the wallet. argon2id like
 * the login password, in `members.payment_password_hash` (registration may set it too). Wrong
 * answers are counted in the database, so every server process shares the count: five in a row
 * lock it for fifteen minutes of the platform clock, and a right answer starts the count again.
 */

/** The site's rule for it: the `paymentPassword` register rule, enabled at sign-up or not. */
export const transactionPasswordRule = async (p: Platform): Promise<RegisterRule> =>
  (await siteSnapshot(p)).info.register.paymentPassword ?? FALLBACK_RULES.paymentPassword;

/** A new transaction password by the site's rule, with its confirmation; returned trimmed, as stored. */
const checkNew = async (p: Platform, newPassword: string, confirmNewPassword: string): Promise<string> => {
  const schema = z.object({ newPassword: fieldSchema(await transactionPasswordRule(p), true), confirmNewPassword: z.string() }).superRefine((v, ctx) => {
    if (v.confirmNewPassword.trim() !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: CONFIRM_KEY });
  });
  return parseOrFail(schema, { newPassword, confirmNewPassword }).newPassword;
};

const lockedError = (until: Date) => new PlatformError('transaction.password.locked', { until: until.getTime(), untilIso: until.toISOString() });

/**
 * Counts one answer before it is checked, in one statement: a lock still running stays (and the
 * answer is not counted); a lock that has run out starts a fresh count. Counting first means
 * answers sent at the same moment cannot all slip under the limit.
 */
const countAnswer = async (p: Platform, memberId: number, now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [guard] = await p.db
    .insert(guards)
    .values({ memberId, failures: 1, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: guards.memberId,
      set: {
        failures: sql`case when ${guards.lockedUntil} > ${at} then ${guards.failures} when ${guards.lockedUntil} is not null then 1 else ${guards.failures} + 1 end`,
        lockedUntil: sql`case when ${guards.lockedUntil} > ${at} then ${guards.lockedUntil} else null end`,
        updatedAt: now,
      },
    })
    .returning({ failures: guards.failures, lockedUntil: guards.lockedUntil });
  return guard!;
};

/** When the member's transaction password opens again, or null when it is not locked now. */
const runningLock = async (p: Platform, memberId: number): Promise<Date | null> => {
  const [guard] = await p.db.select({ lockedUntil: guards.lockedUntil }).from(guards).where(eq(guards.memberId, memberId)).limit(1);
  return guard?.lockedUntil && guard.lockedUntil.getTime() > p.now().getTime() ? guard.lockedUntil : null;
};

const lockNow = async (p: Platform, memberId: number, now: Date): Promise<Date> => {
  const until = new Date(now.getTime() + TRANSACTION_PASSWORD_LOCK_MS);
  await p.db.update(guards).set({ lockedUntil: until, updatedAt: now }).where(eq(guards.memberId, memberId));
  return until;
};

/** Forgets wrong answers; with `unlock`, a running lock too (a reset proven by SMS). */
const clearGuard = async (p: Platform, memberId: number, unlock = false) => {
  await p.db
    .update(guards)
    .set({ failures: 0, ...(unlock ? { lockedUntil: null } : {}), updatedAt: p.now() })
    .where(eq(guards.memberId, memberId));
};

/**
 * Resolves when `password` is the member's transaction password. Otherwise throws
 * `transaction.password.unset` (409), `transaction.password.invalid` (400, `value.remaining`
 * answers before the lock) or `transaction.password.locked` (423, `value.until`, epoch ms, and
 * `value.untilIso`). The fifth wrong answer in a row locks it and answers `locked`.
 */
export const checkTransactionPassword = async (p: Platform, memberId: number, password: string): Promise<void> => {
  const [member] = await p.db.select({ hash: members.paymentPasswordHash }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!member?.hash) throw new PlatformError('transaction.password.unset');
  const now = p.now();
  const guard = await countAnswer(p, memberId, now);
  if (guard.lockedUntil && guard.lockedUntil.getTime() > now.getTime()) throw lockedError(guard.lockedUntil);
  if (await verifyPassword(member.hash, password.trim())) {
    // Only a wrong answer locks: right answers sent together (a member's requests in parallel) all
    // pass, unless wrong ones sent beside them locked it meanwhile.
    const lockedSince = await runningLock(p, memberId);
    if (lockedSince) throw lockedError(lockedSince);
    await clearGuard(p, memberId);
    return;
  }
  if (guard.failures >= TRANSACTION_PASSWORD_ATTEMPTS) throw lockedError(await lockNow(p, memberId, now));
  throw new PlatformError('transaction.password.invalid', { remaining: TRANSACTION_PASSWORD_ATTEMPTS - guard.failures });
};

/** Stores a new transaction password; `onlyIfUnset` makes two racing first settings set it once. */
const storeHash = async (p: Platform, memberId: number, password: string, onlyIfUnset: boolean): Promise<boolean> => {
  const where = onlyIfUnset ? and(eq(members.id, memberId), isNull(members.paymentPasswordHash)) : eq(members.id, memberId);
  const rows = await p.db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(password) })
    .where(where)
    .returning({ id: members.id });
  return rows.length > 0;
};

const hasTransactionPassword = async (p: Platform, memberId: number) => {
  const [member] = await p.db.select({ hash: members.paymentPasswordHash }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw new PlatformError('login.not.session');
  return member.hash !== null;
};

/** `POST /wps/member/password/transaction`: the first one, when none is set, proven by the login password. */
export const setTransactionPassword = async (p: Platform, memberId: number, request: TransactionPasswordSet): Promise<void> => {
  const password = await checkNew(p, request.newPassword, request.confirmNewPassword);
  if (await hasTransactionPassword(p, memberId)) throw new PlatformError('transaction.password.exists');
  await proveLoginPassword(p, memberId, request.loginPassword);
  if (!(await storeHash(p, memberId, password, true))) throw new PlatformError('transaction.password.exists');
  await clearGuard(p, memberId, true);
};

/** `POST /wps/member/password/transaction/change`: the current one (it counts toward the lock), then the new one. */
export const changeTransactionPassword = async (p: Platform, memberId: number, request: TransactionPasswordChange): Promise<void> => {
  const password = await checkNew(p, request.newPassword, request.confirmNewPassword);
  await checkTransactionPassword(p, memberId, request.oldPassword);
  if (password === request.oldPassword.trim()) throw new PlatformError('password.same');
  await storeHash(p, memberId, password, false);
};

/** The member's own mobile number, where the reset code goes. */
const resetTarget = async (p: Platform, memberId: number): Promise<SmsTarget> => {
  const [member] = await p.db
    .select({ mobileNum: members.mobileNum, countryDialingCode: members.countryDialingCode })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!member?.mobileNum || !member.countryDialingCode) throw new PlatformError('sms.mobile.missing');
  return { purpose: 'transaction', countryDialingCode: member.countryDialingCode, mobileNum: member.mobileNum };
};

/** `POST /wps/member/password/transaction/sms`: a code to the member's own mobile, under the usual SMS limits. */
export const sendTransactionResetCode = async (p: Platform, memberId: number, caller: { ip: string; lang: string }) =>
  sendSmsCode(p, await resetTarget(p, memberId), caller);

/**
 * `POST /wps/member/password/transaction/reset`: a new one against that code. Proving the mobile
 * also lifts a lock: the lock stops guessing, and whoever holds the phone need not guess.
 */
export const resetTransactionPassword = async (p: Platform, memberId: number, request: TransactionPasswordReset): Promise<void> => {
  const password = await checkNew(p, request.newPassword, request.confirmNewPassword);
  await checkSmsCode(p, await resetTarget(p, memberId), request.verificationCode);
  await storeHash(p, memberId, password, false);
  await clearGuard(p, memberId, true);
};

/** The operator's unlock (`npm run platform -- transaction-password unlock <account>`). */
export const transactionPasswordUnlockSchema = z.object({ account: z.string().trim().min(1).max(64) });

export interface TransactionPasswordUnlock {
  account: string;
  /** Whether a lock was running: it is lifted, and the count of wrong answers starts again. */
  wasLocked: boolean;
  /** Whether the member has a transaction password at all. */
  isSet: boolean;
}

/** Customer service, once it knows who it talks to, lifts a member's lock without waiting out the fifteen minutes. */
export const unlockTransactionPassword = async (p: Platform, input: z.infer<typeof transactionPasswordUnlockSchema>): Promise<TransactionPasswordUnlock> => {
  const account = input.account.toLowerCase();
  const [row] = await p.db
    .select({ id: members.id, hash: members.paymentPasswordHash, lockedUntil: guards.lockedUntil })
    .from(members)
    .leftJoin(guards, eq(guards.memberId, members.id))
    .where(eq(members.account, account))
    .limit(1);
  if (!row) throw new PlatformError('request_param_err', { fields: { account: ['unknown_account'] } });
  await clearGuard(p, row.id, true);
  return { account, wasLocked: row.lockedUntil !== null && row.lockedUntil.getTime() > p.now().getTime(), isSet: row.hash !== null };
};
