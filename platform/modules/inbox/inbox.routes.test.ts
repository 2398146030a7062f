import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, ne } from 'drizzle-orm';
import { depositTaskSchema } from '../../../contract/deposits.ts';
import { inboxChangeSchema, inboxPageSchema, type InboxPage } from '../../../contract/inbox.ts';
import { memberMessages, members } from '../../db/schema/index.ts';
import { SEED_MESSAGES } from '../../db/seed/messages.ts';
import { SEED_PLAYER } from '../../db/seed/identities.ts';
import { localOperations } from '../../operator/operations.ts';
import { issueSession } from '../identity/index.ts';
import { createMember, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { requestWithdrawalOf, withdrawingMember } from '../../testing/withdrawal-fixtures.ts';

describe.each(TEST_DATABASES)('inbox relays on %s', (kind) => {
  let t: TestPlatform;

  const newMember = async (parentId: number | null = null, type = 0) => {
    const member = await createMember(t, { account: uniqueName('inb'), password: 'Passw0rd!', parentId, type });
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    return { ...member, token };
  };
  const send = (over: Record<string, unknown>) =>
    localOperations(t.platform).sendMessage({
      to: 'member',
      titleEs: 'Hola',
      titleEn: 'Hello',
      contentEs: '<p>Texto</p>',
      contentEn: '<p>Text</p>',
      by: 'ops-team',
      ...over,
    } as never);
  const unread = async (token?: string) => {
    const res = await t.request('/wps/relay/CSP_unreadCount', token ? withToken(token) : {});
    return { status: res.status, body: (await res.json()) as { value: number; errorCode?: string } };
  };
  const inbox = async (token: string, query = '', lang = 'ES'): Promise<InboxPage> => {
    const res = await t.request(`/wps/relay/CSP_getInbox${query}`, { headers: { ...withToken(token).headers, Language: lang } });
    expect(res.status).toBe(200);
    return inboxPageSchema.parse(((await res.json()) as { value: unknown }).value);
  };
  const change = async (token: string, path: 'CSP_markInboxRead' | 'CSP_deleteInbox', body: unknown) => {
    const res = await t.request(
      `/wps/relay/${path}`,
      withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    );
    const json = (await res.json()) as { value: unknown; errorCode?: string };
    return { status: res.status, errorCode: json.errorCode, value: res.ok ? inboxChangeSchema.parse(json.value) : null };
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it("counts the seed's welcome messages of a demo account, and needs a session", async () => {
    const [player] = await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, SEED_PLAYER.account));
    const { token } = await issueSession(t.platform, { memberId: player!.id, loginType: 'username', ip: '203.0.113.10' });
    expect((await unread(token)).body.value).toBe(SEED_MESSAGES.length);
    const page = await inbox(token, '', 'EN');
    expect(page.list.map((m) => m.title)).toEqual(SEED_MESSAGES.map((m) => m.titleEn).reverse());
    const anonymous = await unread();
    expect({ status: anonymous.status, code: anonymous.body.errorCode }).toEqual({ status: 401, code: 'login.not.session' });
    expect((await t.request('/wps/relay/CSP_getInbox')).status).toBe(401);
  });

  it("reads an operator's message in the caller's language, its HTML cleaned", async () => {
    const member = await newMember();
    const sent = await send({
      account: member.account,
      contentEs: '<p onclick="steal()">Hola <script>alert(1)</script><a href="javascript:alert(1)">aquí</a></p>',
      contentEn: '<p>Hello <strong>there</strong><img src="x" onerror="alert(1)"></p>',
    });
    expect(sent).toMatchObject({ to: 'member', account: member.account, recipients: 1, read: 0, by: 'ops-team' });
    const es = await inbox(member.token);
    expect(es).toMatchObject({ total: 1, unread: 1, page: 1 });
    expect(es.list[0]).toMatchObject({ kind: 'notice', title: 'Hola', read: false });
    expect(es.list[0]!.content).toBe('<p>Hola aquí</p>');
    const en = await inbox(member.token, '', 'EN');
    expect(en.list[0]).toMatchObject({ title: 'Hello' });
    expect(en.list[0]!.content).not.toMatch(/onerror|script|onclick/);
  });

  it('marks one message read, then all, and the unread count follows', async () => {
    const member = await newMember();
    for (const n of [1, 2, 3]) await send({ account: member.account, titleEs: `Aviso ${n}` });
    const page = await inbox(member.token);
    expect(page.list.map((m) => m.title)).toEqual(['Aviso 3', 'Aviso 2', 'Aviso 1']);
    const one = await change(member.token, 'CSP_markInboxRead', { ids: [page.list[1]!.id] });
    expect(one.value).toEqual({ changed: 1, unread: 2 });
    expect((await unread(member.token)).body.value).toBe(2);
    // Read again: nothing changes.
    expect((await change(member.token, 'CSP_markInboxRead', { ids: [page.list[1]!.id] })).value).toEqual({ changed: 0, unread: 2 });
    expect((await change(member.token, 'CSP_markInboxRead', { all: true })).value).toEqual({ changed: 2, unread: 0 });
    expect((await inbox(member.token)).list.every((m) => m.read)).toBe(true);
  });

  it('deletes messages out of the list and the counts, and pages the rest', async () => {
    const member = await newMember();
    for (const n of [1, 2, 3, 4, 5]) await send({ account: member.account, titleEs: `M${n}` });
    const first = await inbox(member.token, '?page=1&pageSize=2');
    expect({ titles: first.list.map((m) => m.title), total: first.total }).toEqual({ titles: ['M5', 'M4'], total: 5 });
    expect((await inbox(member.token, '?page=3&pageSize=2')).list.map((m) => m.title)).toEqual(['M1']);
    const gone = await change(member.token, 'CSP_deleteInbox', { ids: first.list.map((m) => m.id) });
    expect(gone.value).toEqual({ changed: 2, unread: 3 });
    const after = await inbox(member.token);
    expect({ titles: after.list.map((m) => m.title), total: after.total, unread: after.unread }).toEqual({ titles: ['M3', 'M2', 'M1'], total: 3, unread: 3 });
    expect((await change(member.token, 'CSP_deleteInbox', { all: true })).value).toEqual({ changed: 3, unread: 0 });
    expect((await inbox(member.token)).total).toBe(0);
  });

  it("never reads, marks or deletes another member's message", async () => {
    const owner = await newMember();
    const other = await newMember();
    await send({ account: owner.account });
    const [message] = (await inbox(owner.token)).list;
    expect((await change(other.token, 'CSP_markInboxRead', { ids: [message!.id] })).value).toEqual({ changed: 0, unread: 0 });
    expect((await change(other.token, 'CSP_deleteInbox', { ids: [message!.id] })).value).toEqual({ changed: 0, unread: 0 });
    expect((await inbox(owner.token)).list[0]).toMatchObject({ id: message!.id, read: false });
    expect((await inbox(other.token)).total).toBe(0);
  });

  it('refuses a malformed selection with the field named', async () => {
    const member = await newMember();
    for (const body of [{}, { ids: [] }, { ids: ['0'] }, { ids: ['1x'] }, { all: false }, { ids: ['1'], all: true }, { ids: Array(51).fill('1') }]) {
      const refused = await change(member.token, 'CSP_markInboxRead', body);
      expect({ status: refused.status, code: refused.errorCode }, JSON.stringify(body)).toEqual({ status: 422, code: 'request_param_err' });
    }
    const res = await t.request('/wps/relay/CSP_getInbox?page=0', withToken(member.token));
    expect(res.status).toBe(422);
  });

  it('sends to an agent and the whole team below, and to everyone, never to a trial account', async () => {
    const agent = await newMember(null, 1);
    const subAgent = await newMember(agent.id, 2);
    const player = await newMember(subAgent.id);
    const trial = await newMember(agent.id, 4);
    const outsider = await newMember();
    const team = await send({ to: 'team', account: agent.account.toUpperCase() });
    expect(team).toMatchObject({ to: 'team', account: agent.account, recipients: 3 });
    for (const m of [agent, subAgent, player]) expect((await unread(m.token)).body.value, m.account).toBe(1);
    expect((await unread(outsider.token)).body.value).toBe(0);
    expect(await t.platform.db.select().from(memberMessages).where(eq(memberMessages.memberId, trial.id))).toEqual([]);

    const everyone = await send({ to: 'all', account: undefined });
    const [accounts] = await t.platform.db.select({ n: count() }).from(members).where(ne(members.type, 4));
    expect(everyone.recipients).toBe(accounts!.n);
    expect((await unread(outsider.token)).body.value).toBe(1);
    expect(await t.platform.db.select().from(memberMessages).where(eq(memberMessages.memberId, trial.id))).toEqual([]);
  });

  it('refuses an unknown account, a team of a player, a message that is empty once cleaned, and control characters', async () => {
    const player = await newMember();
    const refusals: Record<string, unknown>[] = [
      { account: 'nobody-here' },
      { to: 'team', account: player.account },
      { to: 'all', account: player.account },
      { to: 'member', account: undefined },
      { account: player.account, contentEs: '<script>alert(1)</script>' },
      { account: player.account, titleEn: 'Hi\u0000there' },
      { account: player.account, contentEn: 'a\u0000b' },
      { account: player.account, titleEs: '' },
      { account: player.account, contentEs: 'x'.repeat(20_001) },
    ];
    for (const over of refusals) await expect(send(over), JSON.stringify(over).slice(0, 80)).rejects.toThrow();
    expect((await unread(player.token)).body.value).toBe(0);
  });

  it('writes system messages for a paid deposit and a paid or rejected withdrawal, in the reader’s language', async () => {
    const ops = localOperations(t.platform);
    const member = await withdrawingMember(t);
    const { token } = await issueSession(t.platform, { memberId: member.id, loginType: 'username', ip: '203.0.113.10' });
    const paid = await requestWithdrawalOf(t, member, '150.00');
    const rejected = await requestWithdrawalOf(t, member, '250.00');
    const cancelled = await requestWithdrawalOf(t, member, '120.00');
    await ops.payWithdrawal({ id: Number(paid), by: 'ops' });
    await ops.rejectWithdrawal({ id: Number(rejected), by: 'ops', reason: 'CLABE <b>ajena</b>' });
    await t.request(
      `/wps/relay/MCSFE_cancelWithdraw`,
      withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: cancelled }) }),
    );
    const res = await t.request(
      '/wps/relay/MCSFE_createDepositTask',
      withToken(token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ requestId: uniqueName('req-'), method: 'spei', amount: '1500.25' }),
      }),
    );
    const deposit = depositTaskSchema.parse(((await res.json()) as { value: unknown }).value);
    await ops.confirmDeposit({ id: Number(deposit.id), by: 'ops' });
    // A confirm that comes again moves nothing and says nothing again.
    await ops.confirmDeposit({ id: Number(deposit.id), by: 'ops' }).catch(() => undefined);

    const es = await inbox(token);
    expect(es.list.map((m) => [m.kind, m.title])).toEqual([
      ['system', 'Depósito acreditado'],
      ['system', 'Retiro rechazado'],
      ['system', 'Retiro pagado'],
    ]);
    expect(es.list[0]!.content).toBe(`<p>Tu depósito de $1,500.25 (referencia ${deposit.reference}) ya está en tu billetera.</p>`);
    expect(es.list[1]!.content).toContain(`(número ${rejected})`);
    expect(es.list[1]!.content).toContain('Motivo: CLABE &lt;b&gt;ajena&lt;/b&gt;</p>');
    const en = await inbox(token, '', 'EN');
    expect(en.list.map((m) => m.title)).toEqual(['Deposit credited', 'Withdrawal rejected', 'Withdrawal paid']);
    expect(en.list[2]!.content).toContain(`We paid your withdrawal of $150.00 (number ${paid})`);
  });
});
