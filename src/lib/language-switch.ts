import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../../contract/languages.ts';
import { LANG_COOKIE, languageCookieOptions } from './language-cookie.ts';
import { safeLocalPath } from '../../contract/local-path.ts';
import { isSameOrigin } from './same-origin.ts';

const choiceSchema = z.object({ lang: z.enum(SHIPPED_LANGUAGES) });

/** Keeps a choice beyond this browser (a signed-in member's profile); its failure never stops the switch. */
export type RememberLanguage = (language: ShippedLanguage, context: APIContext) => Promise<void>;

/**
 * The language form's target: it works without JavaScript. It only accepts a same-origin POST,
 * sets the `lang` cookie for a year, hands the choice to `remember`, and sends the visitor back
 * (303) to the page they were on.
 */
export const createLanguageSwitch =
  (secureCookies: () => boolean, remember?: RememberLanguage): APIRoute =>
  async (context) => {
    const { request, cookies, redirect, locals } = context;
    if (!isSameOrigin(request.headers.get('origin'), request.url)) {
      return new Response(locals.t('errors.request.origin.denied'), {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const form = await request.formData().catch(() => null);
    const choice = choiceSchema.safeParse({ lang: form?.get('lang') });
    if (choice.success) {
      cookies.set(LANG_COOKIE, choice.data.lang, languageCookieOptions(secureCookies()));
      await remember?.(choice.data.lang, context).catch(() => undefined);
    }
    return redirect(safeLocalPath(form?.get('return')), 303);
  };
