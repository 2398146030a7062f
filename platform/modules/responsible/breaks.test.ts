import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, memberMessages, members, responsibleAudit, sessions } from '../../db/schema/index.ts';
import { createMember, postEncrypted, randomIp, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { pickGame } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { TRANSACTION_PASSWORD } from '../../testing/transaction-password-fixtures.ts';
import { sessionFor, withdrawingMember } from '../../testing/withdrawal-fixtures.ts';
import { contractOperations } from '../contracts/index.ts';
import { sendBroadcast } from '../inbox/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { reopenAfterExclusion } from './breaks.ts';

/*
 * A time-out and a self-exclusion close the account to login, play, deposits, transfers in,
 * contract offers and marketing, and leave the way out for the money open. A time-out ends by
 * itself; an exclusion holds until the operator reopens the account after its end.
 */

const PASSWORD = 'Passw0rd!';
const BREAK = '/wps/member/responsible/break';

type Envelope = { success: boolean; value: unknown; errorCode?: string };
const read = async (res: Response) => ({ status: res.status, ...((await res.json()) as Envelope) });

describe.each(TEST_DATABASES)('time-outs and self-exclusions on %s', (kind) => {
  let t: TestPlatform;
  let clock = new Date('2026-11-10T18:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => clock);
  });
  afterAll(() => t?.close());

  /** A member with money, a bank account and a transaction password, below an agent with money. */
  const player = async () => {
    const agent = await createMember(t, { account: uniqueName('up'), password: PASSWORD, type: 1 });
    const m = await withdrawingMember(t, 50_000n);
    await t.platform.db.update(members).set({ parentId: agent.id }).where(eq(members.id, m.id));
    const funded = await withdrawingMember(t, 50_000n);
    // The agent sends from a wallet of its own: the funded member's row becomes the agent's.
    await t.platform.db.update(members).set({ parentId: null, type: 1 }).where(eq(members.id, funded.id));
    await t.platform.db.update(members).set({ parentId: funded.id }).where(eq(members.id, m.id));
    return { m, sender: funded };
  };
  const takeBreak = (token: string, body: Record<string, unknown>) => postEncrypted(t, BREAK, body, { token }).then(read);
  const api = (token: string, path: string, init: RequestInit = {}) => t.request(path, withToken(token, init)).then(read);

  it('needs the login password and a second yes, then ends every session of the account', async () => {
    const { m } = await player();
    const other = await sessionFor(t, m.id);
    expect(await takeBreak(m.token, { type: 'timeout', length: '24h', password: 'wrong', confirm: true })).toMatchObject({
      success: false,
      errorCode: 'password.old.invalid',
    });
    expect(await takeBreak(m.token, { type: 'timeout', length: '24h', password: PASSWORD, confirm: false })).toMatchObject({ status: 422 });
    expect(await takeBreak(m.token, { type: 'timeout', length: '3d', password: PASSWORD, confirm: true })).toMatchObject({ status: 422 });
    expect(await takeBreak(m.token, { type: 'timeout', length: '24h', password: PASSWORD, confirm: true })).toMatchObject({ success: true });
    const open = await t.platform.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.memberId, m.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    expect(await api(other, '/wps/member/responsible')).toMatchObject({ status: 401 });
    const [audit] = await t.platform.db.select().from(responsibleAudit).where(eq(responsibleAudit.memberId, m.id));
    expect(audit).toMatchObject({
      action: 'break.timeout',
      actor: 'member',
      detail: { length: '24h', endsAt: new Date(clock.getTime() + 86_400_000).toISOString() },
    });
  });

  /**
   * What a break closes, and what it leaves open: login (with the end, for the right password
   * only), play, deposits, transfers in and marketing are refused; the money can still leave.
   */
  const expectClosedButWithdrawable = async (m: Awaited<ReturnType<typeof player>>['m'], sender: { token: string }, code: string, until: number | null) => {
    const kind = code === 'rg.timed.out' ? 'timeout' : 'exclusion';
    const refused = await read(await postEncrypted(t, '/wps/session/login', { username: m.account, password: PASSWORD }, { ip: randomIp() }));
    expect(refused).toMatchObject({ status: 403, errorCode: code, value: { kind, until } });

    // A session that somehow exists (customer service's, say) still cannot play or deposit.
    const token = await sessionFor(t, m.id);
    const game = await pickGame(t, eq(games.category, 'RNG'));
    expect(await api(token, `/wps/game/launchGame?launchMode=GLS&gameId=${game.id}&accountType=1`)).toMatchObject({ errorCode: code });
    const deposit = await api(token, '/wps/relay/MCSFE_createDepositTask', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestId: uniqueName('dep-'), method: 'spei', amount: '100.00' }),
    });
    expect(deposit).toMatchObject({ status: 403, errorCode: code });

    // Money in from the upline is refused, without saying which kind of break.
    const sent = await postEncrypted(
      t,
      '/wps/relay/passwordCheck/ACSFE_transferToDownline',
      { account: m.account, amount: '10.00', transactionPassword: TRANSACTION_PASSWORD, requestId: uniqueName('req-') },
      { token: sender.token },
    ).then(read);
    expect(sent).toMatchObject({ status: 409, errorCode: 'rg.member.on.break' });

    // Operators' messages reach everyone but the member on a break.
    const words = { titleEs: 'Promo', titleEn: 'Promo', contentEs: 'Hola', contentEn: 'Hello', by: 'marketing' };
    const everyone = await sendBroadcast(t.platform, { to: 'all', ...words });
    const direct = await sendBroadcast(t.platform, { to: 'member', account: m.account, ...words });
    expect(everyone.recipients).toBeGreaterThan(0);
    expect(direct.recipients).toBe(0);
    expect(await t.platform.db.select().from(memberMessages).where(eq(memberMessages.memberId, m.id))).toEqual([]);

    // No login, but the password shows the balance and the bank accounts, and takes all of it out.
    const out = (body: Record<string, unknown>) =>
      postEncrypted(t, '/wps/member/responsible/withdraw', { username: m.account, password: PASSWORD, ...body }, { ip: randomIp() }).then(read);
    const shown = await out({});
    expect(shown).toMatchObject({ success: true, value: { available: '500.00', withdrawal: null, accounts: [{ id: String(m.accountId), usable: true }] } });
    expect(await out({ accountId: String(m.accountId) })).toMatchObject({ status: 422 });
    const taken = await out({ accountId: String(m.accountId), transactionPassword: TRANSACTION_PASSWORD, requestId: uniqueName('out-') });
    expect(taken).toMatchObject({ success: true, value: { available: '0.00', withdrawal: { amount: '500.00', status: 'pending' } } });
    expect(await out({ accountId: String(m.accountId), transactionPassword: TRANSACTION_PASSWORD, requestId: uniqueName('out-') })).toMatchObject({
      errorCode: 'balance.not.enough',
    });
  };

  it('closes login, play, deposits, transfers in and marketing during a self-exclusion, but not a withdrawal', async () => {
    const { m, sender } = await player();
    const until = new Date(clock.getTime());
    until.setUTCFullYear(until.getUTCFullYear() + 1);
    expect(await takeBreak(m.token, { type: 'exclusion', length: '1y', password: PASSWORD, confirm: true })).toMatchObject({
      success: true,
      value: { kind: 'exclusion', until: until.getTime() },
    });
    await expectClosedButWithdrawable(m, sender, 'rg.self.excluded', until.getTime());
  });

  it('closes the same during a time-out, which then ends by itself', async () => {
    const { m, sender } = await player();
    const started = clock.getTime();
    expect(await takeBreak(m.token, { type: 'timeout', length: '24h', password: PASSWORD, confirm: true })).toMatchObject({
      success: true,
      value: { kind: 'timeout', until: started + 86_400_000 },
    });
    await expectClosedButWithdrawable(m, sender, 'rg.timed.out', started + 86_400_000);

    // It cannot be shortened by a second one, and it ends on its own.
    advance(86_400_000 - 1);
    expect((await read(await postEncrypted(t, '/wps/session/login', { username: m.account, password: PASSWORD }, { ip: randomIp() }))).errorCode).toBe(
      'rg.timed.out',
    );
    advance(1);
    expect(await read(await postEncrypted(t, '/wps/session/login', { username: m.account, password: PASSWORD }, { ip: randomIp() }))).toMatchObject({
      success: true,
    });
  });

  it('keeps the way out without a session for members on a break only', async () => {
    const { m } = await player();
    const res = await postEncrypted(t, '/wps/member/responsible/withdraw', { username: m.account, password: PASSWORD }, { ip: randomIp() }).then(read);
    expect(res).toMatchObject({ success: false, errorCode: 'rg.break.none' });
    const wrong = await postEncrypted(t, '/wps/member/responsible/withdraw', { username: m.account, password: 'Nope12345' }, { ip: randomIp() }).then(read);
    expect(wrong).toMatchObject({ success: false, errorCode: 'login.password.invalid' });
  });

  it('holds a self-exclusion past its end until the operator reopens the account, and never before', async () => {
    const agent = await createMember(t, { account: uniqueName('top'), password: PASSWORD, type: 1 });
    const token = await sessionFor(t, agent.id);
    expect(await takeBreak(token, { type: 'exclusion', length: '6m', password: PASSWORD, confirm: true })).toMatchObject({ success: true });
    const until = new Date(clock.getTime());
    until.setUTCMonth(until.getUTCMonth() + 6);
    const login = () => postEncrypted(t, '/wps/session/login', { username: agent.account, password: PASSWORD }, { ip: randomIp() }).then(read);
    expect(await login()).toMatchObject({ status: 403, errorCode: 'rg.self.excluded', value: { kind: 'exclusion', until: until.getTime() } });

    // No contract offer reaches an excluded agent.
    const offer = contractOperations(t.platform).offerSiteContract({
      account: agent.account,
      kind: 'dailySalary',
      terms: { cycle: null, tiers: [{ minBet: '100', minLoss: '0', minActive: 1, rateType: 'P', rate: '2', winRate: null, lossRate: null }] },
    });
    await expect(offer).rejects.toMatchObject({ code: 'rg.member.on.break' });

    await expect(reopenAfterExclusion(t.platform, agent.id, 'ops')).rejects.toMatchObject({ code: 'rg.break.running' });
    clock = new Date(until.getTime() + 1_000);
    // Ended, but still closed until the operator acts.
    expect(await login()).toMatchObject({ errorCode: 'rg.self.excluded' });
    await reopenAfterExclusion(t.platform, agent.id, 'ops');
    expect(await login()).toMatchObject({ success: true });
    await expect(reopenAfterExclusion(t.platform, agent.id, 'ops')).rejects.toBeInstanceOf(PlatformError);
    const actions = (await t.platform.db.select().from(responsibleAudit).where(eq(responsibleAudit.memberId, agent.id))).map((a) => [a.action, a.actor]);
    expect(actions).toEqual([
      ['break.exclusion', 'member'],
      ['break.reopened', 'operator:ops'],
    ]);
  });

  it('keeps a permanent exclusion closed for good', async () => {
    const member = await createMember(t, { account: uniqueName('pe'), password: PASSWORD });
    expect(await takeBreak(await sessionFor(t, member.id), { type: 'exclusion', length: 'permanent', password: PASSWORD, confirm: true })).toMatchObject({
      success: true,
    });
    clock = new Date(clock.getTime() + 20 * 365 * 86_400_000);
    await expect(reopenAfterExclusion(t.platform, member.id, 'ops')).rejects.toMatchObject({ code: 'rg.break.running' });
    const refused = await postEncrypted(t, '/wps/session/login', { username: member.account, password: PASSWORD }, { ip: randomIp() }).then(read);
    expect(refused).toMatchObject({ errorCode: 'rg.self.excluded', value: { until: null } });
  });
});
