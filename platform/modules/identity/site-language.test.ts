import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { members } from '../../db/schema/index.ts';
import { createMember, postLogin, randomIp, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { issueSession } from './sessions.ts';

/**
 * The language update: a member's choice of site language is kept on its profile, and every later
 * login answers it, so the site adopts it in any browser. Trial accounts keep no profile.
 */
describe.each(TEST_DATABASES)('the member’s site language on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  const PASSWORD = 'Passw0rd!';
  const put = (token: string | null, body: unknown) =>
    t.request(ENDPOINTS.memberLanguage.path, {
      ...(token ? withToken(token) : {}),
      method: 'PUT',
      headers: { ...(token ? { Authorization: token } : {}), 'Content-Type': 'application/json', Language: 'EN' },
      body: JSON.stringify(body),
    });
  const login = async (account: string) => {
    const res = await postLogin(t, { username: account, password: PASSWORD }, { ip: randomIp() });
    expect(res.status).toBe(200);
    return ((await res.json()) as { value: { language?: string } }).value;
  };

  it('answers nothing at login until the member chooses, then its choice at every login', async () => {
    const member = await createMember(t, { account: uniqueName('lang'), password: PASSWORD, type: 0 });
    expect((await login(member.account)).language).toBeUndefined();
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: randomIp() });
    const res = await put(token, { language: 'EN' });
    expect([res.status, ((await res.json()) as { success: boolean }).success]).toEqual([200, true]);
    expect((await login(member.account)).language).toBe('EN');
    const [row] = await t.platform.db.select({ siteLanguage: members.siteLanguage, language: members.language }).from(members).where(eq(members.id, member.id));
    // Its messages are written in the language it chose, too.
    expect(row).toEqual({ siteLanguage: 'EN', language: 'EN' });
    await put(token, { language: 'ES' });
    expect((await login(member.account)).language).toBe('ES');
  });

  it('refuses a language the site does not ship, a missing session and a trial account', async () => {
    const member = await createMember(t, { account: uniqueName('lang'), password: PASSWORD, type: 0 });
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: randomIp() });
    for (const body of [{ language: 'FR' }, { language: 'en\u0000' }, {}, { language: ['EN'] }]) {
      const res = await put(token, body);
      expect([res.status, ((await res.json()) as { errorCode?: string }).errorCode]).toEqual([422, 'request_param_err']);
    }
    expect((await put(null, { language: 'EN' })).status).toBe(401);
    const trial = await createMember(t, { account: uniqueName('trial'), password: PASSWORD, type: 4 });
    const trialSession = await issueSession(t.platform, { memberId: trial.id, loginType: 'freeplay', ip: randomIp() });
    expect((await put(trialSession.token, { language: 'EN' })).status).toBeGreaterThanOrEqual(400);
    const [row] = await t.platform.db.select({ siteLanguage: members.siteLanguage }).from(members).where(eq(members.id, member.id));
    expect(row!.siteLanguage).toBeNull();
  });
});
