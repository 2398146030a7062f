import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_DIALING_CODE, registerRequestSchema, type RegisterMethod } from '../../../contract/accounts.ts';
import { mobilePasswordAsked, registerPlan, type RegisterPlan } from '../../../contract/register-plan.ts';
import { REQUIRED_KEY, registerSchema } from '../../../contract/register-rules.ts';
import type { ErrorCode } from '../../../contract/error-codes.ts';
import type { LoginResult } from '../../../contract/session.ts';
import type { RegisterField } from '../../../contract/system.ts';
import type { Platform } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { fieldErrors } from '../../core/http.ts';
import { placementOf, resolveInvitation, type Invitation } from './affiliate.ts';
import { startSession, type LoginOrigin } from './auth.ts';
import { verifyCaptcha } from './captcha.ts';
import { verifyHumanProof } from './human-check.ts';
import { ensureWallet } from '../ledger/index.ts';
import { hashPassword } from './passwords.ts';
import { consume, ipSubject } from '../../core/rate-limit.ts';
import { weakPassword, isModuleEnabled } from '../system/index.ts';
import { checkSmsCode } from './sms.ts';
import { siteSnapshot } from '../system/index.ts';

/**
 * Registration (`PUT /wps/member/register` and `/register/mobile`, SPEC section 4 "Registration
 * order"). The site's register rules are checked with the same engine the form uses; then the
 * single-use checks (captcha, human proof, SMS code) and the look-ups; then one transaction
 * creates the member and its wallet, and the new member is logged in at once.
 */

/** The decrypted body. The human proof is checked by verifyHumanProof, so a missing one fails as a failed proof. */
export const registerPayloadSchema = registerRequestSchema.extend({ human: z.unknown().optional() });
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

const HOUR = 3_600_000;
/** Every call that gets past the module gate; bounds the decryption and look-up work one address can cause. */
export const REGISTER_ATTEMPT_LIMIT = { name: 'register-attempt-ip', limit: 30, windowMs: HOUR };
/** Accounts an address may create: counted once every check has passed. */
export const REGISTER_LIMIT = { name: 'register-ip', limit: 5, windowMs: HOUR };

const METHOD_MODULE: Record<RegisterMethod, string> = { username: 'USERNAMEREG3', mobile: 'MOBILENUMREG3' };

/** Refuses a switched-off method (REG3 and the method's own module) and counts the attempt. */
export const admitRegistration = async (p: Platform, method: RegisterMethod, ip: string): Promise<void> => {
  const [all, own] = await Promise.all([isModuleEnabled(p, 'REG3'), isModuleEnabled(p, METHOD_MODULE[method])]);
  if (!all || !own) throw new PlatformError('function.not.available');
  await consume(p, REGISTER_ATTEMPT_LIMIT, ipSubject(ip));
};

/** The fields the site's rules admit, trimmed; every refusal at once as `request_param_err`. */
const checkFields = (plan: RegisterPlan, request: RegisterPayload): Partial<Record<RegisterField, string>> => {
  const result = registerSchema(plan.rules, { confirmPassword: true, alsoRequired: plan.alsoRequired }).safeParse(request);
  const fields = result.success ? {} : fieldErrors(result.error);
  if (plan.smsCode && !request.verificationCode?.trim()) (fields.verificationCode ??= []).push(REQUIRED_KEY);
  if (!result.success || Object.keys(fields).length) throw new PlatformError('request_param_err', { fields });
  // Only the enabled fields are in the output: what the site does not ask for is not kept.
  return result.data as Partial<Record<RegisterField, string>>;
};

/** Each code given must name an upline; an affiliate code places the member, a referral code records who invited it. */
export const placementFor = async (p: Platform, affiliateCode: string | undefined, referralCode: string | undefined) => {
  const resolve = async (code: string | undefined): Promise<Invitation | null> => {
    if (!code) return null;
    const invitation = await resolveInvitation(p.db, code);
    if (!invitation) throw new PlatformError('invitation_code_error');
    return invitation;
  };
  const [affiliate, referral] = await Promise.all([resolve(affiliateCode), resolve(referralCode)]);
  const byAffiliate = placementOf(affiliate);
  const byReferral = placementOf(referral);
  return { parentId: affiliate ? byAffiliate.parentId : byReferral.parentId, referredBy: byReferral.referredBy ?? byAffiliate.referredBy };
};

interface Identity {
  account: string;
  mobile: { countryDialingCode: string; mobileNum: string } | null;
}

const mobileTaken = async (p: Platform, mobile: NonNullable<Identity['mobile']>) =>
  (
    await p.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.countryDialingCode, mobile.countryDialingCode), eq(members.mobileNum, mobile.mobileNum)))
      .limit(1)
  ).length > 0;
export const accountTaken = async (p: Platform, account: string) =>
  (await p.db.select({ id: members.id }).from(members).where(eq(members.account, account)).limit(1)).length > 0;

/** The answer when the account name is taken: on the mobile method the name is the number. */
const nameTakenCode = (method: RegisterMethod): ErrorCode => (method === 'mobile' ? 'member.mobile.exists' : 'member.account.exists');

