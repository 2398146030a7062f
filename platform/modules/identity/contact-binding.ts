import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { bindEmailSchema, bindMobileCodeSchema, bindMobileSchema } from '../../../contract/security.ts';
import type { Platform } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { findMemberByMobile } from './auth.ts';
import { checkEmailCode, sendEmailCode } from './email-codes.ts';
import { proveLoginPassword } from './login-password-proof.ts';
import { violatedConstraint } from './registration.ts';
import { chargeSmsRequest, checkSmsCode, issueSmsCode, type SmsTarget } from './sms.ts';

/**
 * Binding a mobile number or an e-mail address to the account (security centre). Both receive
 * the password resets, so a new one is proven by a code sent to it, and replacing one also asks
 * for the login password: a session left open is not enough to take the account's recovery.
 */
type MobileRequest = z.output<typeof bindMobileCodeSchema>;

const bindTarget = (request: MobileRequest): SmsTarget => ({ purpose: 'bind', countryDialingCode: request.countryDialingCode, mobileNum: request.mobileNum });

const memberRow = async (p: Platform, memberId: number) => {
  const [member] = await p.db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw new PlatformError('login.not.session');
  return member;
};

/** Another account holds the number (the member's own counts too: there is nothing to bind). */
const refuseTakenMobile = async (p: Platform, request: MobileRequest) => {
  if (await findMemberByMobile(p, request.countryDialingCode, request.mobileNum)) throw new PlatformError('member.mobile.exists');
};

/** `POST /wps/member/info/mobile/sms`: charged before the look-up, as registration's is. */
export const sendMobileBindCode = async (p: Platform, request: MobileRequest, caller: { ip: string; lang: string }) => {
  const target = bindTarget(request);
  await chargeSmsRequest(p, target, caller.ip);
  await refuseTakenMobile(p, request);
  return issueSmsCode(p, target, caller.lang);
};

/** `POST /wps/member/info/mobile`: binds or replaces the number. */
export const bindMobile = async (p: Platform, memberId: number, request: z.output<typeof bindMobileSchema>): Promise<void> => {
  const member = await memberRow(p, memberId);
  if (member.mobileNum) await proveLoginPassword(p, memberId, request.loginPassword);
  await refuseTakenMobile(p, request);
  await checkSmsCode(p, bindTarget(request), request.verificationCode);
  try {
    await p.db.update(members).set({ mobileNum: request.mobileNum, countryDialingCode: request.countryDialingCode }).where(eq(members.id, memberId));
  } catch (error) {
    // Two accounts binding one number at the same moment: the unique index keeps the first.
    if (violatedConstraint(error) === null) throw error;
    throw new PlatformError('member.mobile.exists');
  }
};

/** `POST /wps/member/info/email/code`. */
export const sendEmailBindCode = (p: Platform, memberId: number, email: string, lang: string) => sendEmailCode(p, memberId, email, lang);

/** `POST /wps/member/info/email`: binds or replaces the address. */
export const bindEmail = async (p: Platform, memberId: number, request: z.output<typeof bindEmailSchema>): Promise<void> => {
  const member = await memberRow(p, memberId);
  if (member.email) await proveLoginPassword(p, memberId, request.loginPassword);
  await checkEmailCode(p, memberId, request.email, request.verificationCode);
  await p.db.update(members).set({ email: request.email }).where(eq(members.id, memberId));
};
