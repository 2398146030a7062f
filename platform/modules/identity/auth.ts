import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_DIALING_CODE, dialingCodeSchema, mobileNumberSchema, type LoginVerificationRequest } from '../../../contract/accounts.ts';
import { AGENT_TYPES, MEMBER_TYPE, isAgentType, isTrialType } from '../../../contract/limits.ts';
import { toShippedLanguage } from '../../../contract/languages.ts';
import type { LoginRequest, LoginResult } from '../../../contract/session.ts';
import type { Platform } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { admitLoginAttempt, withCaptcha, type LoginAttempt, type LoginSubject } from './login-guard.ts';
import { checkLimitedAnswer, loginVerificationDue, recordKnownIp, sendVerificationCode, VERIFY_LIMIT } from './login-verification.ts';
import { decoyVerify, verifyPassword } from './passwords.ts';
import { reset } from '../../core/rate-limit.ts';
import { issueSession } from './sessions.ts';
import { passwordMaxAgeDays, requireModule, weakPassword } from '../system/index.ts';
import { checkSmsCode } from './sms.ts';
import { assertNoBreak } from '../responsible/index.ts';

/** Where a login comes from: the caller's address, browser and captcha cookie. */
export interface LoginOrigin {
  ip: string;
  userAgent: string | undefined;
  captchaId: string | null;
}

/** Account types that may log in with a password; house and system accounts may not. */
const LOGIN_TYPES: readonly number[] = [MEMBER_TYPE, ...AGENT_TYPES];

export type MemberRow = typeof members.$inferSelect;

const DAY_MS = 86_400_000;

/** Opens a session for a member whose login is accepted, and answers as the real platform does. */
export const startSession = async (
  p: Platform,
  member: MemberRow,
  input: { loginType: string; origin: LoginOrigin; passwordIsDefault: boolean; mustChangePassword?: boolean },
): Promise<LoginResult> => {
  const now = p.now();
  // A time-out or self-exclusion is told only to whoever proved the account's secret.
  await assertNoBreak(p.db, member.id, now);
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
  // Every login teaches the account its address, whether or not LOGINIPVERF3 is on today.
  if (!isTrialType(member.type)) await recordKnownIp(p, member.id, input.origin.ip);
  const maxAgeMs = (await passwordMaxAgeDays(p)) * DAY_MS;
  return {
    token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin: first.length > 0,
    passwordExpired: !isTrialType(member.type) && now.getTime() - member.passwordChangedAt.getTime() > maxAgeMs,
    passwordIsDefault: input.passwordIsDefault,
    // A temporary password, or an upline agent who set this one (a new account, a reset).
    mustChangePassword: (input.mustChangePassword ?? false) || member.mustChangePassword,
    ...(member.siteLanguage && !isTrialType(member.type) ? { language: toShippedLanguage(member.siteLanguage) } : {}),
  };
};

/** The account with this mobile number, if any. */
export const findMemberByMobile = async (p: Platform, countryDialingCode: string, mobileNum: string): Promise<MemberRow | undefined> => {
  const [row] = await p.db
    .select()
    .from(members)
    .where(and(eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum)))
    .limit(1);
  return row;
};

/**
 * The account a login names: its account name, or else its mobile number (the client logs in
 * with the number after a password reset by phone). A number held under several dialing codes
 * is read with the one given, the site's own by default.
 */
export const findMemberByIdentifier = async (p: Platform, identifier: string, countryDialingCode?: string): Promise<MemberRow | undefined> => {
  const [byAccount] = await p.db.select().from(members).where(eq(members.account, identifier.toLowerCase())).limit(1);
  if (byAccount) return byAccount;
  const mobile = mobileNumberSchema.safeParse(identifier);
  if (!mobile.success) return undefined;
  const holders = await p.db.select().from(members).where(eq(members.mobileNum, mobile.data)).limit(2);
  if (holders.length === 1) return holders[0];
  if (holders.length === 0) return undefined;
  const code = dialingCodeSchema.safeParse(countryDialingCode ?? DEFAULT_DIALING_CODE);
  return findMemberByMobile(p, code.success ? code.data : DEFAULT_DIALING_CODE, mobile.data);
};

/**
 * Which secret a password is for the member: the password itself, a live temporary password from
 * the e-mail reset, or neither. An unknown or trial account is checked against the decoy, so it
 * costs the same argon2 work.
 */
export const matchPassword = async (p: Platform, member: MemberRow | undefined, password: string): Promise<'password' | 'temporary' | null> => {
  if (!member || isTrialType(member.type)) return decoyVerify(password).then(() => null);
  if (await verifyPassword(member.passwordHash, password)) return 'password';
  const live = member.tempPasswordHash && member.tempPasswordExpiresAt && member.tempPasswordExpiresAt.getTime() > p.now().getTime();
  if (live && (await verifyPassword(member.tempPasswordHash!, password))) return 'temporary';
  return null;
};

export interface Credentials {
  username: string;
  password: string;
  captcha?: string | undefined;
  countryDialingCode?: string | undefined;
}

export interface CheckedCredentials {
  member: MemberRow;
  subject: LoginSubject;
  via: 'password' | 'temporary';
  /** The guard's attempt, still in flight: the caller settles it (`accepted` or `failed`). */
  attempt: LoginAttempt;
}

/**
 * The brute-force guard, then the password. Counted per account (the account found, so its name
 * and its number share one budget) and per address. A wrong secret settles the attempt as a
 * failure here; otherwise the caller settles it (`attempt.accepted()`): the verified login does so
 * only once its second factor is right.
 */
