import type { APIContext } from 'astro';
import { createContext } from 'astro/middleware';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { createLanguageSwitch, type RememberLanguage } from './language-switch.ts';

const SITE = 'http://127.0.0.1:4390';

const post = async (fields: Record<string, string>, origin: string | null = SITE, secure = false, remember?: RememberLanguage) => {
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
  if (origin) headers.set('origin', origin);
  const request = new Request(`${SITE}/language`, { method: 'POST', headers, body: new URLSearchParams(fields) });
  const context: APIContext = createContext({ request, defaultLocale: 'es', locals: { t: translator('EN') } as App.Locals });
  const response = await createLanguageSwitch(() => secure, remember)(context);
  return { response, cookies: [...context.cookies.headers()] };
};

describe('language switch', () => {
  it('sets the lang cookie for a year and goes back to the page', async () => {
    const { response, cookies } = await post({ lang: 'EN', return: '/live?vassalage=PG' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/live?vassalage=PG');
    expect(cookies).toEqual(['lang=EN; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('hands a shipped choice on to be remembered, and switches even when that fails', async () => {
    const remembered: string[] = [];
    await post({ lang: 'EN', return: '/' }, SITE, false, async (language) => void remembered.push(language));
    await post({ lang: 'FR', return: '/' }, SITE, false, async (language) => void remembered.push(language));
    expect(remembered).toEqual(['EN']);
    const { response, cookies } = await post({ lang: 'EN', return: '/help' }, SITE, false, () => Promise.reject(new Error('platform down')));
    expect([response.status, response.headers.get('location'), cookies]).toEqual([303, '/help', ['lang=EN; Max-Age=31536000; Path=/; SameSite=Lax']]);
  });

  it('marks the cookie Secure when cookies are Secure', async () => {
    const { cookies } = await post({ lang: 'ES', return: '/' }, SITE, true);
    expect(cookies[0]).toMatch(/; Secure/);
  });

  it('ignores a language that is not shipped', async () => {
    const { response, cookies } = await post({ lang: 'FR', return: '/help' });
    expect(response.headers.get('location')).toBe('/help');
    expect(cookies).toEqual([]);
  });

  it('never sends the visitor to another site', async () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', '/.//evil.example', '/\t/evil.example', 'javascript:alert(1)', '']) {
      const { response } = await post({ lang: 'EN', return: target });
      expect(response.headers.get('location'), target).toBe('/');
    }
  });

  it('refuses a form from another origin, or with no origin', async () => {
    for (const origin of ['https://evil.example', null]) {
      const { response, cookies } = await post({ lang: 'EN', return: '/' }, origin);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe('The request did not come from this site');
      expect(cookies).toEqual([]);
    }
  });
});
