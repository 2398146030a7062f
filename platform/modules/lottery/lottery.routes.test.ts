import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missionLeaderboardSchema, missionSummarySchema } from '../../../contract/game-play.ts';
import { missionListSchema } from '../../../contract/missions.ts';
import { setLotteryRng } from './draws.ts';
import { FIVE_MINUTE_GAME, fixedDraw, gameByCode, sessionMemberOf, testClock, ticketRequest } from '../../testing/lottery-fixtures.ts';
import { DAY_MS, MINUTE_MS } from './schedule.ts';
import { buyTicket } from './tickets.ts';
import { issueSession } from '../identity/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

describe.each(TEST_DATABASES)('lottery mission relays on %s', (kind) => {
  const clock = testClock();
  let t: TestPlatform;
  const tokenOf = async (account: string) =>
    (await issueSession(t.platform, { memberId: (await sessionMemberOf(t, account)).memberId, loginType: 'username', ip: '203.0.113.10' })).token;
  const relay = async (name: string, headers: Record<string, string> = {}) => {
    const res = await t.request(`/wps/relay/${name}`, { headers: { Language: 'EN', ...headers } });
    return { status: res.status, body: (await res.json()) as { value: unknown; errorCode?: string } };
  };

  let buy: (account: string, pick: string, stake: string, betType?: '2D' | '3D') => Promise<unknown>;

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
    const game = await gameByCode(t, FIVE_MINUTE_GAME);
    buy = async (account, pick, stake, betType = '2D') =>
      buyTicket(t.platform, { memberId: (await sessionMemberOf(t, account)).memberId, type: 0 }, game, ticketRequest({ betType, pick, stake }));
    await buy('player01', '45', '10.00'); // 950.00
    await buy('player01', '99', '3.00');
    await buy('player02', '345', '2.00', '3D'); // 1,900.00
    await buy('player03', '45', '1.00'); // 95.00
    await buy('player04', '11', '50.00');
    setLotteryRng(t.platform, fixedDraw(12_345));
    clock.advance(2 * MINUTE_MS);
  });
  afterAll(() => t.close());

  it('sums the member’s lottery day, with its lottery missions, for real accounts only', async () => {
    expect((await relay('MCSFE_getMissionSummaryDetails')).status).toBe(401);
    const { status, body } = await relay('MCSFE_getMissionSummaryDetails', { Authorization: await tokenOf('player01') });
    expect(status).toBe(200);
    // The seed's lottery mission reads the same two tickets.
    const tickets = { id: expect.any(String), title: 'Play 5 lottery tickets', progress: '2', target: '5', state: 'inProgress' };
    expect(missionSummarySchema.parse(body.value)).toEqual({ tickets: 2, staked: '13.00', won: '950.00', wins: 1, missions: [tickets] });
    expect(missionSummarySchema.parse((await relay('MCSFE_getMissionSummaryDetails', { Authorization: await tokenOf('player05') })).body.value)).toEqual({
      tickets: 0,
      staked: '0.00',
      won: '0.00',
      wins: 0,
      missions: [{ ...tickets, progress: '0' }],
    });
  });

  it('ranks today’s mission leaders by the rewards they claimed, names masked', async () => {
    const leaders = async (query = '') => missionLeaderboardSchema.parse((await relay(`MCSFE_getMissionLeaderboard${query}`)).body.value).list;
    // Lottery winnings alone rank nobody: the board is the missions'.
    expect(await leaders()).toEqual([]);
    /** Buys tickets until the member's lottery mission is done, then claims its reward. */
    const finishLotteryMission = async (account: string, tickets: number) => {
      for (let i = 0; i < tickets; i++) await buy(account, String(10 + i), '1.00');
      const token = await tokenOf(account);
      const list = missionListSchema.parse((await relay('MCSFE_getMissionList', { Authorization: token })).body.value).list;
      const mission = list.find((m) => m.kind === 'lotteryTickets')!;
      const res = await t.request('/wps/relay/MCSFE_claimMission', {
        method: 'POST',
        headers: { Authorization: token, Language: 'EN', 'Content-Type': 'application/json' },
        body: JSON.stringify({ missionId: mission.id }),
      });
      expect(res.status).toBe(200);
    };
    await finishLotteryMission('player03', 4);
    clock.advance(1_000);
    await finishLotteryMission('player01', 3);
    // Equal rewards: who claimed first ranks first.
    expect(await leaders()).toEqual([
      { rank: 1, customerName: 'pl***03', won: '3.00' },
      { rank: 2, customerName: 'pl***01', won: '3.00' },
    ]);
    expect(await leaders('?limit=1')).toHaveLength(1);
    clock.advance(DAY_MS);
    expect(missionLeaderboardSchema.parse((await relay('MCSFE_getMissionLeaderboard')).body.value).list).toEqual([]);
    setLotteryRng(t.platform, null);
  });
});
