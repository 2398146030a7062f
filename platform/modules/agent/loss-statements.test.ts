import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lossStatementSchema, type LossStatement } from '../../../contract/agent-loss.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endOfDay, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { members } from '../../db/schema/index.ts';
import { issueSession } from '../identity/index.ts';
import { buildPlayingTeam, directFigures, type PlayingTeam } from '../../testing/agent-team-fixtures.ts';
import { withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

/** User loss statements: each account's profit and loss in one period, against the rows themselves. */
describe.each(TEST_DATABASES)('user loss statements on %s', (kind) => {
  let t: TestPlatform;
  let team: PlayingTeam;

  const statement = async (token: string, query: Record<string, string>) => {
    const res = await t.request(`${ENDPOINTS.lossStatements.path}?${new URLSearchParams(query)}`, withToken(token));
    return { status: res.status, body: (await res.json()) as { success: boolean; value?: unknown; errorCode?: string } };
  };
  const read = async (token: string, query: Record<string, string>): Promise<LossStatement> => {
    const res = await statement(token, query);
    expect(res.status).toBe(200);
    return lossStatementSchema.parse(res.body.value);
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    team = await buildPlayingTeam(t);
  });
  afterAll(() => t.close());

  it.each(['America/Mexico_City', 'Asia/Kolkata'])('answers each account’s figures as its rows say, in %s', async (zone) => {
    const today = zonedDateTime(new Date(), zone).slice(0, 10);
    const monthly = await read(team.root.token, { period: 'monthly', timeZone: zone });
    expect(monthly).toMatchObject({ period: 'monthly', startDate: `${today.slice(0, 8)}01`, total: 3 });
    const [from, to] = [startOfDay(monthly.startDate, zone), endOfDay(monthly.endDate, zone)];
    const { deposits: _, withdrawals: __, active: ___, ...whole } = await directFigures(t, [team.p1.id, team.p2.id, team.p3.id], from, to);
    expect(monthly.totals).toEqual(whole);
    for (const player of [team.p1, team.p2, team.p3]) {
      const { deposits: _d, withdrawals: _w, active: _a, ...own } = await directFigures(t, [player.id], from, to);
      expect(monthly.list.find((row) => row.account === player.account)).toEqual({
        memberId: player.id,
        account: player.account,
        ...own,
        level: expect.any(Number),
      });
    }
    // Sorted by account, the page's accounts are found first and summed alone: the same figures.
    const byAccount = await read(team.root.token, { period: 'monthly', timeZone: zone, sort: 'account' });
    expect(byAccount.totals).toEqual(monthly.totals);
    expect(byAccount.list).toEqual([...monthly.list].sort((a, b) => a.account.localeCompare(b.account)));
    expect((await read(team.root.token, { period: 'monthly', timeZone: zone, sort: 'level', level: '2' })).totals.bets).toBe(3);
    // Levels: p1 is root's own, p2 and p3 are the sub-agent's.
    expect(monthly.list.map((row) => [row.account, row.level]).sort()).toEqual(
      [
        [team.p1.account, 1],
        [team.p2.account, 2],
        [team.p3.account, 2],
      ].sort(),
    );
  });

  it('sorts, filters and pages every account of the team with figures', async () => {
    const byNet = await read(team.root.token, { period: 'weekly', sort: 'net', order: 'desc' });
    const nets = byNet.list.map((row) => Number(row.net));
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
    const byAccount = await read(team.root.token, { period: 'daily', sort: 'account' });
    expect(byAccount.list.map((row) => row.account)).toEqual([team.p1, team.p2, team.p3].map((p) => p.account).sort());
    expect((await read(team.root.token, { level: '2' })).list.map((row) => row.account).sort()).toEqual([team.p2.account, team.p3.account].sort());
    expect((await read(team.root.token, { username: team.p3.account.toUpperCase() })).list.map((row) => row.account)).toEqual([team.p3.account]);
    expect((await read(team.root.token, { username: '%' })).total).toBe(0);
    const second = await read(team.root.token, { page: '2' });
    expect(second).toMatchObject({ list: [], total: 3, page: 2 });
    expect(second.totals).toEqual((await read(team.root.token, {})).totals);
  });

  it('drills into one account’s days, in the team only', async () => {
    const today = zonedDateTime(new Date(), 'UTC').slice(0, 10);
    const drill = await read(team.root.token, { period: 'monthly', memberId: String(team.p2.id) });
    expect(drill.member).toMatchObject({ memberId: team.p2.id, account: team.p2.account, days: [{ day: today, bets: 3, bonuses: '15.00' }] });
    // The sub-agent reads its own team, and not its upline's own player.
    const below = await read(team.sub.token, { period: 'monthly' });
    expect(below.list.map((row) => row.account).sort()).toEqual([team.p2.account, team.p3.account].sort());
    expect(below.list.every((row) => row.level === 1)).toBe(true);
    for (const memberId of [team.p1.id, team.root.id]) {
      const refused = await statement(team.sub.token, { memberId: String(memberId) });
      expect([refused.status, refused.body.errorCode]).toEqual([404, 'downline.not.found']);
    }
    const [agent02] = await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, 'agent02'));
    const token = (await issueSession(t.platform, { memberId: agent02!.id, loginType: 'username', ip: '203.0.113.10' })).token;
    expect((await statement(token, { memberId: String(team.p1.id) })).body.errorCode).toBe('downline.not.found');
  });

  it('is for agents only, and refuses bad queries', async () => {
    expect((await statement(team.p1.token, {})).body.errorCode).toBe('agent.only');
    for (const query of [{ period: 'yearly' }, { date: '2026-02-30' }, { sort: 'balance' }, { page: '0' }, { username: 'a\u0000b' }, { memberId: 'x' }]) {
      const res = await statement(team.root.token, query);
      expect([res.status, res.body.errorCode]).toEqual([422, 'request_param_err']);
    }
  });
});
