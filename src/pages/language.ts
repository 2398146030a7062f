import { createLanguageSwitch } from '../lib/language-switch.ts';
import { serverEnv } from '../gateway/server-env.ts';

export const prerender = false;
export const POST = createLanguageSwitch(() => serverEnv().secureCookies);
