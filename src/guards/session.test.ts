import { describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '../../contract/session.ts';
import { createSession, type MemberLookup } from './session.ts';
import { contextFor, renderer, setCookies, testMember } from './test-context.ts';

const TOKEN = 'tok_0123456789abcdef0123456789abcdef';

const memberOfType = (type: number): MemberInfo => testMember({ type });

const setup = (found: MemberLookup, secure = false) => {
  const lookup = vi.fn(async () => found);
  const guard = createSession({ secureCookies: () => secure, lookup });
  const visit = async (path: string, init: Parameters<typeof contextFor>[1] = {}) => {
    const context = contextFor(path, init);
    const response = (await guard(context, renderer())) as Response;
    return { context, response };
  };
  return { lookup, visit };
};

describe('session guard', () => {
  it('is anonymous without a cookie and asks nobody', async () => {
    const { visit, lookup } = setup({ kind: 'unknown' });
    const { context, response } = await visit('/');
    expect(context.locals).toMatchObject({ member: null, isAgent: false, isTrial: false });
    expect(lookup).not.toHaveBeenCalled();
    expect(response.headers.has('cache-control')).toBe(false);
  });

  it('resolves the cookie to the member, for this response only', async () => {
    const { visit, lookup } = setup({ kind: 'member', member: memberOfType(0) });
    const { context, response } = await visit('/member', { cookie: `session=${TOKEN}` });
    expect(lookup).toHaveBeenCalledWith(TOKEN, context);
    expect(context.locals).toMatchObject({ member: { account: 'player01' }, isAgent: false, isTrial: false });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("asks nobody for the islands' catalogue files, which are the same for every reader", async () => {
    const { visit, lookup } = setup({ kind: 'member', member: memberOfType(0) });
    const { context, response } = await visit('/text/es/login.json', { cookie: `session=${TOKEN}` });
    expect(lookup).not.toHaveBeenCalled();
    expect(context.locals.member).toBeNull();
    expect(response.headers.has('cache-control')).toBe(false);
  });

  it('derives the agent and trial flags from the account type', async () => {
    for (const [type, isAgent, isTrial] of [
      [1, true, false],
      [2, true, false],
      [41, true, false],
      [42, true, false],
      [4, false, true],
    ] as const) {
      const { visit } = setup({ kind: 'member', member: memberOfType(type) });
      const { context } = await visit('/', { cookie: `session=${TOKEN}` });
      expect(context.locals).toMatchObject({ isAgent, isTrial });
    }
  });

  it('reads the __Host- cookie when cookies are Secure', async () => {
    const { visit, lookup } = setup({ kind: 'member', member: memberOfType(0) }, true);
    await visit('/', { cookie: `session=${TOKEN}` });
    expect(lookup).not.toHaveBeenCalled();
    await visit('/', { cookie: `__Host-session=${TOKEN}` });
    expect(lookup).toHaveBeenCalledOnce();
  });

  it('drops the cookie of a session the platform has ended, or of a malformed one', async () => {
    const { visit, lookup } = setup({ kind: 'ended' });
    const ended = await visit('/', { cookie: `session=${TOKEN}` });
    expect(ended.context.locals.member).toBeNull();
    expect(setCookies(ended.context).join()).toMatch(/^session=deleted; Path=\/; Expires=Thu, 01 Jan 1970 .*HttpOnly; SameSite=Lax$/);
    const malformed = await visit('/', { cookie: 'session=<script>' });
    expect(setCookies(malformed.context)).toHaveLength(1);
    expect(lookup).toHaveBeenCalledOnce();
  });

  it('keeps the cookie when the platform cannot answer', async () => {
    const { visit } = setup({ kind: 'unknown' });
    const { context } = await visit('/', { cookie: `session=${TOKEN}` });
    expect(context.locals.member).toBeNull();
    expect(setCookies(context)).toEqual([]);
  });

  it('leaves API calls and system screens alone', async () => {
    const { visit, lookup } = setup({ kind: 'member', member: memberOfType(0) });
    await visit('/wps/member/info', { cookie: `session=${TOKEN}` });
    const screen = { kind: 'blocked', by: 'region', ip: '203.0.113.5', customerServiceUrl: null } as const;
    const blocked = await visit('/member', { cookie: `session=${TOKEN}`, locals: { screen } });
    expect(blocked.context.locals.member).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });
});
