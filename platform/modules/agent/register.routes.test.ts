import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdDownlineSchema, registerCentreSchema } from '../../../contract/agent-register.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { loginResultSchema } from '../../../contract/session.ts';
import { agentActions, agentRights, members } from '../../db/schema/index.ts';
import { issueSession } from '../identity/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { postEncrypted, postLogin, randomIp, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

describe.each(TEST_DATABASES)('agent register centre on %s', (kind) => {
  let t: TestPlatform;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  const create = async (token: string, payload: Record<string, unknown>) => {
    const res = await postEncrypted(t, ENDPOINTS.createDownline.path, payload, { token });
    return { status: res.status, body: (await res.json()) as { value?: unknown; errorCode?: string } };
  };
  const name = () => uniqueName('nw').slice(0, 12);

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    const rows = await t.platform.db
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(inArray(members.account, ['agent01', 'agent02', 'player01']));
    for (const row of rows) {
      ids[row.account] = row.id;
      tokens[row.account] = (await issueSession(t.platform, { memberId: row.id, loginType: 'username', ip: '203.0.113.10' })).token;
    }
  });
  afterAll(() => t.close());

  it("answers the agent's affiliate code and rights, and refuses members", async () => {
    const res = await t.request(ENDPOINTS.registerCentre.path, withToken(tokens.agent02!));
    expect(registerCentreSchema.parse(((await res.json()) as { value: unknown }).value)).toEqual({
      affiliateCode: 'AG02',
      rights: ['dailySalary', 'dividend'],
      subAgentTypes: [2, 41, 42],
    });
    const member = await t.request(ENDPOINTS.registerCentre.path, withToken(tokens.player01!));
    expect(((await member.json()) as { errorCode: string }).errorCode).toBe('agent.only');
    expect((await create(tokens.player01!, { kind: 'member', username: name(), password: 'Start2026', nickname: 'X' })).body.errorCode).toBe('agent.only');
  });

  it('creates a player below the agent, with a wallet, who must change the password at first login', async () => {
    const username = name();
    const made = await create(tokens.agent02!, { kind: 'member', username, password: 'Start2026', nickname: 'New one' });
    expect(made.status).toBe(200);
    const created = createdDownlineSchema.parse(made.body.value);
    expect(created).toMatchObject({ account: username.toLowerCase(), type: 0, affiliateCode: null });
    const [row] = await t.platform.db.select().from(members).where(eq(members.id, created.id));
    expect(row).toMatchObject({ parentId: ids.agent02, nickname: 'New one', mustChangePassword: true });
    expect((await walletBalance(t.platform, created.id))?.balance).toBe(0n);
    const [audit] = await t.platform.db.select().from(agentActions).where(eq(agentActions.memberId, created.id));
    expect(audit).toMatchObject({ agentId: ids.agent02, action: 'create' });

    const login = await postLogin(t, { username, password: 'Start2026' }, { ip: randomIp() });
    expect(loginResultSchema.parse(((await login.json()) as { value: unknown }).value)).toMatchObject({ mustChangePassword: true, firstTimeLogin: true });
    expect((await create(tokens.agent01!, { kind: 'member', username, password: 'Start2026', nickname: 'Again' })).body.errorCode).toBe(
      'member.account.exists',
    );
  });

  it('creates a sub-agent with some of its rights, never more, and only of a sub-agent type', async () => {
    const username = name();
    const made = await create(tokens.agent02!, { kind: 'agent', username, password: 'Start2026', nickname: 'Sub', type: 41, rights: ['dividend'] });
    const created = createdDownlineSchema.parse(made.body.value);
    expect(created).toMatchObject({ type: 41 });
    expect(created.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(
      (await t.platform.db.select({ right: agentRights.right }).from(agentRights).where(eq(agentRights.memberId, created.id))).map((r) => r.right),
    ).toEqual(['dividend']);

    const more = await create(tokens.agent02!, {
      kind: 'agent',
      username: name(),
      password: 'Start2026',
      nickname: 'Sub',
      type: 2,
      rights: ['dividend', 'hourlySalary'],
    });
    expect([more.status, more.body.errorCode]).toEqual([403, 'agent.rights.exceeded']);
    const top = await create(tokens.agent01!, { kind: 'agent', username: name(), password: 'Start2026', nickname: 'Top', type: 1, rights: [] });
    expect(top.body.errorCode).toBe('request_param_err');
    // agent01 holds every right, so it may pass them all on.
    const full = await create(tokens.agent01!, {
      kind: 'agent',
      username: name(),
      password: 'Start2026',
      nickname: 'Full',
      type: 2,
      rights: ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'],
    });
    expect(full.status).toBe(200);
  });

  it("follows the site's username and password rules", async () => {
    const badName = await create(tokens.agent01!, { kind: 'member', username: '9bad', password: 'Start2026', nickname: 'X' });
    expect(badName.body.errorCode).toBe('request_param_err');
    const weak = await create(tokens.agent01!, { kind: 'member', username: name(), password: 'Welcome1', nickname: 'X' });
    expect(weak.body.errorCode).toBe('password.weak');
  });
});
