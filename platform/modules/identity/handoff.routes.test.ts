import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoffSchema, HANDOFF_TTL_SECONDS } from '../../../contract/handoff.ts';
import { loginResultSchema } from '../../../contract/session.ts';
import { sessions } from '../../db/schema/index.ts';
import { createMemoryKv } from '../../core/kv.ts';
import { createHandoff, HANDOFF_LIMITS, redeemHandoff } from './handoff.ts';
import { issueSession, resolveSession } from './sessions.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, randomIp, uniqueName, withToken } from '../../testing/session-fixtures.ts';

describe.each(TEST_DATABASES)('app hand-off on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  const loggedIn = async () => {
    const member = await createMember(t, { account: uniqueName('handoff'), password: 'Secret2026' });
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: randomIp() });
    return { member, token };
  };
  const newCode = async (token: string) => {
    const res = await t.request('/wps/session/handoff', withToken(token, { method: 'POST' }));
    expect(res.status).toBe(200);
    return handoffSchema.parse((await res.json()).value);
  };
  const redeem = (code: unknown, ip = randomIp(), lang = 'EN') =>
    t.request('/wps/session/handoff/redeem', {
      method: 'POST',
      ip,
      headers: { 'Content-Type': 'application/json', Language: lang },
      body: JSON.stringify({ code }),
    });

  it('needs a session to issue a code', async () => {
    const res = await t.request('/wps/session/handoff', { method: 'POST' });
    expect([res.status, (await res.json()).errorCode]).toEqual([401, 'login.not.session']);
  });

  it('trades a code once for a new session of the same member', async () => {
    const { member, token } = await loggedIn();
    const handoff = await newCode(token);
    expect(handoff.expiresIn).toBe(HANDOFF_TTL_SECONDS);
    expect(handoff.code).not.toContain(token);

    const res = await redeem(handoff.code);
    expect(res.status).toBe(200);
    const result = loginResultSchema.parse((await res.json()).value);
    expect(result).toMatchObject({ id: member.id, userName: member.account, customerType: 0, passwordIsDefault: false });
    expect(result.token).not.toBe(token);
    const fresh = await resolveSession(t.platform, result.token);
    expect(fresh).toMatchObject({ memberId: member.id, loginType: 'handoff' });
    // The new session is a session of its own: the first one goes on.
    expect(await resolveSession(t.platform, token)).toMatchObject({ memberId: member.id });
    expect((await t.request('/wps/member/info', withToken(result.token))).status).toBe(200);

    const again = await redeem(handoff.code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ success: false, errorCode: 'handoff.invalid', message: expect.stringContaining('expired') });
  });

  it("refuses unknown and malformed codes alike, in the caller's language", async () => {
    for (const code of ['A'.repeat(22), 'not a code', '']) {
      const res = await redeem(code, randomIp(), 'ES');
      expect([res.status, (await res.json()).errorCode]).toEqual([400, 'handoff.invalid']);
    }
    const es = await (await redeem('B'.repeat(22), randomIp(), 'ES')).json();
    const en = await (await redeem('B'.repeat(22), randomIp(), 'EN')).json();
    expect(es.message).not.toBe(en.message);
    expect((await redeem(42)).status).toBe(422);
  });

  it('lets a code live 60 seconds, no longer', async () => {
    const { member, token } = await loggedIn();
    const session = (await resolveSession(t.platform, token))!;
    let now = Date.now();
    const p = { ...t.platform, kv: createMemoryKv(() => now) };
    const origin = { ip: randomIp(), userAgent: 'test', captchaId: null };
    const fresh = await createHandoff(p, session);
    now += HANDOFF_TTL_SECONDS * 1000 - 1;
    expect((await redeemHandoff(p, fresh.code, origin)).id).toBe(member.id);
    const stale = await createHandoff(p, session);
    now += HANDOFF_TTL_SECONDS * 1000;
    await expect(redeemHandoff(p, stale.code, origin)).rejects.toMatchObject({ code: 'handoff.invalid' });
  });

  it('dies with the session that asked for it', async () => {
    const { token } = await loggedIn();
    const { code } = await newCode(token);
    expect((await t.request('/wps/session/logout', withToken(token, { method: 'DELETE' }))).status).toBe(200);
    expect((await redeem(code)).status).toBe(400);
    const rows = await t.platform.db.select().from(sessions).where(eq(sessions.loginType, 'handoff'));
    expect(rows.every((r) => r.ip !== null)).toBe(true);
  });

  it('limits redeems per address, right or wrong', async () => {
    const ip = randomIp();
    for (let i = 0; i < HANDOFF_LIMITS.redeem.limit; i++) expect((await redeem('C'.repeat(22), ip)).status).toBe(400);
    const { token } = await loggedIn();
    const { code } = await newCode(token);
    const blocked = await redeem(code, ip);
    expect([blocked.status, (await blocked.json()).errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // The refusal did not use the code up.
    expect((await redeem(code)).status).toBe(200);
  });
});
