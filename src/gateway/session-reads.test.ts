import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../contract/session.ts';
import { testMember } from '../guards/test-context.ts';
import { createGateway } from './gateway.ts';
import { accountOf, forgetAccount, SESSION_READ_MS, sessionFavourites, sessionMembers } from './session-reads.ts';

const member = (account: string): MemberInfo => testMember({ account, nickname: account });

const A1 = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1';
const A2 = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2';
const B1 = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb1';

const keep = (token: string, account: string, now = Date.now()) => {
  sessionMembers.set(token, member(account), now, sessionMembers.mark);
  sessionFavourites.set(token, new Set([1]), now, sessionFavourites.mark);
};

afterEach(() => {
  sessionMembers.clear();
  sessionFavourites.clear();
});

describe('what the site keeps of a session', () => {
  it('keeps a read for one second, no longer', () => {
    keep(A1, 'alice', 10_000);
    expect(sessionMembers.get(A1, 10_000 + SESSION_READ_MS - 1)?.account).toBe('alice');
    expect(sessionMembers.get(A1, 10_000 + SESSION_READ_MS)).toBeUndefined();
  });

  it('does not keep a read that started before something was forgotten', () => {
    const mark = sessionMembers.mark;
    sessionMembers.forget(B1);
    sessionMembers.set(A1, member('alice'), Date.now(), mark);
    expect(sessionMembers.get(A1, Date.now())).toBeUndefined();
  });

  it("forgets every session of an account, and only that account's", () => {
    keep(A1, 'alice');
    keep(A2, 'alice');
    keep(B1, 'bob');
    forgetAccount(A1, accountOf(A1));
    expect([A1, A2].map((t) => sessionMembers.get(t, Date.now()))).toEqual([undefined, undefined]);
    expect(sessionFavourites.get(A2, Date.now())).toBeUndefined();
    expect(sessionMembers.get(B1, Date.now())?.account).toBe('bob');
  });

  it('forgets every session when the account is not known', () => {
    keep(B1, 'bob');
    forgetAccount(A1, undefined);
    expect(sessionMembers.get(B1, Date.now())).toBeUndefined();
  });
});

describe('the gateway forgets what a session changes', () => {
  const platform = new Hono()
    .get('/wps/relay/MCSFE_getFavoriteGames', (c) => c.json({ success: true, value: [] }))
    .post('/wps/relay/MCSFE_addFavoriteGameV2', (c) => c.json({ success: true }))
    .post('/wps/member/password', (c) => c.json({ success: true }))
    .get('/wps/member/info', (c) => c.json({ success: false, errorCode: 'login.not.session' }, 401));
  const gateway = createGateway({ access: async (request) => platform.fetch(request), secureCookies: false });
  const call = (token: string, method: string, path: string) =>
    gateway(
      new Request(`http://127.0.0.1:4390${path}`, {
        method,
        headers: { cookie: `session=${token}`, origin: 'http://127.0.0.1:4390', 'content-type': 'application/json' },
        body: method === 'GET' ? null : '{}',
      }),
      { clientIp: '198.51.100.23' },
    );

  it('keeps them through a read', async () => {
    keep(A1, 'alice');
    await call(A1, 'GET', '/wps/relay/MCSFE_getFavoriteGames');
    expect(sessionFavourites.get(A1, Date.now())).toEqual(new Set([1]));
  });

  it("forgets the session's reads when it changes something, and no one else's", async () => {
    keep(A1, 'alice');
    keep(A2, 'alice');
    await call(A1, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2');
    expect(sessionFavourites.get(A1, Date.now())).toBeUndefined();
    expect(sessionMembers.get(A1, Date.now())).toBeUndefined();
    expect(sessionFavourites.get(A2, Date.now())).toEqual(new Set([1]));
  });

  it("forgets all of the account's sessions on a new password", async () => {
    keep(A1, 'alice');
    keep(A2, 'alice');
    keep(B1, 'bob');
    await call(A1, 'POST', '/wps/member/password');
    expect(sessionMembers.get(A2, Date.now())).toBeUndefined();
    expect(sessionMembers.get(B1, Date.now())?.account).toBe('bob');
  });

  it('forgets a session the platform no longer knows', async () => {
    keep(A1, 'alice');
    await call(A1, 'GET', '/wps/member/info');
    expect(sessionMembers.get(A1, Date.now())).toBeUndefined();
  });
});
