import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { forgotByEmailRequestSchema, forgotByPhoneRequestSchema } from '../../../contract/accounts.ts';
import { satisfies } from '../../../contract/register-rules.ts';
import type { RegisterRule } from '../../../contract/system.ts';
import type { Platform } from '../../context.ts';
import { members, outbox } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { findMemberByMobile } from './auth.ts';
import { LOGIN_LIMITS } from './login-guard.ts';
import { hashPassword } from './passwords.ts';
import { checkNewPassword, passwordRule, setPassword } from './password-change.ts';
import { consume, ipSubject, reset, type RateRule } from '../../core/rate-limit.ts';
import { revokeMemberSessions } from './sessions.ts';
import { isModuleEnabled } from '../system/index.ts';
import { checkSmsCode } from './sms.ts';

/** Password recovery: a temporary password by e-mail, or a new password against an SMS code. */
const FIVE_MINUTES = 5 * 60_000;
export const RESET_EMAIL_LIMITS = {
  ip: { name: 'reset-email-ip', limit: 5, windowMs: FIVE_MINUTES },
  account: { name: 'reset-email-acct', limit: 3, windowMs: FIVE_MINUTES },
} as const satisfies Record<string, RateRule>;

export const TEMP_PASSWORD_LENGTH = 12;
export const TEMP_PASSWORD_MINUTES = 30;

// No 0/O, 1/l/I: the password is read from an e-mail and typed by hand.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LOWER + UPPER + DIGITS;

const pick = (chars: string) => chars[randomInt(0, chars.length)]!;

/**
 * A random temporary password of letters and digits, with at least one lower-case letter, one
 * upper-case letter and one digit, that the site's password rule accepts.
 */
export const temporaryPassword = (rule: RegisterRule): string => {
  let candidate = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
    while (chars.length < TEMP_PASSWORD_LENGTH) chars.push(pick(ALPHABET));
    // Shuffle, so the guaranteed classes are not always in front.
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    candidate = chars.join('');
    if (satisfies(rule, candidate)) return candidate;
  }
  // A rule no letters-and-digits password can meet: the login does not apply it, the change will.
  return candidate;
};

const EMAIL_TEXT: Record<string, (account: string, password: string, minutes: number) => { subject: string; body: string }> = {
  ES: (account, password, minutes) => ({
    subject: 'BetPlay: tu contraseña temporal',
    body:
      `Hola, ${account}:\n\nTu contraseña temporal es ${password}\n\n` +
      `Es válida durante ${minutes} minutos. Al iniciar sesión con ella se te pedirá que elijas una contraseña nueva.\n\n` +
      'Si no la has pedido tú, ignora este mensaje: tu contraseña actual sigue funcionando.',
  }),
  EN: (account, password, minutes) => ({
    subject: 'BetPlay: your temporary password',
    body:
      `Hello ${account},\n\nYour temporary password is ${password}\n\n` +
      `It is valid for ${minutes} minutes. When you log in with it, you will be asked to choose a new password.\n\n` +
      'If you did not ask for it, ignore this message: your current password still works.',
  }),
};

/**
 * `POST /wps/member/password/email`. The name and the address must belong together (the message
 * SPEC section 8 demands says so when they do not). The current password keeps working, so asking
 * for resets cannot lock anyone out; the temporary one works until it expires or the password
 * changes, and logging in with it forces a change.
 */
export const forgotByEmail = async (p: Platform, request: z.infer<typeof forgotByEmailRequestSchema>, caller: { ip: string; lang: string }): Promise<void> => {
  await consume(p, RESET_EMAIL_LIMITS.ip, ipSubject(caller.ip));
  const account = request.username.toLowerCase();
  await consume(p, RESET_EMAIL_LIMITS.account, account);
  const [member] = await p.db.select().from(members).where(eq(members.account, account)).limit(1);
  if (!member?.email || member.email.trim().toLowerCase() !== request.email.trim().toLowerCase()) {
    throw new PlatformError('password.reset.not.found');
  }
  const password = temporaryPassword(await passwordRule(p));
  const now = p.now();
  await p.db
    .update(members)
    .set({
      tempPasswordHash: await hashPassword(password),
      tempPasswordExpiresAt: new Date(now.getTime() + TEMP_PASSWORD_MINUTES * 60_000),
    })
    .where(eq(members.id, member.id));
  const { subject, body } = (EMAIL_TEXT[caller.lang] ?? EMAIL_TEXT.ES!)(member.account, password, TEMP_PASSWORD_MINUTES);
  await p.db.insert(outbox).values({ channel: 'email', recipient: member.email, purpose: 'password.reset', body, meta: { subject }, createdAt: now });
};

/**
 * `POST /wps/member/password/verification` (CHNGPASSVERIF3 or PWRESETSMS3): a new password against
 * the code `/wps/verification/sms/noLogin` sent. An unknown number answers as a wrong code. Every
 * session of the member ends, and the account's failed logins are forgiven: the client logs in
 * with the number and the new password next.
 */
export const forgotByPhone = async (p: Platform, request: z.infer<typeof forgotByPhoneRequestSchema>): Promise<void> => {
  if (!(await isModuleEnabled(p, 'CHNGPASSVERIF3')) && !(await isModuleEnabled(p, 'PWRESETSMS3'))) {
    throw new PlatformError('function.not.available');
  }
  const newPassword = await checkNewPassword(p, request.newPassword, request.confirmNewPassword);
  const target = { purpose: 'login', countryDialingCode: request.countryDialingCode, mobileNum: request.mobileNum } as const;
  await checkSmsCode(p, target, request.verificationCode);
  const member = await findMemberByMobile(p, target.countryDialingCode, target.mobileNum);
  if (!member) throw new PlatformError('sms.code.invalid');
  await setPassword(p, member.id, newPassword);
  await revokeMemberSessions(p, member.id);
  await reset(p, LOGIN_LIMITS.account, member.account);
};
