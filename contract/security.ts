import { z } from 'zod';
import { DEFAULT_DIALING_CODE, dialingCodeSchema, emailSchema, mobileNumberSchema, smsCodeSchema } from './accounts.ts';
import { FIELD_MAX } from './limits.ts';
import type { RegisterRule } from './system.ts';

/*
 * The security centre (my account, `/member#securityCenter`): the member's profile, the
 * transaction (payment) password, the profile picture and the recent logins. The transaction
 * password follows the site's `paymentPassword` register rule, the payee name its `payeeName`
 * rule (contract/register-rules.ts, on both sides).
 */

/** Longest transaction password any site rule may ask for; the rule itself is usually 6 digits. */
export const TRANSACTION_PASSWORD_MAX = 64;

/** Wrong transaction passwords in a row before it locks, and for how long. */
export const TRANSACTION_PASSWORD_ATTEMPTS = 5;
export const TRANSACTION_PASSWORD_LOCK_MS = 15 * 60_000;

const secret = (max: number) => z.string().max(max);

/** `POST /wps/member/password/transaction` (sealed): a first transaction password, proven by the login password. */
export const transactionPasswordSetSchema = z.object({
  loginPassword: z.string().min(1).max(FIELD_MAX.password),
  newPassword: secret(TRANSACTION_PASSWORD_MAX),
  confirmNewPassword: secret(TRANSACTION_PASSWORD_MAX),
});
export type TransactionPasswordSet = z.infer<typeof transactionPasswordSetSchema>;

/** `POST /wps/member/password/transaction/change` (sealed): the current one, then the new one twice. */
export const transactionPasswordChangeSchema = z.object({
  oldPassword: z.string().min(1).max(TRANSACTION_PASSWORD_MAX),
  newPassword: secret(TRANSACTION_PASSWORD_MAX),
  confirmNewPassword: secret(TRANSACTION_PASSWORD_MAX),
});
export type TransactionPasswordChange = z.infer<typeof transactionPasswordChangeSchema>;

/** `POST /wps/member/password/transaction/reset` (sealed): a new one against the code sent to the member's own mobile. */
export const transactionPasswordResetSchema = z.object({
  verificationCode: smsCodeSchema,
  newPassword: secret(TRANSACTION_PASSWORD_MAX),
  confirmNewPassword: secret(TRANSACTION_PASSWORD_MAX),
});
export type TransactionPasswordReset = z.infer<typeof transactionPasswordResetSchema>;

/**
 * `POST /wps/member/password/first` (sealed): a first login password for an account registered
 * without one, proven by a code sent to the member's own mobile. The new one follows the site's
 * password rule.
 */
export const loginPasswordFirstSchema = z.object({
  verificationCode: smsCodeSchema,
  newPassword: z.string().min(1).max(FIELD_MAX.password),
  confirmNewPassword: z.string().max(FIELD_MAX.password),
});
export type LoginPasswordFirst = z.infer<typeof loginPasswordFirstSchema>;

/** The value of `transaction.password.invalid`: answers left before the lock. */
export const transactionPasswordInvalidSchema = z.object({ remaining: z.number().int().min(0) });

/** The value of `transaction.password.locked`: when it opens again (epoch ms, and ISO 8601). */
export const transactionPasswordLockedSchema = z.object({ until: z.number().int(), untilIso: z.string() });

/** A nickname: letters of any script, digits, spaces and `._-`, 2 to 20 characters, starting with a letter or digit. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
const NICKNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;
/** The field error of a nickname that breaks the rule, a translation key. */
export const NICKNAME_RULE_KEY = 'security.profile.nicknameRule';
/** Trimmed, inner runs of spaces folded to one; refused with NICKNAME_RULE_KEY. */
export const nicknameSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .superRefine((value, ctx) => {
    if (value.length < NICKNAME_MIN || value.length > NICKNAME_MAX || !NICKNAME_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: NICKNAME_RULE_KEY, params: { min: NICKNAME_MIN, max: NICKNAME_MAX } });
    }
  });

/** The payee name's rule when the site sends none: two or more words of letters. */
export const PAYEE_NAME_FALLBACK_RULE: RegisterRule = {
  enabled: true,
  required: true,
  // The rule engine compiles patterns without the `u` flag: Latin letters with their accents.
  acceptedPattern: '^[A-Za-zÀ-ÖØ-öø-ÿ]+( [A-Za-zÀ-ÖØ-öø-ÿ]+)+$',
  patternId: 12,
  minLength: 3,
  maxLength: 50,
};