export const checkCredentials = async (p: Platform, credentials: Credentials, origin: LoginOrigin): Promise<CheckedCredentials> => {
  const found = await findMemberByIdentifier(p, credentials.username, credentials.countryDialingCode);
  const subject = { account: found?.account ?? credentials.username.toLowerCase(), ip: origin.ip };
  const attempt = await admitLoginAttempt(p, subject, { id: origin.captchaId, answer: credentials.captcha });
  let via: Awaited<ReturnType<typeof matchPassword>>;
  try {
    via = await matchPassword(p, found, credentials.password);
  } catch (error) {
    await attempt.release();
    throw error;
  }
  if (!found || !via) {
    await attempt.failed();
    throw withCaptcha(found ? 'login.password.invalid' : 'USER_NOT_EXIST');
  }
  return { member: found, subject, via, attempt };
};

/** Who may have a session once their secret is right: a locked account is told so only then. */
export const admitMember = (member: MemberRow, agentLogin: boolean | undefined) => {
  if (member.status === 'locked') throw new PlatformError('us_forbidden_login_error');
  if (!LOGIN_TYPES.includes(member.type)) throw new PlatformError('login.not.member');
  if (agentLogin && !isAgentType(member.type)) throw new PlatformError('login.not.agent');
};

/**
 * SMS login (MOBILEVERCODELOGIN3): the username is the mobile number and the password the code
 * sent by `/wps/verification/sms/noLogin`. An unknown number and a wrong code answer alike. The
 * code proves the phone, the same proof as verification method S, so no address check follows.
 */
const smsLogin = async (p: Platform, request: LoginRequest, origin: LoginOrigin): Promise<LoginResult> => {
  await requireModule(p, 'MOBILEVERCODELOGIN3');
  const mobile = mobileNumberSchema.safeParse(request.username);
  const code = dialingCodeSchema.safeParse(request.countryDialingCode ?? DEFAULT_DIALING_CODE);
  if (!mobile.success || !code.success) throw new PlatformError('sms.mobile.invalid');
  const target = { purpose: 'login', countryDialingCode: code.data, mobileNum: mobile.data } as const;
  const subject = { account: `+${target.countryDialingCode}${target.mobileNum}`, ip: origin.ip };
  const attempt = await admitLoginAttempt(p, subject, { id: origin.captchaId, answer: request.captcha });
  let member: MemberRow | undefined;
  try {
    try {
      await checkSmsCode(p, target, request.password);
    } catch (error) {
      await attempt.failed();
      if (error instanceof PlatformError && error.code === 'sms.code.expired') throw new PlatformError('sms.code.expired', { captcha: true });
      throw new PlatformError('sms.code.invalid', { captcha: true });
    }
    member = await findMemberByMobile(p, target.countryDialingCode, target.mobileNum);
    if (!member) {
      await attempt.failed();
      throw new PlatformError('sms.code.invalid', { captcha: true });
    }
    await attempt.accepted();
  } finally {
    await attempt.release();
  }
  admitMember(member, request.agentLogin);
  return startSession(p, member, { loginType: 'sms', origin, passwordIsDefault: false });
};

/**
 * Password login. Unknown account, wrong password and locked account have distinct codes (for
 * operators and tests) but one message, and cost the same argon2 work. A login from an address
 * the account has not used asks for a second factor when LOGINIPVERF3 is on.
 */
export const login = async (p: Platform, request: LoginRequest, origin: LoginOrigin): Promise<LoginResult> => {
  if (request.type === 'sms') return smsLogin(p, request, origin);
  const { member, via, attempt } = await checkCredentials(p, request, origin);
  await attempt.accepted();
  admitMember(member, request.agentLogin);
  await assertNoBreak(p.db, member.id, p.now());
  const due = await loginVerificationDue(p, member, origin.ip);
  if (due) throw new PlatformError('login_verify_required', due);
  return startSession(p, member, {
    loginType: 'username',
    origin,
    passwordIsDefault: via === 'password' && request.password === (await weakPassword(p)),
    mustChangePassword: via === 'temporary',
  });
};

/**
 * `POST /wps/session/login/verification`: the login again, with the second factor the refusal
 * offered. A wrong answer stays counted against the account (the password guard then asks for a
 * captcha) and against its own limit, which a correct password does not reset.
 */
export const loginWithVerification = async (
  p: Platform,
  request: LoginVerificationRequest & { captcha?: string | undefined },
  origin: LoginOrigin,
): Promise<LoginResult> => {
  await requireModule(p, 'LOGINIPVERF3');
  const { member, via, attempt } = await checkCredentials(p, request, origin);
  try {
    admitMember(member, request.agentLogin);
    await checkLimitedAnswer(p, member, request);
  } catch (error) {
    // Not let in: the attempt stays a failure of the account, as a wrong password would be.
    await attempt.failed();
    throw error;
  }
  await Promise.all([attempt.accepted(), reset(p, VERIFY_LIMIT, member.account)]);
  return startSession(p, member, {
    loginType: 'username',
    origin,
    passwordIsDefault: via === 'password' && request.password === (await weakPassword(p)),
    mustChangePassword: via === 'temporary',
  });
};

/** `POST /wps/session/login/verification/sms`: the code of method S, for whoever knows the password. */
export const sendLoginVerificationSms = async (p: Platform, request: Credentials, origin: LoginOrigin, lang: string): Promise<{ expiredMinutes: number }> => {
  await requireModule(p, 'LOGINIPVERF3');
  const { member, attempt } = await checkCredentials(p, request, origin);
  await attempt.accepted();
  admitMember(member, undefined);
  return sendVerificationCode(p, member, { ip: origin.ip, lang });
};
