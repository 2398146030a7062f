import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema, memberInfoSchema } from '../../../contract/session.ts';
import { ledgerAccounts, members, sessions } from '../../db/schema/index.ts';
import { FREEPLAY_LIMIT } from './freeplay.ts';
import { SESSION_CACHE_MS } from './sessions.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, postLogin, randomIp, setModule, setSetting, uniqueName, withToken } from '../../testing/session-fixtures.ts';

describe.each(TEST_DATABASES)('session routes on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.now();
  const password = 'Secret2026';
  beforeAll(async () => {
    t = await createTestPlatform(kind, { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '1' }, () => new Date(clock));
  });
  afterAll(() => t.close());

  const info = (token: string) => t.request('/wps/member/info', withToken(token));
  const loginOk = async (payload: Record<string, unknown>) => {
    const res = await postLogin(t, payload);
    expect(res.status).toBe(200);
    return loginResultSchema.parse((await res.json()).value);
  };

  it('logs in case-insensitively, serves member info and ends the session on logout', async () => {
    const player = await createMember(t, { account: uniqueName('player'), password });
    const first = await loginOk({ username: player.account.toUpperCase(), password });
    expect(first).toMatchObject({
      id: player.id,
      userName: player.account,
      customerType: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      passwordIsDefault: false,
    });

    const me = await info(first.token);
    expect(me.status).toBe(200);
    expect(memberInfoSchema.parse((await me.json()).value)).toMatchObject({
      id: player.id,
      account: player.account,
      isAgent: false,
      isTrial: false,
      lastLoginTime: clock,
    });

    const second = await loginOk({ username: player.account, password });
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.token);

    const out = await t.request('/wps/session/logout', withToken(first.token, { method: 'DELETE' }));
    expect(out.status).toBe(200);
    expect(await out.json()).toMatchObject({ success: true });
    const after = await info(first.token);
    expect(after.status).toBe(401);
    expect((await after.json()).errorCode).toBe('login.not.session');
    expect((await info(second.token)).status).toBe(200);
  });

  it('ends a session another server revoked within a second, and one this server revoked at once', async () => {
    const player = await createMember(t, { account: uniqueName('elsewhere'), password });
    const [a, b, c] = [
      await loginOk({ username: player.account, password }),
      await loginOk({ username: player.account, password }),
      await loginOk({ username: player.account, password }),
    ];
    for (const s of [a, b, c]) expect((await info(s.token)).status).toBe(200);
    // Another server on the same database ends session a: no word reaches this one.
    await t.platform.db
      .update(sessions)
      .set({ revokedAt: new Date(clock) })
      .where(eq(sessions.tokenHash, createHash('sha256').update(a.token).digest('hex')));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    expect((await info(a.token)).status).toBe(401);
    // This server ends every other session of the member: they stop at once.
    const ended = await t.request('/wps/member/sessions/endOthers', withToken(c.token, { method: 'POST' }));
    expect(ended.status, await ended.clone().text()).toBe(200);
    expect((await info(b.token)).status).toBe(401);
    expect((await info(c.token)).status).toBe(200);
  });

  it('keeps only a hash of the token', async () => {
    const player = await createMember(t, { account: uniqueName('hashed'), password });
    const { token } = await loginOk({ username: player.account, password });
    const rows = await t.platform.db.select().from(sessions).where(eq(sessions.memberId, player.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('refuses unknown accounts, wrong passwords and locked accounts with one message', async () => {
    const player = await createMember(t, { account: uniqueName('wrongpw'), password });
    const locked = await createMember(t, { account: uniqueName('locked'), password, status: 'locked' });
    const answers = await Promise.all([
      postLogin(t, { username: uniqueName('ghost'), password }),
      postLogin(t, { username: player.account, password: 'not-it-1' }),
      postLogin(t, { username: locked.account, password }),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([401, 401, 403]);
    expect(bodies.map((b) => b.errorCode)).toEqual(['USER_NOT_EXIST', 'login.password.invalid', 'us_forbidden_login_error']);
    expect(new Set(bodies.map((b) => b.message)).size).toBe(1);
    expect(bodies[0].value).toEqual({ captcha: true });
    expect(bodies[1].value).toEqual({ captcha: true });
  });

  it('lets only members and agents in, and only agents through the agent login', async () => {
    const trial = await createMember(t, { account: uniqueName('trialpw'), password, type: 4 });
    const house = await createMember(t, { account: uniqueName('house'), password, type: 9 });
    const player = await createMember(t, { account: uniqueName('member'), password });
    const agent = await createMember(t, { account: uniqueName('agent'), password, type: 41 });
    const codes = async (payload: Record<string, unknown>) => (await (await postLogin(t, payload)).json()).errorCode;
    expect(await codes({ username: trial.account, password })).toBe('login.password.invalid');
    expect(await codes({ username: house.account, password })).toBe('login.not.member');
    expect(await codes({ username: player.account, password, agentLogin: true })).toBe('login.not.agent');
    expect((await loginOk({ username: agent.account, password, agentLogin: true })).customerType).toBe(41);
  });

  it('flags the default weak password and an expired password', async () => {
    await setSetting(t, 'weakPassword', 'Welcome1');
    await setSetting(t, 'passwordMaxAgeDays', 90);
    const newbie = await createMember(t, { account: uniqueName('newbie'), password: 'Welcome1' });
    expect(await loginOk({ username: newbie.account, password: 'Welcome1' })).toMatchObject({
      passwordIsDefault: true,
      passwordExpired: false,
    });
    const old = await createMember(t, { account: uniqueName('oldpw'), password, passwordChangedAt: new Date(clock - 91 * 86_400_000) });
    expect(await loginOk({ username: old.account, password })).toMatchObject({ passwordIsDefault: false, passwordExpired: true });
  });

  it('ends an idle session and a session past its lifetime', async () => {
    const player = await createMember(t, { account: uniqueName('expiry'), password });
    const idle = await loginOk({ username: player.account, password });
    clock += 31 * 60_000;
    expect((await info(idle.token)).status).toBe(401);

    const busy = await loginOk({ username: player.account, password });
    for (let minute = 20; minute < 60; minute += 20) {
      clock += 20 * 60_000;
      expect((await info(busy.token)).status, `after ${minute} minutes`).toBe(200);
    }
    clock += 20 * 60_000;
    const ended = await info(busy.token);
    expect(ended.status).toBe(401);
    expect((await ended.json()).errorCode).toBe('login.not.session');
  });

  it('starts free play only when FREEPLAY3 is on, with a trial account and no wallet', async () => {
    const freeplay = (ip: string, body: unknown = { os: 'Linux', platform: 'W' }) =>
      t.request('/wps/session/login/freeplay', {
        method: 'POST',
        ip,
        headers: { 'Content-Type': 'application/json', Language: 'EN' },
        body: JSON.stringify(body),
      });
    const ip = randomIp();
    await setModule(t, 'FREEPLAY3', false);
    const off = await freeplay(ip);
    expect(off.status).toBe(403);
    expect((await off.json()).errorCode).toBe('function.not.available');

    await setModule(t, 'FREEPLAY3', true);
    const on = await freeplay(ip);
    expect(on.status).toBe(200);
    const result = loginResultSchema.parse((await on.json()).value);
    expect(result).toMatchObject({ customerType: 4, firstTimeLogin: true, passwordIsDefault: false });
    expect(result.userName).toMatch(/^trial\d{8}$/);
    expect(memberInfoSchema.parse((await (await info(result.token)).json()).value)).toMatchObject({ isTrial: true, type: 4 });
    expect(await t.platform.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.memberId, result.id))).toEqual([]);
    const [row] = await t.platform.db.select().from(members).where(eq(members.id, result.id));
    expect((await postLogin(t, { username: row!.account, password: row!.passwordHash })).status).toBe(401);

    expect((await freeplay(ip, { platform: 'X' })).status).toBe(422);
  });

  it('limits free play per address', async () => {
    await setModule(t, 'FREEPLAY3', true);
    const ip = randomIp();
    const start = () => t.request('/wps/session/login/freeplay', { method: 'POST', ip, headers: { 'Content-Type': 'application/json' }, body: '{}' });
    for (let n = 0; n < FREEPLAY_LIMIT.limit; n++) expect((await start()).status).toBe(200);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect((await refused.json()).errorCode).toBe('TOO_MANY_REQUESTS');
    clock += FREEPLAY_LIMIT.windowMs;
    expect((await start()).status).toBe(200);
  });
});
