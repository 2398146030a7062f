import type { MiddlewareHandler } from 'astro';
import { translator } from '../i18n/i18n.ts';
import { LANG_COOKIE, languageFromCookie } from '../lib/language-cookie.ts';

/** The visitor's language from the `lang` cookie (ES when missing or unknown), with its translator. */
export const locale: MiddlewareHandler = (context, next) => {
  const lang = languageFromCookie(context.cookies.get(LANG_COOKIE)?.value);
  context.locals.lang = lang;
  context.locals.t = translator(lang);
  return next();
};