export const nicknameRequestSchema = z.object({ nickname: z.string().max(FIELD_MAX.name) });
/** Checked with the site's payeeName rule; once set it cannot change here. */
export const payeeNameRequestSchema = z.object({ payeeName: z.string().max(FIELD_MAX.name) });

/** `POST /wps/member/info/mobile/sms`: a code to the number the member wants to bind. */
export const bindMobileCodeSchema = z.object({
  mobileNum: mobileNumberSchema,
  countryDialingCode: dialingCodeSchema.default(DEFAULT_DIALING_CODE),
});

/** `POST /wps/member/info/mobile` (sealed): the number, its code, and the login password when one is replaced. */
export const bindMobileSchema = bindMobileCodeSchema.extend({
  verificationCode: smsCodeSchema,
  loginPassword: z.string().max(FIELD_MAX.password).optional(),
});

/** `POST /wps/member/info/email/code`: a code to the address the member wants to bind. */
export const bindEmailCodeSchema = z.object({ email: emailSchema });

/** `POST /wps/member/info/email` (sealed): the address, its code, and the login password when one is replaced. */
export const bindEmailSchema = bindEmailCodeSchema.extend({
  verificationCode: smsCodeSchema,
  loginPassword: z.string().max(FIELD_MAX.password).optional(),
});

/** A code sent by e-mail: minutes it lives. */
export const emailCodeResultSchema = z.object({ expiredMinutes: z.number().int().positive() });

/** What the security centre shows (`GET /wps/v2/member/securityConfig`); contact details masked. */
export const securityProfileSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  /** Null until set; then read-only. */
  payeeName: z.string().nullable(),
  mobile: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  regDate: z.number(),
  /** The uploaded profile picture, a path under the image CDN (`avatars/12-0a1b….webp`), or null. */
  avatar: z.string().nullable(),
  /** `unset` after a mobile registration without a password (MOBILENUMPASSREG3 off), until one is set. */
  loginPassword: z.enum(['set', 'unset']),
  transactionPassword: z.discriminatedUnion('state', [
    z.object({ state: z.literal('unset') }),
    z.object({ state: z.literal('set') }),
    z.object({ state: z.literal('locked'), until: z.number().int() }),
  ]),
});
export type SecurityProfile = z.infer<typeof securityProfileSchema>;

/** Profile pictures: png or jpg, 5 MB at most (SPEC section 9), sent as base64 in JSON. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The JSON body of an upload: the base64 of the largest picture, and room for the field name. */
export const AVATAR_MAX_BODY_BYTES = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 1024;
export const AVATAR_SIZE = 256;

export const avatarUploadSchema = z.object({
  image: z
    .string()
    .min(1)
    .max(AVATAR_MAX_BODY_BYTES)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export const avatarSchema = z.object({ avatar: z.string().nullable() });

/** A login of the member: when, from where, and on what. */
export const loginEntrySchema = z.object({
  id: z.number(),
  loginAt: z.number(),
  lastSeenAt: z.number(),
  ip: z.string(),
  /** The browser and the system, read from the user agent (`Chrome`, `Windows`); null when not recognised. */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  loginType: z.string(),
  current: z.boolean(),
  active: z.boolean(),
});
export type LoginEntry = z.infer<typeof loginEntrySchema>;

export const RECENT_LOGINS = 20;
export const recentLoginsSchema = z.object({ list: z.array(loginEntrySchema).max(RECENT_LOGINS) });
export const endedSessionsSchema = z.object({ ended: z.number().int().min(0) });

/*
 * The authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps). Setup makes a secret
 * the member scans or types; a first right code turns it on and answers the recovery codes, once.
 * Paths are ours: the real contract shows only the login method G and its `authCode`.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** Six digits, spaces the app shows between groups aside. */
export const totpCodeSchema = z
  .string()
  .max(16)
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'security.totp.codeFormat'));

/** A recovery code as handed out (`ABCDE-FGHJK`); case, spaces and dashes do not count when typed. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

/** `GET /wps/member/security/totp`: whether it is on, and how many recovery codes are still unused. */
export const totpStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('off') }),
  z.object({ state: z.literal('on'), recoveryCodesLeft: z.number().int().min(0) }),
]);
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** `POST /wps/member/security/totp/setup`: a new secret, as text and as the `otpauth://` address its QR code carries. */
export const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** `POST /wps/member/security/totp`: the first code from the app turns it on. */
export const totpEnableRequestSchema = z.object({ code: totpCodeSchema });
export const totpEnabledSchema = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });

/** `POST /wps/member/security/totp/disable`: a current code from the app, or an unused recovery code. */
export const totpDisableRequestSchema = z.object({ code: z.string().trim().min(1).max(32) });
