import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openedNumbersSchema } from '../../../contract/game-play.ts';
import { ensureOpenDraw, setLotteryRng } from './draws.ts';
import { FIVE_MINUTE_GAME, fixedDraw, gameByCode, ONE_MINUTE_GAME, sessionMemberOf, testClock, ticketRequest } from '../../testing/lottery-fixtures.ts';
import { MINUTE_MS } from './schedule.ts';
import { buyTicket } from './tickets.ts';
import { issueSession } from '../identity/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

describe.each(TEST_DATABASES)('GET /lotto/lgw/games/opened/numero on %s', (kind) => {
  const clock = testClock();
  let t: TestPlatform;
  const tokenOf = async (account: string) =>
    (await issueSession(t.platform, { memberId: (await sessionMemberOf(t, account)).memberId, loginType: 'username', ip: '203.0.113.10' })).token;
  const opened = async (token: string, query = '') => {
    const res = await t.request(`/lotto/lgw/games/opened/numero${query}`, { headers: { Authorization: token, Language: 'EN' } });
    expect(res.status).toBe(200);
    return openedNumbersSchema.parse(((await res.json()) as { value: unknown }).value);
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
  });
  afterAll(() => t.close());

  it('lists the latest numbers of the games the member holds tickets in, and needs a session', async () => {
    expect((await t.request('/lotto/lgw/games/opened/numero')).status).toBe(401);
    const player = await sessionMemberOf(t, 'player01');
    const mine = await gameByCode(t, FIVE_MINUTE_GAME);
    const other = await gameByCode(t, ONE_MINUTE_GAME);
    await buyTicket(t.platform, { memberId: player.memberId, type: 0 }, mine, ticketRequest());
    await ensureOpenDraw(t.platform, other);
    setLotteryRng(t.platform, fixedDraw(24_680));
    clock.advance(5 * MINUTE_MS);

    const list = (await opened(await tokenOf('player01'))).list;
    expect(list.map((d) => [d.gameCode, d.drawNo, d.numbers, d.gameName])).toEqual([[FIVE_MINUTE_GAME, '20261121-0153', '24680', 'Lucky Time 5 Minutes']]);
    expect((await opened(await tokenOf('player01'), `?gameCode=${ONE_MINUTE_GAME}`)).list).toEqual([]);
    // A member with no tickets follows no game.
    expect((await opened(await tokenOf('player02'))).list).toEqual([]);
    setLotteryRng(t.platform, null);
  });
});
