import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamOverviewSchema, type TeamOverview } from '../../../contract/agent-overview.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endOfDay, startOfDay, zonedDateTime } from '../../core/zoned-time.ts';
import { members } from '../../db/schema/index.ts';
import { issueSession } from '../identity/index.ts';
import { NO_MISMATCHES, rebuildReportStats, reportStatsMismatches } from '../ledger/index.ts';
import { buildPlayingTeam, directFigures, type PlayingTeam } from '../../testing/agent-team-fixtures.ts';
import { withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

/**
 * The team overview reconciles: a team is built, deposits, plays, is paid bonuses and rebates and
 * withdraws; every figure the overview answers must equal a sum read straight from the postings
 * and the bet rows of the team's accounts, in a whole-hour zone and in a half-hour one.
 */
describe.each(TEST_DATABASES)('team overview on %s', (kind) => {
  let t: TestPlatform;
  let team: PlayingTeam;

  const sessionFor = async (memberId: number) => (await issueSession(t.platform, { memberId, loginType: 'username', ip: '203.0.113.10' })).token;
  const overview = async (token: string, query: Record<string, string>) => {
    const res = await t.request(`${ENDPOINTS.teamOverview.path}?${new URLSearchParams(query)}`, withToken(token));
    const body = (await res.json()) as { success: boolean; value?: unknown; errorCode?: string };
    return { status: res.status, body };
  };
  const read = async (token: string, query: Record<string, string>): Promise<TeamOverview> => {
    const res = await overview(token, query);
    expect(res.status).toBe(200);
    return teamOverviewSchema.parse(res.body.value);
  };
  beforeAll(async () => {
    t = await createTestPlatform(kind);
    team = await buildPlayingTeam(t);
  });
  afterAll(() => t.close());

  it.each(['America/Mexico_City', 'Asia/Kolkata'])('answers what the postings and rounds say, in %s', async (zone) => {
    const today = zonedDateTime(new Date(), zone).slice(0, 10);
    const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const query = { range: 'custom', startDate: shift(-1), endDate: shift(1), timeZone: zone };
    const [from, to] = [startOfDay(shift(-1), zone), endOfDay(shift(1), zone)];

    const whole = await read(team.root.token, query);
    const ids = [team.sub, team.p1, team.p2, team.p3].map((member) => member.id);
    const expected = await directFigures(t, ids, from, to);
    expect(whole).toMatchObject({ ...expected, team: { direct: 2, all: 4 }, registrations: 4, firstDeposits: 2, firstDepositAmount: '700.00' });
    expect(whole.deposits).toBe('770.00');
    expect(whole.withdrawals).toBe('30.00');
    expect(whole.days.map((d) => d.day)).toEqual([shift(-1), today, shift(1)]);
    expect(whole.days.reduce((sum, d) => sum + d.bets, 0)).toBe(8);

    const below = await read(team.sub.token, query);
    expect(below).toMatchObject({ ...(await directFigures(t, [team.p2.id, team.p3.id], from, to)), team: { direct: 2, all: 2 }, firstDeposits: 1 });
  });

  it('keeps every hourly figure equal to the rows it counts', async () => {
    expect(await reportStatsMismatches(t.platform)).toEqual(NO_MISMATCHES);
  });

  it('fills the figures of a database that already had history, as its migration does', async () => {
    const before = await read(team.root.token, { range: 'month' });
    const migration = await readFile(new URL('../../db/migrations/0021_report_stats.sql', import.meta.url), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^(UPDATE|INSERT)/m.test(statement) && !/^CREATE/m.test(statement));
    expect(backfill).toHaveLength(3);
    await t.platform.db.execute(sql`delete from team_hour_stats`);
    await t.platform.db.execute(sql`delete from member_hour_stats`);
    await t.platform.db.update(members).set({ firstDepositAt: null });
    for (const statement of backfill) await t.platform.db.execute(sql.raw(statement));
    // A migrated server starts with no kept reports: the overview is read from the filled figures.
    await t.platform.db.execute(sql`update team_stats_versions set version = version + 1`);
    expect(await reportStatsMismatches(t.platform)).toEqual(NO_MISMATCHES);
    expect(await read(team.root.token, { range: 'month' })).toEqual(before);

    // Figures gone wrong are found, and made again from the rows.
    await t.platform.db.execute(sql`update member_hour_stats set bets = bets + 1 where member_id = ${team.p1.id}`);
    await t.platform.db.execute(sql`update team_hour_stats set win = win + 1 where upline_id = ${team.sub.id}`);
    expect(await reportStatsMismatches(t.platform)).toMatchObject({ memberHours: expect.any(Number), teamHours: expect.any(Number), teamLinks: 0 });
    const spoiled = await reportStatsMismatches(t.platform);
    expect(spoiled.memberHours > 0 && spoiled.teamHours > 0).toBe(true);
    await rebuildReportStats(t.platform);
    expect(await reportStatsMismatches(t.platform)).toEqual(NO_MISMATCHES);
    expect(await read(team.root.token, { range: 'month' })).toEqual(before);
  });

  it('reads today by default, and the presets cover their days', async () => {
    const today = await read(team.root.token, {});
    expect(today).toMatchObject({ range: 'today', bets: 8, active: 2, gmtOffset: 'GMT+00:00' });
    expect(today.startDate).toBe(today.endDate);
    const month = await read(team.root.token, { range: 'month' });
    expect(month.startDate.endsWith('-01')).toBe(true);
    expect(month.bets).toBe(8);
    const yesterday = await read(team.root.token, { range: 'yesterday' });
    expect(yesterday).toMatchObject({ bets: 0, deposits: '0.00', registrations: 0 });
  });

  it('is for agents only, and refuses bad ranges', async () => {
    expect((await overview(team.p1.token, {})).body.errorCode).toBe('agent.only');
    for (const query of [
      { range: 'custom' },
      { range: 'custom', startDate: '2026-02-10', endDate: '2026-02-01' },
      { range: 'custom', startDate: '2024-01-01', endDate: '2026-01-01' },
      { range: 'decade' },
      { timeZone: 'Mars/Olympus' },
      { range: 'today\u0000' },
    ]) {
      const res = await overview(team.root.token, query);
      expect([res.status, res.body.errorCode]).toEqual([422, 'request_param_err']);
    }
  });

  it('counts only its own team: a sub-agent never sees its upline’s other accounts', async () => {
    const [seeded] = await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, 'agent02'));
    const agent02 = await read(await sessionFor(seeded!.id), { range: 'month' });
    expect(agent02.team.all).toBeLessThan(10);
    expect(agent02.bets).toBe(0);
  });
});
