import { z } from 'zod';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { sendPlatform } from '../gateway/platform-post.ts';
import { serverEnv } from '../gateway/server-env.ts';
import { sessionTokenOf } from '../gateway/session-cookie.ts';
import { createLanguageSwitch } from '../lib/language-switch.ts';

export const prerender = false;

/** A signed-in member's choice is kept on its profile too (the language update), so it follows it to another browser. */
export const POST = createLanguageSwitch(
  () => serverEnv().secureCookies,
  async (language, { request, locals }) => {
    const token = sessionTokenOf(request.headers.get('cookie'), serverEnv().secureCookies);
    if (!token) return;
    await sendPlatform(ENDPOINTS.memberLanguage, { language }, z.null(), { clientIp: locals.clientIp, lang: language, token });
  },
);
