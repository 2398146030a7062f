import { z } from 'zod';
import { FIELD_MAX } from './limits.ts';

/*
 * Account calls beyond login itself (SPEC sections 3, 4 and 5): SMS codes, registration, password
 * change and recovery, the extra verification of a login from a new address, and the human
 * verification that registration asks for. Field names follow the real platform (CONTRACT.md 4.1).
 * Rules that depend on the site's register settings (username, password, mobile…) are applied on
 * top of these shapes by contract/register-rules.ts, on both sides.
 */

/** Country dialing code as typed or chosen: `52` or `+52`; stored and compared without the plus. */
export const dialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/)
  .transform((code) => code.replace(/^\+/, ''));

/** The dialing codes the forms offer, first the site's own (Mexico). */
export const DIALING_CODES = [
  '52',
  '1',
  '34',
  '57',
  '54',
  '51',
  '56',
  '58',
  '593',
  '502',
  '503',
  '504',
  '505',
  '506',
  '507',
  '591',
  '595',
  '598',
  '63',
  '44',
] as const;
export const DEFAULT_DIALING_CODE = '52';

/**
 * An e-mail address, wherever one is typed: registration (on top of the site's own rule), the
 * password reset by e-mail and the login verification by e-mail. One rule, so the address an
 * account is opened with is always one its owner can reset the password with. Trimmed; a plain
 * ASCII address with a dotted domain, so no spaces or control characters.
 */
export const emailSchema = z.string().trim().max(FIELD_MAX.email).pipe(z.email());

/** A national mobile number: digits only (spaces and dashes typed by people are dropped). */
export const mobileNumberSchema = z
  .string()
  .transform((raw) => raw.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9]{6,15}$/));

/** An SMS verification code as the platform sends it. */
export const SMS_CODE_LENGTH = 6;
export const smsCodeSchema = z.string().trim().min(1).max(FIELD_MAX.smsCode);

/** Minutes an SMS code stays valid; the send button counts down `expiredMinutes × 60` s. */
export const SMS_CODE_MINUTES = 5;
/** At most one SMS per number per interval (SPEC section 9: SMS throttle 1 s); the platform also caps a window. */
export const SMS_THROTTLE_MS = 1_000;

/** `POST /wps/verification/sms/noLogin` (login, password by phone) and `/wps/verification/sms/register`. */
export const smsCodeRequestSchema = z.object({
  mobileNum: mobileNumberSchema,
  countryDialingCode: dialingCodeSchema.default(DEFAULT_DIALING_CODE),
});
export type SmsCodeRequest = z.input<typeof smsCodeRequestSchema>;

export const smsCodeResultSchema = z.object({ expiredMinutes: z.number().int().positive() });
export type SmsCodeResult = z.infer<typeof smsCodeResultSchema>;

/*
 * Human verification (SPEC section 4 "Registration order"): a self-hosted proof of work. The
 * platform hands out a signed challenge; the browser finds a nonce such that
 * SHA-256(`${challenge}:${nonce}`) starts with `difficulty` zero bits, and sends both with the
 * registration. No outside service, nothing to see or hear, so it is accessible by construction.
 */
export const humanChallengeSchema = z.object({
  challenge: z.string().min(16).max(512),
  difficulty: z.number().int().min(1).max(32),
  expiresAt: z.number().int(),
});
export type HumanChallenge = z.infer<typeof humanChallengeSchema>;

export const humanProofSchema = z.object({
  challenge: z.string().min(16).max(512),
  nonce: z.string().regex(/^[0-9]{1,12}$/),
});
export type HumanProof = z.infer<typeof humanProofSchema>;

/** Leading zero bits of a digest. */
export const leadingZeroBits = (digest: Uint8Array): number => {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
};

/** The text hashed for a proof. */
export const proofInput = (challenge: string, nonce: string) => `${challenge}:${nonce}`;

/** `GET /wps/agent/affiliate?code=&domain=`: success means the code names a live agent. */
export const affiliateCheckSchema = z.object({
  code: z.string().trim().min(1).max(32),
  domain: z.string().trim().max(253).optional(),
});

