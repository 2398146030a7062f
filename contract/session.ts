import { z } from 'zod';
import { SHIPPED_LANGUAGES } from './languages.ts';

export const LOGIN_TYPES = ['username', 'sms'] as const;

/**
 * Login payload, before encryption (SPEC section 3, CONTRACT.md 3.1). With `type: 'sms'` the
 * username is the mobile number and the password the SMS code; a username login also accepts
 * an account's mobile number in place of its name (the login after a password reset by phone).
 */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** SMS login: the mobile number's country code (`52` or `+52`). */
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{1,4}$/)
    .optional(),
  captcha: z.string().trim().max(16).optional(),
  type: z.enum(LOGIN_TYPES).default('username'),
  /** Set by the agent login page: only agents may log in there. */
  agentLogin: z.boolean().optional(),
  loginDeviceId: z.string().max(64).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  id: z.number(),
  userName: z.string(),
  customerType: z.number(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the password is the site's default weak password: the client must force a change. */
  passwordIsDefault: z.boolean(),
  /** True after a login with a temporary password from the e-mail reset: a change is forced too. */
  mustChangePassword: z.boolean().default(false),
  /** The site language the member chose, when it chose one: the site adopts it at login. */
  language: z.enum(SHIPPED_LANGUAGES).optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The language update (`PUT /wps/member/language`): the member's choice of site language. */
export const memberLanguageRequestSchema = z.object({ language: z.enum(SHIPPED_LANGUAGES) });

export const memberInfoSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  regDate: z.number(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  parentAccount: z.string().nullable(),
  lastLoginTime: z.number().nullable(),
  /** The uploaded profile picture, a path under the image CDN; absent or null: the generated one. */
  avatar: z.string().nullable().optional(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const freeplayRequestSchema = z.object({
  os: z.string().max(32).optional(),
  platform: z.literal('W').optional(),
});
