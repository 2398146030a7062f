import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favouriteIdsSchema, favouriteListSchema, recentGamesSchema } from '../../../contract/game-play.ts';
import { IN_HOUSE_VENDORS } from '../../../contract/games.ts';
import { favouriteGames, games, gameVendors } from '../../db/schema/index.ts';
import { forgetCatalogue } from '../catalogue/index.ts';
import { JSON_HEADERS, launch, newMember, pickGame, type TestMember } from '../../testing/slot-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

type Game = Awaited<ReturnType<typeof pickGame>>;
const RELAY = '/wps/relay';

describe.each(TEST_DATABASES)('favourites and recent games on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  let member: TestMember;
  let rng: Game;
  let live: Game;
  let inHouse: Game;

  const call = async (method: string, path: string, token: string | null, body?: unknown, language = 'EN') => {
    const res = await t.request(`${RELAY}/${path}`, {
      method,
      headers: { ...JSON_HEADERS, Language: language, ...(token ? { Authorization: token } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, ...((await res.json()) as { success: boolean; value: unknown; errorCode?: string }) };
  };
  const add = (m: TestMember, g: Game, vendor = g.vendor) =>
    call('POST', 'MCSFE_addFavoriteGameV2', m.token, { nodeId: g.nodeId, vendor, gameType: g.category });
  const remove = (m: TestMember, nodeId: number) => call('DELETE', 'MCSFE_removeFavoriteGameV2', m.token, { nodeId });
  const ids = async (m: TestMember) => favouriteIdsSchema.parse((await call('GET', 'MCSFE_getFavoriteGames', m.token)).value);
  const list = async (m: TestMember, query: Record<string, string> = {}, language = 'EN') => {
    const q = new URLSearchParams({ clientType: '3', platform: 'flash', pageNo: '1', pageSize: '999', ...query });
    return favouriteListSchema.parse((await call('GET', `MCSFE_getFavoriteGamesList?${q}`, m.token, undefined, language)).value);
  };
  const tick = () => (clock += 2_000);

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    rng = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'JL'));
    live = await pickGame(t, eq(games.category, 'LIVE'));
    inHouse = await pickGame(t, eq(games.category, 'RNG'), inArray(games.vendor, [...IN_HOUSE_VENDORS]));
  });
  beforeEach(async () => {
    member = await newMember(t, { balance: 10_000n });
    tick();
  });
  afterAll(() => t.close());

  it('needs a real account for every call', async () => {
    const trial = await newMember(t, { trial: true });
    for (const [method, path, body] of [
      ['GET', 'MCSFE_getFavoriteGames', undefined],
      ['GET', 'MCSFE_getFavoriteGamesList', undefined],
      ['POST', 'MCSFE_addFavoriteGameV2', { nodeId: rng.nodeId, vendor: rng.vendor, gameType: 'RNG' }],
      ['DELETE', 'MCSFE_removeFavoriteGameV2', { nodeId: rng.nodeId }],
      ['GET', 'GCS_recentGame', undefined],
    ] as const) {
      expect(await call(method, path, null, body)).toMatchObject({ status: 401, errorCode: 'login.not.session' });
      expect(await call(method, path, trial.token, body)).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    }
    expect(await t.platform.db.$count(favouriteGames, eq(favouriteGames.memberId, trial.id))).toBe(0);
  });

  it('adds, lists newest first, and removes favourites; both are idempotent', async () => {
    expect(await ids(member)).toEqual([]);
    expect(await add(member, rng)).toMatchObject({ status: 200, success: true });
    tick();
    expect(await add(member, live)).toMatchObject({ success: true });
    tick();
    expect(await add(member, rng)).toMatchObject({ success: true });
    expect(await ids(member)).toEqual([live.nodeId, rng.nodeId]);

    const page = await list(member);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(page.content.map((g) => [g.nodeId, g.gameName, g.vassalage, g.gameType])).toEqual([
      [live.nodeId, live.nameEn, live.vendor, 'LIVE'],
      [rng.nodeId, rng.nameEn, rng.vendor, 'RNG'],
    ]);
    expect((await list(member, {}, 'ES')).content[1]!.gameName).toBe(rng.nameEs);
    expect((await list(member, { gameType: 'RNG' })).content.map((g) => g.nodeId)).toEqual([rng.nodeId]);

    expect(await remove(member, live.nodeId)).toMatchObject({ status: 200, success: true });
    tick();
    expect(await remove(member, live.nodeId)).toMatchObject({ success: true });
    tick();
    expect(await remove(member, 987_654_321)).toMatchObject({ success: true });
    expect(await ids(member)).toEqual([rng.nodeId]);
  });

  it('pages the list, filters the in-house group as BGS, and hides games that were switched off', async () => {
    for (const g of [rng, live, inHouse]) {
      await add(member, g);
      tick();
    }
    const first = await list(member, { pageSize: '2' });
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(first.content.map((g) => g.nodeId)).toEqual([inHouse.nodeId, live.nodeId]);
    expect((await list(member, { pageSize: '2', pageNo: '2' })).content.map((g) => g.nodeId)).toEqual([rng.nodeId]);
    expect((await list(member, { gameType: 'BGS' })).content.map((g) => g.nodeId)).toEqual([inHouse.nodeId]);

    await t.platform.db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, live.vendor));
    forgetCatalogue(t.platform);
    try {
      expect(await ids(member)).toEqual([inHouse.nodeId, rng.nodeId]);
      expect((await list(member)).content).toHaveLength(2);
    } finally {
      await t.platform.db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, live.vendor));
      forgetCatalogue(t.platform);
    }
  });

  it('refuses an unknown game, a vendor that is not the game’s, and a malformed body', async () => {
    expect(await call('POST', 'MCSFE_addFavoriteGameV2', member.token, { nodeId: 987_654_321, vendor: 'PG', gameType: 'RNG' })).toMatchObject({
      status: 404,
      errorCode: 'game.not.found',
    });
    tick();
    expect(await add(member, rng, 'PG')).toMatchObject({ status: 404, errorCode: 'game.not.found' });
    tick();
    expect(await call('POST', 'MCSFE_addFavoriteGameV2', member.token, { nodeId: 'x' })).toMatchObject({
      status: 422,
      errorCode: 'request_param_err',
    });
    tick();
    expect(await add(member, inHouse, 'BGS')).toMatchObject({ success: true });
    expect(await ids(member)).toEqual([inHouse.nodeId]);
  });

  it('lets a member change favourites at most five times a second', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await (i % 2 ? remove(member, rng.nodeId) : add(member, rng)));
    expect(answers.slice(0, 5).every((a) => a.success)).toBe(true);
    expect(answers.slice(5)).toEqual([
      expect.objectContaining({ status: 429, errorCode: 'favourite.throttled' }),
      expect.objectContaining({ status: 429, errorCode: 'favourite.throttled' }),
    ]);
    expect((await call('GET', 'MCSFE_getFavoriteGames', member.token)).success).toBe(true);
    tick();
    expect((await remove(member, rng.nodeId)).success).toBe(true);
  });

  it('lists recent games, the latest launch first, by category when asked', async () => {
    const empty = await call('GET', 'GCS_recentGame?pageNo=1&pageSize=20&gameType=RNG&clientType=3', member.token);
    expect(recentGamesSchema.parse(empty.value)).toEqual({ list: [] });
    for (const g of [rng, live, inHouse, rng]) {
      expect((await launch(t, member.token, { launchMode: 'GLS', gameId: g.id })).status).toBe(200);
      tick();
    }
    const all = recentGamesSchema.parse((await call('GET', 'GCS_recentGame', member.token)).value);
    expect(all.list.map((g) => g.nodeId)).toEqual([rng.nodeId, inHouse.nodeId, live.nodeId]);
    const rngOnly = recentGamesSchema.parse((await call('GET', 'GCS_recentGame?gameType=RNG&language=ES', member.token)).value);
    expect(rngOnly.list.map((g) => [g.nodeId, g.gameName])).toEqual([
      [rng.nodeId, rng.nameEs],
      [inHouse.nodeId, inHouse.nameEs],
    ]);
    const twoOnly = recentGamesSchema.parse((await call('GET', 'GCS_recentGame?pageSize=2&pageNo=2', member.token)).value);
    expect(twoOnly.list.map((g) => g.nodeId)).toEqual([live.nodeId]);
    expect(await t.platform.db.$count(favouriteGames, and(eq(favouriteGames.memberId, member.id)))).toBe(0);
  });
});
