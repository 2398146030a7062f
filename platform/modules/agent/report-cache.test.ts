import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lossStatementSchema, type LossStatement } from '../../../contract/agent-loss.ts';
import { teamOverviewSchema, type TeamOverview } from '../../../contract/agent-overview.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { games, members } from '../../db/schema/index.ts';
import { ensureWallet, houseAccount, rebuildReportStats, transfer } from '../ledger/index.ts';
import { buildPlayingTeam, type PlayingTeam } from '../../testing/agent-team-fixtures.ts';
import { createMember, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { openSlotPage, pickGame, playRound } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { teamVersion } from './report-cache.ts';

/**
 * A kept report is exact: every change of the team's figures or of the team itself reaches the
 * next answer, and an answer is kept only while nothing changed.
 */
describe.each(TEST_DATABASES)('kept agent reports on %s', (kind) => {
  let t: TestPlatform;
  let team: PlayingTeam;

  const get = async (path: string, token: string) => {
    const res = await t.request(path, withToken(token));
    expect(res.status).toBe(200);
    return ((await res.json()) as { value: unknown }).value;
  };
  const overview = async (token: string): Promise<TeamOverview> => teamOverviewSchema.parse(await get(`${ENDPOINTS.teamOverview.path}?range=month`, token));
  const statement = async (token: string): Promise<LossStatement> =>
    lossStatementSchema.parse(await get(`${ENDPOINTS.lossStatements.path}?period=monthly&sort=account`, token));

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    team = await buildPlayingTeam(t);
  });
  afterAll(() => t.close());

  it('answers a round, a new account and a move at once, at every level above them', async () => {
    const [rootBefore, subBefore] = [await overview(team.root.token), await overview(team.sub.token)];
    expect(await overview(team.root.token)).toEqual(rootBefore);

    const game = await pickGame(t, eq(games.category, 'RNG'));
    const page = await openSlotPage(t, team.p2, game.id);
    expect((await playRound(t, page, '2.00')).success).toBe(true);
    expect((await overview(team.root.token)).bets).toBe(rootBefore.bets + 1);
    expect((await overview(team.sub.token)).bets).toBe(subBefore.bets + 1);

    const joined = await createMember(t, { account: uniqueName('new'), password: 'Passw0rd!', type: 0, parentId: team.sub.id });
    expect(await overview(team.sub.token)).toMatchObject({ registrations: subBefore.registrations + 1, team: { all: subBefore.team.all + 1 } });
    expect((await overview(team.root.token)).team.all).toBe(rootBefore.team.all + 1);

    await t.platform.db.update(members).set({ parentId: team.root.id }).where(eq(members.id, joined.id));
    expect((await overview(team.sub.token)).team).toEqual(subBefore.team);
    expect((await overview(team.root.token)).team.direct).toBe(rootBefore.team.direct + 1);
  });

  it('answers a bonus in the loss statement at once', async () => {
    const before = await statement(team.sub.token);
    const wallet = await ensureWallet(t.platform, team.p3.id, 'MXN');
    const house = await houseAccount(t.platform, 'house:cash', 'MXN');
    await transfer(t.platform, { kind: 'bonus', memberId: team.p3.id, idempotencyKey: uniqueName('k'), from: house, to: wallet, amount: 500n });
    const after = await statement(team.sub.token);
    const p3 = (s: LossStatement) => s.list.find((row) => row.memberId === team.p3.id)?.bonuses ?? '0.00';
    expect([p3(before), p3(after)]).toEqual(['0.00', '5.00']);
    expect(Number(after.totals.bonuses) - Number(before.totals.bonuses)).toBeCloseTo(5, 2);
  });

  it('serves a kept answer while the version holds, and a new one after a rebuild', async () => {
    const kept = await overview(team.root.token);
    const version = await teamVersion(t.platform, team.root.id);
    // Figures changed behind the ledger's back are not seen: nothing moved the version...
    await t.platform.db.execute(sql`update team_day_stats set bets = bets + 100 where upline_id = ${team.root.id}`);
    expect(await teamVersion(t.platform, team.root.id)).toBe(version);
    expect(await overview(team.root.token)).toEqual(kept);
    // ...until the figures are made again from the rows, which moves every version on.
    await rebuildReportStats(t.platform);
    expect(BigInt(await teamVersion(t.platform, team.root.id))).toBeGreaterThan(BigInt(version));
    expect(await overview(team.root.token)).toEqual(kept);
  });
});
