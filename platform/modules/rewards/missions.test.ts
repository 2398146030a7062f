import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { depositTaskSchema } from '../../../contract/deposits.ts';
import { missionClaimSchema, missionListSchema, type Mission, type MissionList } from '../../../contract/missions.ts';
import { games, missionClaims } from '../../db/schema/index.ts';
import { localOperations } from '../../operator/operations.ts';
import { issueSession } from '../identity/index.ts';
import { auditLedger, walletBalance } from '../ledger/index.ts';
import { newMember, openSlotPage, pickGame, playRound, type TestMember } from '../../testing/slot-fixtures.ts';
import { testClock } from '../../testing/lottery-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { periodOf } from './missions.ts';

const DAY = 86_400_000;

describe('mission periods', () => {
  it('are UTC days, and weeks from Monday', () => {
    const thursday = new Date('2026-11-26T15:30:00Z');
    expect(periodOf('daily', thursday)).toEqual({ start: new Date('2026-11-26T00:00:00Z'), end: new Date('2026-11-27T00:00:00Z') });
    expect(periodOf('weekly', thursday)).toEqual({ start: new Date('2026-11-23T00:00:00Z'), end: new Date('2026-11-30T00:00:00Z') });
    expect(periodOf('weekly', new Date('2026-11-30T00:00:00Z')).start).toEqual(new Date('2026-11-30T00:00:00Z'));
    expect(periodOf('weekly', new Date('2026-11-29T23:59:59Z')).start).toEqual(new Date('2026-11-23T00:00:00Z'));
  });
});