export const REGISTER_METHODS = ['username', 'mobile'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/**
 * Registration request (`PUT /wps/member/register` and `/wps/member/register/mobile`, encrypted).
 * The per-field rules of the site are checked on top of this (register-rules.ts), so every
 * optional field here is still required when the site says so.
 */
export const registerRequestSchema = z.object({
  username: z.string().max(FIELD_MAX.username).optional(),
  /** Left out on a mobile registration where the site asks for no password (MOBILENUMPASSREG3 off). */
  password: z.string().max(FIELD_MAX.password).optional(),
  confirmPassword: z.string().max(FIELD_MAX.password).optional(),
  payeeName: z.string().max(FIELD_MAX.name).optional(),
  /** Checked as an e-mail (emailSchema) with the site's rule, by registerSchema. */
  email: z.string().max(FIELD_MAX.email).optional(),
  qqNum: z.string().max(64).optional(),
  mobileNum: z.string().max(32).optional(),
  countryDialingCode: dialingCodeSchema.optional(),
  recommenderId: z.string().max(64).optional(),
  captcha: z.string().max(FIELD_MAX.captcha).optional(),
  verificationCode: z.string().max(FIELD_MAX.smsCode).optional(),
  affiliateCode: z.string().max(32).optional(),
  referralCode: z.string().max(32).optional(),
  paymentPassword: z.string().max(64).optional(),
  line: z.string().max(64).optional(),
  whatsapp: z.string().max(64).optional(),
  facebook: z.string().max(128).optional(),
  wechat: z.string().max(64).optional(),
  idNumber: z.string().max(64).optional(),
  domain: z.string().max(253).optional(),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  /** The real client asks to be logged in at once; ours always is. */
  login: z.boolean().default(true),
  /** Terms and the age confirmation: the form cannot be sent without them. */
  agreeTerms: z.literal(true),
  human: humanProofSchema,
  loginDeviceId: z.string().max(64).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** `POST /wps/member/password` (token, encrypted). The new password follows the site's password rule. */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(FIELD_MAX.password),
  newPassword: z.string().min(1).max(FIELD_MAX.password),
  confirmNewPassword: z.string().max(FIELD_MAX.password),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `POST /wps/member/password/email`, form-encoded: the platform mails a temporary password. */
export const forgotByEmailRequestSchema = z.object({
  username: z.string().trim().min(1).max(FIELD_MAX.username),
  email: emailSchema,
});

/** `POST /wps/member/password/verification` (encrypted): a new password against an SMS code. */
export const forgotByPhoneRequestSchema = z.object({
  mobileNum: mobileNumberSchema,
  countryDialingCode: dialingCodeSchema.default(DEFAULT_DIALING_CODE),
  verificationCode: smsCodeSchema,
  newPassword: z.string().min(1).max(FIELD_MAX.password),
  confirmNewPassword: z.string().max(FIELD_MAX.password).optional(),
});
export type ForgotByPhoneRequest = z.input<typeof forgotByPhoneRequestSchema>;

/**
 * Extra verification of a login from an address the account has not used before (site flag
 * LOGINIPVERF3). The refusal `login_verify_required` carries the methods the account can use;
 * `POST /wps/session/login/verification` repeats the login with one of them.
 * S: SMS code to the account's mobile; E: the account's e-mail address; P: the payee name;
 * G: an authenticator-app code (CONTRACT.md's `authCode`); R: one of the account's recovery codes;
 * B: the last four digits of one of the account's bound withdrawal accounts (R and B are ours).
 */
export const LOGIN_VERIFY_METHODS = ['G', 'R', 'S', 'E', 'P', 'B'] as const;
export type LoginVerifyMethod = (typeof LOGIN_VERIFY_METHODS)[number];

export const loginVerifyRequiredSchema = z.object({
  methods: z.array(z.enum(LOGIN_VERIFY_METHODS)).min(1),
  /** Masked, so the person can tell which number receives the code: `55••••1234`. */
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
});
export type LoginVerifyRequired = z.infer<typeof loginVerifyRequiredSchema>;

export const loginVerificationRequestSchema = z.object({
  username: z.string().trim().min(1).max(FIELD_MAX.username),
  password: z.string().min(1).max(FIELD_MAX.password),
  method: z.enum(LOGIN_VERIFY_METHODS),
  verificationCode: z.string().trim().max(FIELD_MAX.smsCode).optional(),
  email: emailSchema.optional(),
  payeeName: z.string().trim().max(FIELD_MAX.name).optional(),
  authCode: z.string().trim().max(FIELD_MAX.smsCode).optional(),
  recoveryCode: z.string().trim().max(FIELD_MAX.smsCode).optional(),
  bankDigits: z.string().trim().max(FIELD_MAX.smsCode).optional(),
  agentLogin: z.boolean().optional(),
  loginDeviceId: z.string().max(64).optional(),
  /** The login guard may ask for the image captcha here too. */
  captcha: z.string().trim().max(FIELD_MAX.captcha).optional(),
});
export type LoginVerificationRequest = z.infer<typeof loginVerificationRequestSchema>;

/** The answer of the chosen method alone, as a login proven elsewhere (a social sign-in) sends it. */
export const loginVerifyAnswerSchema = loginVerificationRequestSchema.omit({ username: true, password: true, agentLogin: true, loginDeviceId: true });
export type LoginVerifyAnswer = z.infer<typeof loginVerifyAnswerSchema>;

/** `POST /wps/session/login/verification/sms`: sends the code of method S to the account's own mobile. */
export const loginVerificationSmsRequestSchema = z.object({
  username: z.string().trim().min(1).max(FIELD_MAX.username),
  password: z.string().min(1).max(FIELD_MAX.password),
  captcha: z.string().trim().max(FIELD_MAX.captcha).optional(),
});

/** `GET /wps/member/info/funds/consolidated`: the agent-contract request and info maps (agent-contracts.ts). */
export { consolidatedSchema } from './agent-contracts.ts';
