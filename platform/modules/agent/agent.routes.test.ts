import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downlineChangeSchema, downlineDetailSchema, teamPageSchema } from '../../../contract/agent-team.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { loginResultSchema } from '../../../contract/session.ts';
import { agentActions, members } from '../../db/schema/index.ts';
import { SEED_PASSWORDS } from '../../db/seed/identities.ts';
import { issueSession } from '../identity/index.ts';
import { createMember, postEncrypted, postLogin, randomIp, solvedCaptcha, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

interface Answer {
  status: number;
  body: { success: boolean; value?: unknown; errorCode?: string };
}

describe.each(TEST_DATABASES)('agent centre team calls on %s', (kind) => {
  let t: TestPlatform;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  const answer = async (res: Response): Promise<Answer> => ({ status: res.status, body: (await res.json()) as Answer['body'] });
  const get = async (token: string, path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    return answer(await t.request(`${path}${search ? `?${search}` : ''}`, withToken(token)));
  };
  const post = async (token: string, path: string, body: unknown) =>
    answer(await t.request(path, withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })));
  const reset = async (token: string, memberId: number, password: string) =>
    answer(await postEncrypted(t, ENDPOINTS.resetDownlinePassword.path, { memberId, password }, { token }));
  const team = async (token: string, query: Record<string, string | number> = {}) => {
    const res = await get(token, ENDPOINTS.teamMembers.path, query);
    expect(res.status).toBe(200);
    return teamPageSchema.parse(res.body.value);
  };
  const sessionFor = async (memberId: number) => (await issueSession(t.platform, { memberId, loginType: 'username', ip: '203.0.113.10' })).token;

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    const seeded = await t.platform.db
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(inArray(members.account, ['agent01', 'agent02', 'player01', 'player02', 'player21', 'newbie01']));
    for (const row of seeded) ids[row.account] = row.id;
    for (const account of ['agent01', 'agent02', 'player01']) tokens[account] = await sessionFor(ids[account]!);
  });
  afterAll(() => t.close());

  it('refuses members and trial accounts every call with agent.only', async () => {
    const trial = await createMember(t, { account: uniqueName('trial'), password: 'Passw0rd!', type: 4 });
    for (const token of [tokens.player01!, await sessionFor(trial.id)]) {
      const calls = [
        await get(token, ENDPOINTS.teamMembers.path),
        await get(token, ENDPOINTS.downlineDetail.path, { memberId: ids.player02! }),
        await post(token, ENDPOINTS.lockDownline.path, { memberId: ids.player02, locked: true }),
        await post(token, ENDPOINTS.remarkDownline.path, { memberId: ids.player02, remark: 'x' }),
        await reset(token, ids.player02!, 'Abcdef123'),
      ];
      expect(calls.map((c) => [c.status, c.body.errorCode])).toEqual(Array(5).fill([403, 'agent.only']));
    }
    const anonymous = await answer(await t.request(ENDPOINTS.teamMembers.path));
    expect(anonymous.body.errorCode).toBe('login.not.session');
  });

  it('lists the whole team at every level, with counts and balances of every match', async () => {
    const all = await team(tokens.agent01!, { sort: 'account' });
    const accounts = all.list.map((r) => r.account);
    expect(accounts).toEqual(expect.arrayContaining(['agent02', 'player01', 'player21', 'player22', 'newbie01']));
    expect(all.list.find((r) => r.account === 'player21')).toMatchObject({ level: 2, upline: 'agent02', kind: 'member', balance: '10000.00' });
    expect(all.list.find((r) => r.account === 'agent02')).toMatchObject({ level: 1, kind: 'agent', directCount: 2 });
    expect(accounts).toEqual([...accounts].sort());

    const second = await team(tokens.agent01!, { level: 2 });
    expect(second.list.map((r) => r.account).sort()).toEqual(['player21', 'player22']);
    expect(second).toMatchObject({ total: 2, totalBalance: '20000.00' });
    expect((await team(tokens.agent01!, { kind: 'agent' })).list.map((r) => r.account)).toEqual(['agent02']);
    expect((await team(tokens.agent01!, { username: 'ER2' })).list.map((r) => r.account).sort()).toEqual(['player21', 'player22']);
    expect((await team(tokens.agent01!, { username: '%' })).total).toBe(0);
    expect((await team(tokens.agent01!, { parentId: ids.agent02! })).total).toBe(2);
    const today = t.platform.now().toISOString().slice(0, 10);
    expect((await team(tokens.agent01!, { registeredFrom: '2000-01-01', registeredTo: today })).total).toBe(all.total);
    expect((await team(tokens.agent01!, { registeredTo: '2000-01-01' })).total).toBe(0);

    // agent02 sees its own two players only.
    const own = await team(tokens.agent02!);
    expect(own.list.map((r) => [r.account, r.level]).sort()).toEqual([
      ['player21', 1],
      ['player22', 1],
    ]);
  });

  it('pages the team and sorts it both ways', async () => {
    const agent = await createMember(t, { account: uniqueName('big'), password: 'Passw0rd!', type: 1 });
    for (let i = 0; i < 23; i++)
      await createMember(t, { account: `${agent.account}m${String(i).padStart(2, '0')}`, password: 'Passw0rd!', parentId: agent.id });
    const token = await sessionFor(agent.id);
    const first = await team(token, { sort: 'account', order: 'desc' });
    const last = await team(token, { sort: 'account', order: 'desc', page: 2 });
    expect([first.list.length, last.list.length, first.total, last.total]).toEqual([20, 3, 23, 23]);
    expect(first.list[0]!.account).toBe(`${agent.account}m22`);
    expect(last.list.at(-1)!.account).toBe(`${agent.account}m00`);
  });

  it('shows a downline of any level in detail, contacts masked, with its own team', async () => {
    const detail = await get(tokens.agent01!, ENDPOINTS.downlineDetail.path, { memberId: ids.agent02! });
    expect(detail.status).toBe(200);
    expect(downlineDetailSchema.parse(detail.body.value)).toMatchObject({
      account: 'agent02',
      direct: true,
      level: 1,
      mobile: '55****0002',
      email: 'a***@betplay.example',
      balance: '20000.00',
      team: { total: 2, agents: 0, direct: 2 },
    });
    const deep = downlineDetailSchema.parse((await get(tokens.agent01!, ENDPOINTS.downlineDetail.path, { memberId: ids.player21! })).body.value);
    expect(deep).toMatchObject({ account: 'player21', level: 2, direct: false, upline: 'agent02' });
  });

  it("refuses agent02 every one of agent01's accounts, by every id parameter", async () => {
    const theirs = [ids.player01!, ids.newbie01!, ids.agent01!, ids.agent02!];
    for (const memberId of theirs) {
      const calls = [
        await get(tokens.agent02!, ENDPOINTS.downlineDetail.path, { memberId }),
        await get(tokens.agent02!, ENDPOINTS.teamMembers.path, { parentId: memberId }),
        await post(tokens.agent02!, ENDPOINTS.lockDownline.path, { memberId, locked: true }),
        await post(tokens.agent02!, ENDPOINTS.remarkDownline.path, { memberId, remark: 'mine' }),
        await reset(tokens.agent02!, memberId, 'Abcdef123'),
      ];
      // Its own account is not in its team either; a list narrowed to itself is just its team.
      const expected = memberId === ids.agent02 ? [404, 200, 404, 404, 404] : [404, 404, 404, 404, 404];
      expect({ memberId, answers: calls.map((c) => c.status) }).toEqual({ memberId, answers: expected });
      for (const call of calls.filter((c) => c.status === 404)) expect(call.body.errorCode).toBe('downline.not.found');
    }
    const unknown = await get(tokens.agent02!, ENDPOINTS.downlineDetail.path, { memberId: 999_999_999 });
    expect(unknown.body.errorCode).toBe('downline.not.found');
    const [player01] = await t.platform.db.select({ status: members.status }).from(members).where(eq(members.id, ids.player01!));
    expect(player01!.status).toBe('active');
  });

  it('lets only the direct upline act: a deeper account is refused with downline.not.direct', async () => {
    const refused = await post(tokens.agent01!, ENDPOINTS.lockDownline.path, { memberId: ids.player21, locked: true });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'downline.not.direct']);
  });

  it('locks a direct downline out (its sessions end), unlocks it, and keeps an audit trail', async () => {
    const agent = await createMember(t, { account: uniqueName('lk'), password: 'Passw0rd!', type: 2 });
    const player = await createMember(t, { account: uniqueName('lkp'), password: 'Passw0rd!', parentId: agent.id });
    const agentToken = await sessionFor(agent.id);
    const playerToken = await sessionFor(player.id);
    const locked = await post(agentToken, ENDPOINTS.lockDownline.path, { memberId: player.id, locked: true });
    expect(downlineChangeSchema.parse(locked.body.value)).toEqual({ memberId: player.id, status: 'locked', remark: null });
    expect((await answer(await t.request('/wps/member/info', withToken(playerToken)))).status).toBe(401);
    const ip = randomIp();
    expect((await answer(await postLogin(t, { username: player.account, password: 'Passw0rd!' }, { ip }))).body.errorCode).toBe('us_forbidden_login_error');
    expect((await post(agentToken, ENDPOINTS.lockDownline.path, { memberId: player.id, locked: false })).body.value).toMatchObject({ status: 'active' });
    expect((await answer(await postLogin(t, { username: player.account, password: 'Passw0rd!' }, { ip }))).status).toBe(200);
    const trail = await t.platform.db.select().from(agentActions).where(eq(agentActions.memberId, player.id));
    expect(trail.map((a) => [a.agentId, a.action])).toEqual([
      [agent.id, 'lock'],
      [agent.id, 'unlock'],
    ]);
  });

  it('resets a password that must be changed at the next login, and ends the sessions', async () => {
    const agent = await createMember(t, { account: uniqueName('rs'), password: 'Passw0rd!', type: 41 });
    const player = await createMember(t, { account: uniqueName('rsp'), password: 'Passw0rd!', parentId: agent.id });
    const agentToken = await sessionFor(agent.id);
    const playerToken = await sessionFor(player.id);
    const weak = await reset(agentToken, player.id, SEED_PASSWORDS.weakDefault);
    expect(weak.body.errorCode).toBe('password.weak');
    const done = await reset(agentToken, player.id, 'Fresh2026');
    expect(done.status).toBe(200);
    expect((await answer(await t.request('/wps/member/info', withToken(playerToken)))).status).toBe(401);
    const ip = randomIp();
    expect((await answer(await postLogin(t, { username: player.account, password: 'Passw0rd!' }, { ip }))).status).toBe(401);
    // The wrong password above asks this account for a captcha next.
    const solved = await solvedCaptcha(t);
    const login = await answer(await postLogin(t, { username: player.account, password: 'Fresh2026', captcha: solved.captcha }, { ip, cookie: solved.cookie }));
    expect(login.body.errorCode).toBeUndefined();
    const result = loginResultSchema.parse(login.body.value);
    expect(result.mustChangePassword).toBe(true);
    const changed = await postEncrypted(
      t,
      ENDPOINTS.changePassword.path,
      { oldPassword: 'Fresh2026', newPassword: 'Mine2026x', confirmNewPassword: 'Mine2026x' },
      { token: result.token, ip },
    );
    expect(changed.status).toBe(200);
    const captcha = await solvedCaptcha(t);
    const again = loginResultSchema.parse(
      (await answer(await postLogin(t, { username: player.account, password: 'Mine2026x', captcha: captcha.captcha }, { ip, cookie: captcha.cookie }))).body
        .value,
    );
    expect(again.mustChangePassword).toBe(false);
  });

  it("writes, shows and clears the agent's remark on a direct downline", async () => {
    const set = await post(tokens.agent01!, ENDPOINTS.remarkDownline.path, { memberId: ids.player02, remark: '  VIP since May ' });
    expect(set.body.value).toMatchObject({ remark: 'VIP since May' });
    const detail = downlineDetailSchema.parse((await get(tokens.agent01!, ENDPOINTS.downlineDetail.path, { memberId: ids.player02! })).body.value);
    expect(detail.remark).toBe('VIP since May');
    const cleared = await post(tokens.agent01!, ENDPOINTS.remarkDownline.path, { memberId: ids.player02, remark: '' });
    expect(cleared.body.value).toMatchObject({ remark: null });
    const tooLong = await post(tokens.agent01!, ENDPOINTS.remarkDownline.path, { memberId: ids.player02, remark: 'x'.repeat(201) });
    expect(tooLong.body.errorCode).toBe('request_param_err');
  });
});