describe.each(TEST_DATABASES)('missions on %s', (kind) => {
  let t: TestPlatform;
  // A Wednesday, mid-day UTC.
  const clock = testClock(Date.parse('2026-11-25T12:00:00Z'));

  const list = async (m: TestMember, lang = 'EN'): Promise<MissionList> => {
    const res = await t.request('/wps/relay/MCSFE_getMissionList', { headers: { Authorization: m.token, Language: lang } });
    expect(res.status).toBe(200);
    return missionListSchema.parse(((await res.json()) as { value: unknown }).value);
  };
  const mission = async (m: TestMember, kindOf: Mission['kind']) => (await list(m)).list.find((x) => x.kind === kindOf)!;
  const claim = async (m: TestMember, missionId: string) => {
    const res = await t.request('/wps/relay/MCSFE_claimMission', {
      method: 'POST',
      headers: { Authorization: m.token, Language: 'EN', 'Content-Type': 'application/json' },
      body: JSON.stringify({ missionId }),
    });
    const body = (await res.json()) as { value: unknown; errorCode?: string };
    return { status: res.status, errorCode: body.errorCode, paid: res.ok ? missionClaimSchema.parse(body.value) : null };
  };
  const deposit = async (m: TestMember, amount: string) => {
    const res = await t.request('/wps/relay/MCSFE_createDepositTask', {
      method: 'POST',
      headers: { Authorization: m.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestId: `mission-${Math.random().toString(36).slice(2, 12)}`, method: 'spei', amount }),
    });
    const id = Number(depositTaskSchema.parse(((await res.json()) as { value: unknown }).value).id);
    await localOperations(t.platform).confirmDeposit({ id, by: 'ops' });
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
  });
  afterAll(() => t.close());

  it("lists the seed's missions in the reader's language, with progress from the member's own records", async () => {
    const m = await newMember(t, { balance: 100_000n });
    const es = await list(m, 'ES');
    expect(es.list.map((x) => [x.kind, x.period, x.target, x.reward, x.state])).toEqual([
      ['wager', 'daily', '100.00', '5.00', 'inProgress'],
      ['deposit', 'daily', '200.00', '10.00', 'inProgress'],
      ['lotteryTickets', 'daily', '5', '3.00', 'inProgress'],
      // The session the fixture opened is today's login.
      ['loginDays', 'weekly', '3', '5.00', 'inProgress'],
    ]);
    expect(es.list[0]).toMatchObject({ title: 'Apuesta 100 en tragamonedas', category: 'RNG', progress: '0.00', endsAt: '2026-11-26T00:00:00.000Z' });
    expect(es.list[3]).toMatchObject({ progress: '1', endsAt: '2026-11-30T00:00:00.000Z' });

    const slot = await pickGame(t, eq(games.category, 'RNG'));
    const page = await openSlotPage(t, m, slot.id);
    for (const stake of ['50.00', '20.00']) expect((await playRound(t, page, stake)).success).toBe(true);
    expect(await mission(m, 'wager')).toMatchObject({ progress: '70.00', state: 'inProgress' });
    expect(await claim(m, (await mission(m, 'wager')).id)).toMatchObject({ status: 409, errorCode: 'mission.incomplete' });
    expect((await playRound(t, page, '50.00')).success).toBe(true);
    // Progress stops at the target.
    expect(await mission(m, 'wager')).toMatchObject({ progress: '100.00', state: 'claimable' });
    expect((await list(m)).claimable).toBe(1);
  });

  it('pays a completed mission once per period, even for claims at the same moment, and again the next day', async () => {
    const m = await newMember(t);
    await deposit(m, '250.00');
    const done = await mission(m, 'deposit');
    expect(done).toMatchObject({ progress: '200.00', state: 'claimable' });
    const before = (await walletBalance(t.platform, m.id))!.balance;
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(m, done.id)));
    expect(answers.filter((a) => a.paid)).toHaveLength(1);
    expect(answers.filter((a) => !a.paid).map((a) => a.errorCode)).toEqual(Array(4).fill('mission.claimed'));
    expect((await walletBalance(t.platform, m.id))!.balance).toBe(before + 1_000n);
    expect(await mission(m, 'deposit')).toMatchObject({ state: 'claimed' });
    expect((await list(m)).claimable).toBe(0);

    clock.advance(DAY);
    // A day later the session has lapsed: the member logs in again.
    const again = { ...m, token: (await issueSession(t.platform, { memberId: m.id, loginType: 'username', ip: '203.0.113.10' })).token };
    expect(await mission(again, 'deposit')).toMatchObject({ progress: '0.00', state: 'inProgress' });
    await deposit(again, '200.00');
    expect((await claim(again, done.id)).paid).toMatchObject({ reward: '10.00' });
    expect(await t.platform.db.select().from(missionClaims).where(eq(missionClaims.memberId, m.id))).toHaveLength(2);
    const audit = await auditLedger(t.platform);
    expect({ total: audit.total, unbalanced: audit.unbalancedTransactions, drifted: audit.driftedAccounts }).toEqual({
      total: 0n,
      unbalanced: [],
      drifted: [],
    });
  });

  it('counts the days logged in in a row within the week', async () => {
    const m = await newMember(t);
    let current = m;
    const login = async () => {
      current = { ...m, token: (await issueSession(t.platform, { memberId: m.id, loginType: 'username', ip: '203.0.113.10' })).token };
    };
    clock.set(Date.parse('2026-12-07T09:00:00Z')); // a Monday
    await login();
    clock.advance(DAY);
    await login();
    await login();
    expect(await mission(current, 'loginDays')).toMatchObject({ progress: '2', state: 'inProgress' });
    clock.advance(2 * DAY); // a day missed
    await login();
    expect(await mission(current, 'loginDays')).toMatchObject({ progress: '2' });
    clock.advance(DAY);
    await login();
    clock.advance(DAY);
    await login();
    expect(await mission(current, 'loginDays')).toMatchObject({ progress: '3', state: 'claimable' });
  });

  it('follows what the operator adds and disables, and refuses a target that does not hold', async () => {
    const ops = localOperations(t.platform);
    const added = await ops.addMission({ kind: 'wager', period: 'weekly', target: '1000', reward: '25', titleEs: 'Semana', titleEn: 'Week' });
    const m = await newMember(t);
    expect((await list(m)).list.map((x) => x.id)).toContain(String(added.id));
    await ops.disableMission({ id: added.id });
    expect((await list(m)).list.map((x) => x.id)).not.toContain(String(added.id));
    expect(await claim(m, String(added.id))).toMatchObject({ status: 404, errorCode: 'mission.not.found' });
  });

  it('is for real accounts with a session', async () => {
    expect((await t.request('/wps/relay/MCSFE_getMissionList')).status).toBe(401);
    const trial = await newMember(t, { trial: true });
    expect((await claim(trial, '1')).status).toBe(403);
    const m = await newMember(t);
    for (const missionId of ['0', 'x', '-2']) expect((await claim(m, missionId)).status, missionId).toBe(422);
  });
});
