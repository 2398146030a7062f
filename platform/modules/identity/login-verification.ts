import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LoginVerifyAnswer, LoginVerifyMethod, LoginVerifyRequired } from '../../../contract/accounts.ts';
import type { Platform } from '../../context.ts';
import { memberKnownIps, withdrawalAccounts, type members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { maskEmail, maskMobile } from './member-info.ts';
import { countOf, ipSubject, record, tooMany, type RateRule } from '../../core/rate-limit.ts';
import { isModuleEnabled } from '../system/index.ts';
import { checkSmsCode, sendSmsCode } from './sms.ts';
import { acceptTotpCode, spendRecoveryCode, totpEnabled } from './totp.ts';

/**
 * The extra verification of a login from an address the account has not used before (site flag
 * LOGINIPVERF3, SPEC section 4). Addresses are remembered per account on every login; an IPv6
 * address counts by its /64, as the rate limits do, since one customer's devices rotate through it.
 */
type Member = typeof members.$inferSelect;

/** Wrong answers an account may give over five minutes; the password guard counts them too. */
export const VERIFY_LIMIT = { name: 'login-verify', limit: 5, windowMs: 5 * 60_000 } as const satisfies RateRule;

export const recordKnownIp = async (p: Platform, memberId: number, ip: string): Promise<void> => {
  const now = p.now();
  await p.db
    .insert(memberKnownIps)
    .values({ memberId, ip: ipSubject(ip), firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [memberKnownIps.memberId, memberKnownIps.ip], set: { lastSeenAt: now } });
};

/** The CLABEs of the member's bound withdrawal accounts (removed ones no longer count). */
const boundClabes = async (p: Platform, memberId: number): Promise<string[]> =>
  (
    await p.db
      .select({ clabe: withdrawalAccounts.clabe })
      .from(withdrawalAccounts)
      .where(and(eq(withdrawalAccounts.memberId, memberId), isNull(withdrawalAccounts.removedAt)))
  ).map((row) => row.clabe);

/**
 * The methods an account can be verified with: what it has on file. The authenticator app, when
 * on, comes first, with its recovery codes; the bank-account digits last.
 */
export const verifyMethodsOf = async (p: Platform, member: Member): Promise<LoginVerifyMethod[]> => {
  const [totp, clabes] = await Promise.all([totpEnabled(p, member.id), boundClabes(p, member.id)]);
  return [
    ...(totp ? (['G', 'R'] as const) : []),
    ...(member.mobileNum && member.countryDialingCode ? (['S'] as const) : []),
    ...(member.email ? (['E'] as const) : []),
    ...(member.payeeName ? (['P'] as const) : []),
    ...(clabes.length > 0 ? (['B'] as const) : []),
  ];
};

/**
 * The value of `login_verify_required` when this login needs a second factor, else null. The very
 * first login of an account has nothing to compare with and is trusted; an account with nothing
 * on file to verify against is let in rather than locked out for good.
 */
export const loginVerificationDue = async (p: Platform, member: Member, ip: string): Promise<LoginVerifyRequired | null> => {
  if (!(await isModuleEnabled(p, 'LOGINIPVERF3'))) return null;
  const [row] = await p.db
    .select({ seen: sql<number>`count(*)::int`, known: sql<boolean>`coalesce(bool_or(${memberKnownIps.ip} = ${ipSubject(ip)}), false)` })
    .from(memberKnownIps)
    .where(eq(memberKnownIps.memberId, member.id));
  if (!row || row.seen === 0 || row.known) return null;
  const methods = await verifyMethodsOf(p, member);
  if (methods.length === 0) return null;
  return {
    methods,
    maskedMobile: member.mobileNum ? maskMobile(member.mobileNum) : null,
    maskedEmail: member.email ? maskEmail(member.email) : null,
  };
};

/** Payee names typed by people: case, accents and spacing do not count. */
export const normalizeName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const mobileTarget = (member: Member) => {
  if (!member.mobileNum || !member.countryDialingCode) throw new PlatformError('login.verification.invalid');
  return { purpose: 'verify', countryDialingCode: member.countryDialingCode, mobileNum: member.mobileNum } as const;
};

/** Sends the code of method S to the account's own mobile (never to a number the caller names). */
export const sendVerificationCode = (p: Platform, member: Member, caller: { ip: string; lang: string }) => sendSmsCode(p, mobileTarget(member), caller);

/** Checks the answer of the chosen method; a wrong one is `login.verification.invalid`. */
export const checkVerificationAnswer = async (p: Platform, member: Member, request: LoginVerifyAnswer): Promise<void> => {
  const wrong = () => new PlatformError('login.verification.invalid', { captcha: true });
  switch (request.method) {
    case 'S':
      try {
        await checkSmsCode(p, mobileTarget(member), request.verificationCode);
      } catch (error) {
        if (error instanceof PlatformError && error.code === 'sms.code.expired') throw new PlatformError('sms.code.expired', { captcha: true });
        throw wrong();
      }
      return;
    case 'E':
      if (!member.email || !request.email || member.email.trim().toLowerCase() !== request.email.trim().toLowerCase()) throw wrong();
      return;
    case 'P':
      if (!member.payeeName || !request.payeeName || normalizeName(member.payeeName) !== normalizeName(request.payeeName)) throw wrong();
      return;
    case 'G':
      if (!request.authCode || !(await acceptTotpCode(p, member.id, request.authCode))) throw wrong();
      return;
    case 'R':
      if (!request.recoveryCode || !(await spendRecoveryCode(p, member.id, request.recoveryCode))) throw wrong();
      return;
    case 'B': {
      // Four digits exactly: a shorter answer would match more accounts than it names.
      const digits = request.bankDigits?.replace(/\s+/g, '') ?? '';
      if (!/^\d{4}$/.test(digits) || !(await boundClabes(p, member.id)).some((clabe) => clabe.endsWith(digits))) throw wrong();
      return;
    }
  }
};

/**
 * The answer under the account's VERIFY_LIMIT, for every login that asks for one: past the limit
 * nothing is checked, and a wrong answer counts against the account.
 */
export const checkLimitedAnswer = async (p: Platform, member: Member, answer: LoginVerifyAnswer): Promise<void> => {
  if ((await countOf(p, VERIFY_LIMIT, member.account)) >= VERIFY_LIMIT.limit) throw tooMany(VERIFY_LIMIT, { captcha: true });
  try {
    await checkVerificationAnswer(p, member, answer);
  } catch (error) {
    await record(p, VERIFY_LIMIT, member.account);
    throw error;
  }
};
