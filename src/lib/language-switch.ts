import type { APIRoute } from 'astro';
import { z } from 'zod';
import { SHIPPED_LANGUAGES } from '../../contract/languages.ts';
import { LANG_COOKIE, languageCookieOptions } from './language-cookie.ts';
import { safeLocalPath } from '../../contract/local-path.ts';
import { isSameOrigin } from './same-origin.ts';

const choiceSchema = z.object({ lang: z.enum(SHIPPED_LANGUAGES) });

/**
 * The language form's target: it works without JavaScript. It only accepts a same-origin POST,
 * sets the `lang` cookie for a year and sends the visitor back (303) to the page they were on.
 */
export const createLanguageSwitch =
  (secureCookies: () => boolean): APIRoute =>
  async ({ request, cookies, redirect, locals }) => {
    if (!isSameOrigin(request.headers.get('origin'), request.url)) {
      return new Response(locals.t('errors.request.origin.denied'), {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const form = await request.formData().catch(() => null);
    const choice = choiceSchema.safeParse({ lang: form?.get('lang') });
    if (choice.success) cookies.set(LANG_COOKIE, choice.data.lang, languageCookieOptions(secureCookies()));
    return redirect(safeLocalPath(form?.get('return')), 303);
  };
