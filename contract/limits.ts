/** Business constants shared by the client and the platform (SPEC section 9). */
export const MERCHANT_CODE_DEFAULT = 'betplay';
export const PLATFORM_CODE = 'WEB';
export const CLIENT_TYPE = 3;
export const GATEWAY_VERSION = '3';

export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;

export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;

/** Largest JSON body the platform reads, in bytes. Uploads have their own limits. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** An encrypted payload older (or further in the future) than this is refused. */
export const ENCRYPTION_MAX_SKEW_MS = 120_000;

export const REMEMBER_ME_DAYS = 1;
export const STATUS_CACHE_MS = 3_000;

/** A new captcha image at most once a second per browser (SPEC section 9). */
export const CAPTCHA_REFRESH_MS = 1_000;

/**
 * The longest value each kind of typed-in field takes: the request schemas bound the calls with
 * these, and the forms cap their inputs with the same numbers.
 */
export const FIELD_MAX = {
  username: 64,
  password: 128,
  /** A payee name, a display name. */
  name: 128,
  email: 128,
  /** A mobile number as typed, spaces and dashes included. */
  mobile: 20,
  /** An image captcha's answer. */
  captcha: 16,
  /** SPEC section 5: the verification-code field is bounded 0..255; real codes are 6 digits. */
  smsCode: 255,
} as const;
