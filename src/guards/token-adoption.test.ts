import { describe, expect, it, vi } from 'vitest';
import { createTokenAdoption, SPENT_LINK_TARGET } from './token-adoption.ts';
import { contextFor, renderer } from './test-context.ts';

const CODE = 'Zm9vYmFyYmF6cXV4MTIzND';
const SESSION = 'tok_0123456789abcdef0123456789abcdef';

const setup = (answer: { token: string; language: string | null } | null, secure = false) => {
  const redeem = vi.fn(async () => answer);
  const guard = createTokenAdoption(redeem, () => secure);
  const visit = async (path: string, init: Parameters<typeof contextFor>[1] & { method?: string } = {}) => {
    const context = contextFor(path, init);
    if (init.method) Object.defineProperty(context, 'request', { value: new Request(context.request, { method: init.method }) });
    const next = renderer();
    const response = (await guard(context, next)) as Response;
    return { response, next };
  };
  return { redeem, visit };
};

describe('token adoption', () => {
  it('leaves a page without a token to the guards after it', async () => {
    const { visit, redeem } = setup({ token: SESSION, language: null });
    const { response, next } = await visit('/promotions?tab=2');
    expect(next).toHaveBeenCalledOnce();
    expect(await response.text()).toBe('page');
    expect(redeem).not.toHaveBeenCalled();
  });

  it('trades the code once for a session cookie and sends the browser to the address without it', async () => {
    const { visit, redeem } = setup({ token: SESSION, language: 'EN' });
    const { response, next } = await visit(`/rng?vendor=PG&token=${CODE}&page=2`, { clientAddress: '198.51.100.7' });
    expect(next).not.toHaveBeenCalled();
    expect(redeem).toHaveBeenCalledExactlyOnceWith(CODE, { clientIp: '198.51.100.7', lang: 'ES' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/rng?vendor=PG&page=2');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toEqual([expect.stringMatching(new RegExp(`^session=${SESSION}; Path=/; HttpOnly; SameSite=Lax$`)), expect.stringMatching(/^lang=EN;/)]);
    expect(response.headers.get('location')).not.toContain(CODE);
  });

  it('names the secure cookie on a secure site', async () => {
    const { visit } = setup({ token: SESSION, language: null }, true);
    const { response } = await visit(`/?token=${CODE}`);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^__Host-session=.*; Secure$/)]);
  });

  it('sends a code that does not work to the login page, which says so, and sets no cookie', async () => {
    const { visit } = setup(null);
    const { response } = await visit(`/live?token=${CODE}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(SPENT_LINK_TARGET);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('asks nobody for a malformed code or for two codes at once', async () => {
    const { visit, redeem } = setup({ token: SESSION, language: null });
    for (const path of ['/?token=', `/?token=${'x'.repeat(65)}`, `/?token=${CODE}&token=${CODE}`]) {
      const { response } = await visit(path);
      expect(response.headers.get('location')).toBe(SPENT_LINK_TARGET);
    }
    expect(redeem).not.toHaveBeenCalled();
  });

  it('leaves platform calls, form posts and the system screens alone', async () => {
    const { visit, redeem } = setup({ token: SESSION, language: null });
    expect((await visit(`/wps/member/info?token=${CODE}`)).next).toHaveBeenCalledOnce();
    expect((await visit(`/?token=${CODE}`, { method: 'POST' })).next).toHaveBeenCalledOnce();
    expect(
      (await visit(`/?token=${CODE}`, { locals: { screen: { kind: 'maintenance', endsAt: null, message: null, customerServiceUrl: null } } })).next,
    ).toHaveBeenCalledOnce();
    expect(redeem).not.toHaveBeenCalled();
  });
});
