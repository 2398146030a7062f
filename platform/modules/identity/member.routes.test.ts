import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolidatedSchema } from '../../../contract/accounts.ts';
import { loginResultSchema, memberInfoSchema } from '../../../contract/session.ts';
import { maskEmail, maskMobile } from './member-info.ts';
import { issueSession } from './sessions.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, postLogin, randomIp, uniqueName, withToken } from '../../testing/session-fixtures.ts';

describe('member info masking', () => {
  it('hides the middle of a phone number and the mailbox of an e-mail address', () => {
    expect(maskMobile('5512345678')).toBe('55****5678');
    expect(maskMobile('09171234567')).toBe('091****4567');
    expect(maskMobile('123456')).toBe('****56');
    expect(maskMobile('1234')).toBe('****');
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });
});

describe.each(TEST_DATABASES)('GET /wps/member/info on %s', (kind) => {
  let t: TestPlatform;
  const clock = Date.now();
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  it('needs a live session', async () => {
    for (const init of [{}, withToken('not-a-token'), withToken('A'.repeat(43))]) {
      const res = await t.request('/wps/member/info', init);
      expect(res.status).toBe(401);
      expect((await res.json()).errorCode).toBe('login.not.session');
    }
  });

  it("describes the member with the upline's account and masked contacts", async () => {
    const password = 'Member2026';
    const agent = await createMember(t, { account: uniqueName('upline'), password, type: 1 });
    const player = await createMember(t, {
      account: uniqueName('downline'),
      password,
      parentId: agent.id,
      mobileNum: '5512345678',
      email: 'jane@example.com',
    });
    const login = loginResultSchema.parse((await (await postLogin(t, { username: player.account, password })).json()).value);
    const res = await t.request('/wps/member/info', withToken(login.token));
    expect(memberInfoSchema.parse((await res.json()).value)).toEqual({
      id: player.id,
      account: player.account,
      nickname: player.nickname,
      type: 0,
      isAgent: false,
      isTrial: false,
      currency: 'MXN',
      currencySymbol: '$',
      regDate: player.createdAt.getTime(),
      mobile: '55****5678',
      email: 'j***@example.com',
      parentAccount: agent.account,
      lastLoginTime: clock,
      avatar: null,
    });
    const agentLogin = loginResultSchema.parse((await (await postLogin(t, { username: agent.account, password })).json()).value);
    const agentInfo = memberInfoSchema.parse((await (await t.request('/wps/member/info', withToken(agentLogin.token))).json()).value);
    expect(agentInfo).toMatchObject({ isAgent: true, parentAccount: null, mobile: null, email: null });
  });
});

describe.each(TEST_DATABASES)('GET /wps/member/info/funds/consolidated on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  const consolidated = async (token?: string) => {
    const res = await t.request('/wps/member/info/funds/consolidated', token ? withToken(token) : {});
    return { status: res.status, body: await res.json() };
  };

  it('answers empty contract maps to a real account', async () => {
    const password = 'Member2026';
    const player = await createMember(t, { account: uniqueName('contracts'), password });
    const { token } = loginResultSchema.parse((await (await postLogin(t, { username: player.account, password })).json()).value);
    const ok = await consolidated(token);
    expect(ok.status).toBe(200);
    const maps = consolidatedSchema.parse(ok.body.value);
    expect(maps).toMatchObject({ dailysalreqtype: {}, divtypereq: {}, divtypecompperiodreq: {}, contracthoursalreq: {}, realtimesalreqtype: {} });
    expect(maps.dailysalinfotype.agent).toEqual([]);
  });

  it('refuses trial accounts and guests', async () => {
    const trial = await createMember(t, { account: uniqueName('trial'), password: 'unused-1', type: 4 });
    const { token } = await issueSession(t.platform, { memberId: trial.id, loginType: 'freeplay', ip: randomIp() });
    expect(await consolidated(token)).toMatchObject({ status: 403, body: { errorCode: 'in_need_true_account' } });
    expect(await consolidated()).toMatchObject({ status: 401, body: { errorCode: 'login.not.session' } });
  });
});
