import { z } from 'zod';
import { dialingCodeSchema, mobileNumberSchema } from '../../../../contract/accounts.ts';
import { MERCHANT_CODE_DEFAULT, REMEMBER_ME_DAYS } from '../../../../contract/limits.ts';

/**
 * "Remember me" of the login form (CONTRACT.md 5.1): the last username, SMS number and country
 * code, in cookies that last REMEMBER_ME_DAYS. The original client also kept the password in a
 * cookie; ARCHITECTURE.md forbids it, so no password is ever written here.
 */
export const REMEMBER_COOKIES = {
  /** `<merchant>-login`: the last username. */
  username: `${MERCHANT_CODE_DEFAULT}-login`,
  /** `1` while the box is ticked. */
  remember: 'loginRemember',
  /** JSON `{ mobileNum, countryDialingCode }` of the last SMS login. */
  sms: 'loginTypeSms',
} as const;

export interface RememberedSms {
  mobileNum: string;
  countryDialingCode: string;
}

export interface Remembered {
  on: boolean;
  username: string | null;
  sms: RememberedSms | null;
}

const usernameSchema = z.string().trim().min(1).max(64);
const smsSchema = z.object({ mobileNum: mobileNumberSchema, countryDialingCode: dialingCodeSchema });

const cookieValues = (cookieText: string): Map<string, string> => {
  const values = new Map<string, string>();
  for (const part of cookieText.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      values.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A value another script wrote badly is not ours to read.
    }
  }
  return values;
};

const parseJson = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** What the cookies remember; anything malformed reads as not remembered. */
export const readRemembered = (cookieText: string): Remembered => {
  const values = cookieValues(cookieText);
  const username = usernameSchema.safeParse(values.get(REMEMBER_COOKIES.username));
  const sms = smsSchema.safeParse(parseJson(values.get(REMEMBER_COOKIES.sms)));
  return {
    on: values.get(REMEMBER_COOKIES.remember) === '1',
    username: username.success ? username.data : null,
    sms: sms.success ? sms.data : null,
  };
};

export interface CookieOptions {
  /** The page is served over https: the cookies get `Secure`. */
  secure: boolean;
}

const cookie = (name: string, value: string, maxAgeSeconds: number, { secure }: CookieOptions) =>
  [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');

const MAX_AGE = REMEMBER_ME_DAYS * 24 * 60 * 60;

/**
 * The `document.cookie` assignments that remember a successful login: the box, and whichever of
 * the username or the SMS number was used (the other stays as it was).
 */
export const rememberCookies = (login: { username: string } | { sms: RememberedSms }, options: CookieOptions): string[] => [
  cookie(REMEMBER_COOKIES.remember, '1', MAX_AGE, options),
  'username' in login
    ? cookie(REMEMBER_COOKIES.username, login.username.trim(), MAX_AGE, options)
    : cookie(REMEMBER_COOKIES.sms, JSON.stringify(login.sms), MAX_AGE, options),
];

/** The assignments that forget everything (the box was unticked). */
export const forgetCookies = (options: CookieOptions): string[] => Object.values(REMEMBER_COOKIES).map((name) => cookie(name, '', 0, options));

/** This page's cookie options: `Secure` whenever the page itself came over https. */
export const pageCookieOptions = (): CookieOptions => ({ secure: location.protocol === 'https:' });

export const rememberLogin = (login: Parameters<typeof rememberCookies>[0]) => {
  for (const assignment of rememberCookies(login, pageCookieOptions())) document.cookie = assignment;
};

export const forgetLogin = () => {
  for (const assignment of forgetCookies(pageCookieOptions())) document.cookie = assignment;
};

export const remembered = (): Remembered => readRemembered(document.cookie);
