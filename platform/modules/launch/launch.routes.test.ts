import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGameResultSchema, launchUrlOf, vendorMaintenanceValueSchema } from '../../../contract/game-play.ts';
import { gameSessions, games, gameVendors, recentGames } from '../../db/schema/index.ts';
import { hashToken } from '../identity/index.ts';
import { FREE_PLAY_BALANCE_MINOR } from './launch.ts';
import { launch, newMember, pickGame, type TestMember } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

type Game = Awaited<ReturnType<typeof pickGame>>;

describe.each(TEST_DATABASES)('GET /wps/game/launchGame on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  let player: TestMember;
  let slot: Game;
  let freeSlot: Game;
  let paidOnly: Game;

  const answer = async (res: Response) => ({
    status: res.status,
    ...((await res.json()) as { success: boolean; value: unknown; errorCode?: string }),
  });
  const sessionOf = async (url: string) =>
    (
      await t.platform.db
        .select()
        .from(gameSessions)
        .where(eq(gameSessions.tokenHash, hashToken(url.split('/').pop()!)))
    )[0]!;

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    player = await newMember(t, { balance: 50_000n });
    slot = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'PG'));
    freeSlot = await pickGame(t, eq(games.category, 'RNG'), eq(games.freeplay, true));
    paidOnly = await pickGame(t, eq(games.category, 'RNG'), eq(games.freeplay, false));
  });
  afterAll(() => t.close());

  it('needs a session: 401 login.not.session', async () => {
    expect(await answer(await launch(t, null, { launchMode: 'GLS', gameId: slot.id }))).toMatchObject({
      status: 401,
      errorCode: 'login.not.session',
    });
  });

  it('refuses a launch without launchMode (request_param_err) and any verb but GET (#459)', async () => {
    expect(await answer(await launch(t, player.token, { gameId: slot.id }))).toMatchObject({ status: 422, errorCode: 'request_param_err' });
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await t.request(`/wps/game/launchGame?launchMode=GLS&gameId=${slot.id}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: player.token },
        body: '{}',
      });
      expect(await answer(res)).toMatchObject({ status: 405, errorCode: 'http_method_not_support' });
    }
  });

  it('opens a real-money game page and records the launch among recent games', async () => {
    const res = await answer(
      await launch(t, player.token, {
        launchMode: 'GLS',
        gameId: slot.id,
        nodeId: slot.nodeId,
        accountType: 1,
        platform: 'html5-desktop',
        clientType: 3,
        language: 'EN',
      }),
    );
    expect(res).toMatchObject({ status: 200, success: true });
    const value = launchGameResultSchema.parse(res.value);
    expect(value.content?.game_url).toMatch(/^\/gs\/slot\/[A-Za-z0-9_-]{43}$/);
    const session = await sessionOf(launchUrlOf(value)!);
    expect(session).toMatchObject({ memberId: player.id, gameId: slot.id, mode: 'real', language: 'EN', freeBalance: null });
    const [recent] = await t.platform.db
      .select()
      .from(recentGames)
      .where(and(eq(recentGames.memberId, player.id), eq(recentGames.gameId, slot.id)));
    expect(recent?.launchedAt.getTime()).toBe(clock);
  });

  it('names the game by node id too, and moves a relaunch to the top of recent games', async () => {
    clock += 60_000;
    const res = await answer(await launch(t, player.token, { launchMode: 'GLS', nodeId: slot.nodeId }));
    expect(res.status).toBe(200);
    const rows = await t.platform.db.select().from(recentGames).where(eq(recentGames.memberId, player.id));
    expect(rows).toEqual([expect.objectContaining({ gameId: slot.id, launchedAt: new Date(clock) })]);
  });

  it('refuses unknown and switched-off games and vendors, and a node id of another game: game.not.found', async () => {
    const other = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'PP'));
    expect(await answer(await launch(t, player.token, { launchMode: 'GLS', gameId: 999_999_999 }))).toMatchObject({
      status: 404,
      errorCode: 'game.not.found',
    });
    expect(await answer(await launch(t, player.token, { launchMode: 'GLS', gameId: slot.id, nodeId: other.nodeId }))).toMatchObject({
      errorCode: 'game.not.found',
    });
    expect(await answer(await launch(t, player.token, { launchMode: 'GLS' }))).toMatchObject({
      status: 422,
      errorCode: 'request_param_err',
    });

    await t.platform.db.update(games).set({ enabled: false }).where(eq(games.id, other.id));
    expect(await answer(await launch(t, player.token, { launchMode: 'GLS', gameId: other.id }))).toMatchObject({
      errorCode: 'game.not.found',
    });
    await t.platform.db.update(games).set({ enabled: true }).where(eq(games.id, other.id));

    await t.platform.db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, 'PP'));
    expect(await answer(await launch(t, player.token, { launchMode: 'GLS', gameId: other.id }))).toMatchObject({
      errorCode: 'game.not.found',
    });
    await t.platform.db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, 'PP'));
    expect((await launch(t, player.token, { launchMode: 'GLS', gameId: other.id })).status).toBe(200);
  });

  it('refuses a vendor in its maintenance window with the window, and launches again outside it', async () => {
    const setWindow = (from: Date | null, until: Date | null) =>
      t.platform.db.update(gameVendors).set({ maintenanceFrom: from, maintenanceUntil: until }).where(eq(gameVendors.code, 'PG'));
    await setWindow(new Date(clock - 3_600_000), new Date(clock + 7_200_000));
    const refused = await answer(await launch(t, player.token, { launchMode: 'GLS', gameId: slot.id }));
    expect(refused).toMatchObject({ status: 503, errorCode: 'vendor_under_maintenance' });
    expect(vendorMaintenanceValueSchema.parse(refused.value)).toEqual({
      content: { data: { vendor: 'PG', maintainTime: '2026-11-21 11:01:00', endTime: '2026-11-21 14:01:00' } },
    });

    await setWindow(new Date(clock - 1_000), null);
    const openEnded = await answer(await launch(t, player.token, { launchMode: 'GLS', gameId: slot.id, accountType: 0 }));
    expect(openEnded).toMatchObject({ errorCode: 'vendor_under_maintenance', value: { content: { data: { endTime: '' } } } });

    await setWindow(new Date(clock + 60_000), new Date(clock + 120_000));
    expect((await launch(t, player.token, { launchMode: 'GLS', gameId: slot.id })).status).toBe(200);
    await setWindow(new Date(clock - 120_000), new Date(clock));
    expect((await launch(t, player.token, { launchMode: 'GLS', gameId: slot.id })).status).toBe(200);
    await setWindow(null, null);
  });

  it('refuses real money to a trial account (in_need_true_account) and below the smallest stake', async () => {
    const trial = await newMember(t, { trial: true });
    expect(await answer(await launch(t, trial.token, { launchMode: 'GLS', gameId: slot.id, accountType: 1 }))).toMatchObject({
      status: 403,
      errorCode: 'in_need_true_account',
    });
    const poor = await newMember(t, { balance: 99n });
    expect(await answer(await launch(t, poor.token, { launchMode: 'GLS', gameId: slot.id }))).toMatchObject({
      status: 409,
      errorCode: 'launch_game_balance_not_enough',
    });
    const enough = await newMember(t, { balance: 100n });
    expect((await launch(t, enough.token, { launchMode: 'GLS', gameId: slot.id })).status).toBe(200);
  });

  it('opens free play with its own balance for any account, on free-play games only', async () => {
    const trial = await newMember(t, { trial: true });
    const res = await answer(await launch(t, trial.token, { launchMode: 'GLS', gameId: freeSlot.id, accountType: 0, language: 'ES' }));
    expect(res.status).toBe(200);
    const session = await sessionOf(launchUrlOf(res.value)!);
    expect(session).toMatchObject({ memberId: trial.id, mode: 'free', language: 'ES', freeBalance: FREE_PLAY_BALANCE_MINOR });
    expect(await t.platform.db.select().from(recentGames).where(eq(recentGames.memberId, trial.id))).toEqual([
      expect.objectContaining({ gameId: freeSlot.id }),
    ]);

    const broke = await newMember(t);
    expect((await launch(t, broke.token, { launchMode: 'GLS', gameId: freeSlot.id, accountType: 0 })).status).toBe(200);
    expect(await answer(await launch(t, broke.token, { launchMode: 'GLS', gameId: paidOnly.id, accountType: 0 }))).toMatchObject({
      status: 403,
      errorCode: 'game.free.unavailable',
    });
  });

  it('hands lottery launches to the lottery', async () => {
    const lobby = await answer(await launch(t, player.token, { launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoView: 'lobby', language: 'EN' }));
    expect(lobby).toMatchObject({ status: 200, success: true });
    expect(launchGameResultSchema.parse(lobby.value).gameUrl).toMatch(/^\/gs\/lottery\//);
    const lotteryGame = await pickGame(t, eq(games.category, 'LOTT'), eq(games.vendor, 'LOTT'));
    const byId = await answer(await launch(t, player.token, { launchMode: 'GLS', gameId: lotteryGame.id }));
    expect(launchGameResultSchema.parse(byId.value).gameUrl).toMatch(/^\/gs\/lottery\//);
  });
});
