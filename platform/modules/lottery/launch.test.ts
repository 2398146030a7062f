import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGameQuerySchema } from '../../../contract/game-play.ts';
import { games, gameSessions, gameVendors, recentGames } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { FIVE_MINUTE_GAME, gameByCode, sessionMemberOf, testClock, VN_ELOTT_GAME } from '../../testing/lottery-fixtures.ts';
import { launchLottery } from './launch.ts';
import { resolveLotteryPlay } from './session.ts';
import { lobbyState } from './state.ts';
import { hashToken } from '../identity/index.ts';

describe.each(TEST_DATABASES)('launchLottery on %s', (kind) => {
  const clock = testClock();
  let t: TestPlatform;
  const query = (q: Record<string, string | number>) => launchGameQuerySchema.parse(q);
  const sessionOf = async (gameUrl: string) => {
    const token = /^\/gs\/lottery\/([A-Za-z0-9_-]+)$/.exec(gameUrl)?.[1];
    expect(token).toBeTruthy();
    const [row] = await t.platform.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashToken(token!)));
    return row!;
  };
  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PlatformError);
    return (err as PlatformError).code;
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
  });
  afterAll(() => t.close());

  it('opens a prize mode lobby on its first game, keeping a same-site back link', async () => {
    const member = await sessionMemberOf(t, 'player01');
    const { gameUrl } = await launchLottery(
      t.platform,
      member,
      query({
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoPrizeMode: 'ELOTT',
        lottoGameCode: 'lobby',
        lottoView: 'lobby',
        device: 'WEB',
        backUrl: '/elott',
      }),
      'EN',
    );
    const session = await sessionOf(gameUrl);
    expect(session).toMatchObject({ memberId: member.memberId, mode: 'lottery', language: 'EN' });
    expect(session.options).toEqual({
      prizeMode: 'ELOTT',
      view: 'lobby',
      backUrl: '/elott',
      gameCode: null,
      area: 'VN',
      siteSessionId: member.sessionId,
    });
    expect((await t.platform.db.select().from(recentGames).where(eq(recentGames.memberId, member.memberId))).length).toBe(0);
  });

  it('opens one game in the betting view, in its own prize mode, records it as recent, and links back home for a foreign back link', async () => {
    const member = await sessionMemberOf(t, 'player02');
    const game = await gameByCode(t, VN_ELOTT_GAME);
    const { gameUrl } = await launchLottery(
      t.platform,
      member,
      query({
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoPrizeMode: 'LOTT',
        lottoGameCode: VN_ELOTT_GAME,
        lottoView: 'betting',
        backUrl: '/.//evil.example',
      }),
      'ES',
    );
    const session = await sessionOf(gameUrl);
    expect(session.gameId).toBe(game.id);
    expect(session.options).toEqual({
      prizeMode: 'ELOTT',
      view: 'betting',
      backUrl: '/',
      gameCode: VN_ELOTT_GAME,
      area: 'VN',
      siteSessionId: member.sessionId,
    });
    const [recent] = await t.platform.db
      .select()
      .from(recentGames)
      .where(and(eq(recentGames.memberId, member.memberId), eq(recentGames.gameId, game.id)));
    expect(recent!.launchedAt).toEqual(clock.now());
  });

  it("lists only the launch area's games in the lobby: SEA the SEA lottery's, VN every other", async () => {
    const member = await sessionMemberOf(t, 'player01');
    const lobbyOf = async (q: Record<string, string>) => {
      const { gameUrl, prizeMode, lottoMode } = await launchLottery(
        t.platform,
        member,
        query({ launchMode: 'LOTT', lottoView: 'lobby', device: 'WEB', ...q }),
        'ES',
      );
      const play = await resolveLotteryPlay(t.platform, gameUrl.split('/').at(-1));
      const codes = (await lobbyState(t.platform, play)).games.map((g) => g.code);
      const vendors = await t.platform.db.select({ vendor: games.vendor }).from(games).where(inArray(games.code, codes));
      const [anchor] = await t.platform.db
        .select({ vendor: games.vendor })
        .from(games)
        .where(eq(games.id, (await sessionOf(gameUrl)).gameId));
      return { anchor: anchor!.vendor, vendors: new Set(vendors.map((v) => v.vendor)), count: codes.length, prizeMode, lottoMode };
    };
    // The SEA area plays the SEA prize mode, asked for or not.
    const sea = await lobbyOf({ lottoArea: 'SEA' });
    expect([sea.anchor, [...sea.vendors], sea.prizeMode, sea.lottoMode]).toEqual(['TCG_SEA', ['TCG_SEA'], 'SEA', 'SEA_Tradition']);
    expect((await lobbyOf({ lottoArea: 'SEA', lottoMode: 'SEA_Tradition' })).count).toBe(sea.count);
    const vn = await lobbyOf({ lottoArea: 'VN', lottoPrizeMode: 'LOTT' });
    expect(vn.vendors.has('TCG_SEA')).toBe(false);
    expect([...vn.vendors].sort()).toEqual(['LOTT', 'TCG_LOTTO_VN']);
    // Traditional draws without an area: every one of them, the SEA lottery's being a mode of their own.
    const all = await lobbyOf({ lottoPrizeMode: 'LOTT' });
    expect([all.count, all.prizeMode, all.lottoMode]).toEqual([vn.count, 'LOTT', 'Traditional']);
  });

  it('opens a GLS launch of a lottery game by its id', async () => {
    const member = await sessionMemberOf(t, 'player02');
    const game = await gameByCode(t, FIVE_MINUTE_GAME);
    const { gameUrl } = await launchLottery(t.platform, member, query({ launchMode: 'GLS', gameId: game.id, nodeId: game.nodeId }), 'EN');
    expect((await sessionOf(gameUrl)).options).toMatchObject({ prizeMode: 'LOTT', view: 'betting', gameCode: FIVE_MINUTE_GAME });
  });

  it('refuses trial accounts, unknown games and games that are not lotteries', async () => {
    const member = await sessionMemberOf(t, 'player03');
    expect(await refusal(launchLottery(t.platform, { ...member, type: 4 }, query({ launchMode: 'LOTT', lottoPrizeMode: 'LOTT' }), 'EN'))).toBe(
      'in_need_true_account',
    );
    expect(await refusal(launchLottery(t.platform, member, query({ launchMode: 'LOTT', lottoGameCode: 'NOPE_0001' }), 'EN'))).toBe('game.not.found');
    expect(await refusal(launchLottery(t.platform, member, query({ launchMode: 'GLS', gameId: 1 }), 'EN'))).toBe('game.not.found');
  });

  it('refuses a game whose vendor is under maintenance', async () => {
    const member = await sessionMemberOf(t, 'player03');
    await t.platform.db
      .update(gameVendors)
      .set({ maintenanceFrom: new Date(clock.ms - 60_000), maintenanceUntil: null })
      .where(eq(gameVendors.code, 'TCG_LOTTO_VN'));
    try {
      expect(await refusal(launchLottery(t.platform, member, query({ launchMode: 'LOTT', lottoGameCode: VN_ELOTT_GAME }), 'EN'))).toBe(
        'vendor_under_maintenance',
      );
    } finally {
      await t.platform.db.update(gameVendors).set({ maintenanceFrom: null }).where(eq(gameVendors.code, 'TCG_LOTTO_VN'));
    }
  });
});
