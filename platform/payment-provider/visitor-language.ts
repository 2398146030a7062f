import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isShippedLanguage, toShippedLanguage, type ShippedLanguage } from '../../contract/languages.ts';
import type { AppEnv } from '../context.ts';

/** A page opened from a link has no Language header: the site's language cookie says it, then the header. */
export const visitorLanguageOf = (c: Context<AppEnv>): ShippedLanguage => {
  const cookie = getCookie(c, 'lang');
  return isShippedLanguage(cookie) ? toShippedLanguage(cookie) : c.var.lang;
};
