import type { MemberInfo } from '../../contract/session.ts';
import type { APIContext, MiddlewareNext } from 'astro';
import { createContext } from 'astro/middleware';
import { vi } from 'vitest';
import { translator } from '../i18n/i18n.ts';

export const SITE = 'http://127.0.0.1:4390';

interface ContextInit {
  cookie?: string;
  headers?: Record<string, string>;
  locals?: Partial<App.Locals>;
  clientAddress?: string;
}

/** A request context as Astro gives it to middleware, with the locals earlier guards would have set. */
export const contextFor = (path: string, init: ContextInit = {}): APIContext => {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  const locals: App.Locals = {
    lang: 'ES',
    t: translator('ES'),
    clientIp: init.clientAddress ?? '203.0.113.5',
    screen: null,
    status: null,
    locale: 'es-MX',
    serviceLinks: [],
    member: null,
    isAgent: false,
    isTrial: false,
    ...init.locals,
  };
  return createContext({
    request: new Request(`${SITE}${path}`, { headers }),
    defaultLocale: 'es',
    locals,
    clientAddress: init.clientAddress ?? '203.0.113.5',
  });
};

/** The rest of the chain: records whether (and where to) it was asked to render. */
export const renderer = (body = 'page') => vi.fn<MiddlewareNext>(async () => new Response(body, { headers: { 'content-type': 'text/html' } }));

/** The `Set-Cookie` values a guard asked for through Astro's cookies API. */
export const setCookies = (context: APIContext) => [...context.cookies.headers()];

/** A member as the platform describes one, with the fields a test cares about. */
export const testMember = (fields: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 3,
  account: 'player01',
  nickname: 'Player 01',
  type: 1,
  isAgent: false,
  isTrial: false,
  currency: 'MXN',
  currencySymbol: '$',
  regDate: 0,
  mobile: null,
  email: null,
  parentAccount: null,
  lastLoginTime: null,
  ...fields,
});