/** Checked before the SMS code is spent; a race past these checks is caught by the unique indexes. */
const assertAvailable = async (p: Platform, method: RegisterMethod, { account, mobile }: Identity) => {
  if (await accountTaken(p, account)) throw new PlatformError(nameTakenCode(method));
  if (mobile && (await mobileTaken(p, mobile))) throw new PlatformError('member.mobile.exists');
};

const REFERRAL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const newReferralCode = () => Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(0, REFERRAL_ALPHABET.length)]).join('');

/** The unique constraint a failed insert violated, through the ORM's and the driver's wrappers. */
export const violatedConstraint = (error: unknown): string | null => {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++, e = (e as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name: name } = e as Record<string, unknown>;
    if (code === '23505') return String(name ?? constraint ?? '');
  }
  return null;
};

type NewMember = Omit<typeof members.$inferInsert, 'referralCode'>;

type Tx = Parameters<Parameters<Platform['db']['transaction']>[0]>[0];

/**
 * Member and wallet in one transaction, with `also` (a social sign-in's link) in it too; a referral
 * code that happens to be taken is drawn again.
 */
export const insertMember = async (
  p: Platform,
  method: RegisterMethod,
  values: NewMember,
  currency: string,
  also: (tx: Tx, memberId: number) => Promise<void> = async () => {},
) => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await p.db.transaction(async (tx) => {
        const [member] = await tx
          .insert(members)
          .values({ ...values, referralCode: newReferralCode(), createdAt: p.now() })
          .returning();
        await ensureWallet(tx, member!.id, currency);
        await also(tx, member!.id);
        return member!;
      });
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === 'members_account_unique') throw new PlatformError(nameTakenCode(method));
      if (constraint === 'members_mobile_unique') throw new PlatformError('member.mobile.exists');
      if (constraint !== 'members_referral_code_unique' || attempt >= 3) throw error;
    }
  }
};

const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;

export interface RegisterCaller extends LoginOrigin {
  lang: string;
}

/** Creates the account and logs it in; the answer is the login result (`value.token`…). */
export const register = async (p: Platform, method: RegisterMethod, request: RegisterPayload, caller: RegisterCaller): Promise<LoginResult> => {
  const [snapshot, smsVerification] = await Promise.all([siteSnapshot(p), isModuleEnabled(p, 'REGMOBVERF3')]);
  const mobilePassword = mobilePasswordAsked(snapshot.info.whitelabelVal);
  const plan = registerPlan(method, snapshot.info.register, { smsVerification, mobilePassword });
  const fields = checkFields(plan, request);

  if (plan.captcha && !(await verifyCaptcha(p, caller.captchaId, fields.captcha))) throw new PlatformError('captcha.invalid');
  // Before any look-up: what an answer reveals (a name taken, a code valid) costs a proof of work.
  await verifyHumanProof(p, request.human);

  const mobileNum = fields.mobileNum || null;
  const mobile = mobileNum ? { countryDialingCode: request.countryDialingCode ?? DEFAULT_DIALING_CODE, mobileNum } : null;
  const name = (method === 'mobile' ? mobileNum : fields.username)!;
  const identity: Identity = { account: name.toLowerCase(), mobile };
  // The affiliate code from the address bar is sent even where the site has no affiliate field (no rule to apply).
  const affiliateCode = plan.rules.affiliateCode?.enabled ? fields.affiliateCode : request.affiliateCode?.trim();
  const placement = await placementFor(p, affiliateCode || undefined, request.referralCode?.trim() || undefined);
  await assertAvailable(p, method, identity);
  if (plan.smsCode && mobile) await checkSmsCode(p, { purpose: 'register', ...mobile }, request.verificationCode);

  await consume(p, REGISTER_LIMIT, ipSubject(caller.ip));
  // Without a password (mobile registration, MOBILENUMPASSREG3 off) the stored hash is of a random
  // secret nobody holds: no password matches it until the member sets one in the security centre.
  const password = fields.password;
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(password ?? randomBytes(32).toString('base64url')),
    fields.paymentPassword ? hashPassword(fields.paymentPassword) : null,
  ]);
  const profile = Object.fromEntries(PROFILE_FIELDS.flatMap((key) => (fields[key] ? [[key, fields[key]]] : [])));
  const now = p.now();
  const member = await insertMember(
    p,
    method,
    {
      account: identity.account,
      nickname: name,
      type: 0,
      passwordHash,
      passwordSet: password !== undefined,
      passwordChangedAt: now,
      ...placement,
      mobileNum,
      countryDialingCode: mobile?.countryDialingCode ?? null,
      email: fields.email || null,
      payeeName: fields.payeeName || null,
      paymentPasswordHash,
      profile,
      registerUrl: request.registerUrl?.trim() || null,
      registerIp: caller.ip,
      language: caller.lang,
      currency: snapshot.settings.currency.code,
      createdAt: now,
    },
    snapshot.settings.currency.code,
  );
  const passwordIsDefault = password !== undefined && password === (await weakPassword(p));
  return startSession(p, member, { loginType: 'register', origin: caller, passwordIsDefault });
};
