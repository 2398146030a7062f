import { z } from 'zod';
import { DEFAULT_LANGUAGE, SHIPPED_LANGUAGES, type ShippedLanguage } from '../../contract/languages.ts';

/** The visitor's language: a site code (CONTRACT.md 5.1), read by the server on every page. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Any cookie value to a shipped language; an unknown or missing one is the default, never an error. */
export const languageCookieSchema = z
  .preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(SHIPPED_LANGUAGES))
  .catch(DEFAULT_LANGUAGE);

export const languageFromCookie = (value: string | undefined): ShippedLanguage => languageCookieSchema.parse(value);

/** Options of the cookie written by the language form. Readable by scripts: it is not a secret. */
export const languageCookieOptions = (secure: boolean) => ({ path: '/', maxAge: LANG_COOKIE_MAX_AGE, sameSite: 'lax', httpOnly: false, secure }) as const;
