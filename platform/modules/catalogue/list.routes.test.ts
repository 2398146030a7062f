import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListSchema, IN_HOUSE_VENDORS, type GameList } from '../../../contract/games.ts';
import { games, gameVendors } from '../../db/schema/index.ts';
import { buildCatalogue, type CatalogueGame } from '../../db/seed/games-catalogue.ts';
import { forgetCatalogue } from './snapshot.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const catalogue = buildCatalogue();
const listOrder = (list: CatalogueGame[]) => [...list].sort((a, b) => a.sort - b.sort || a.id - b.id);
const rng = listOrder(catalogue.games.filter((g) => g.category === 'RNG'));
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe.each(TEST_DATABASES)('GCSGAME_gameList on %s', (kind) => {
  let t: TestPlatform;
  const call = (query: string, headers: Record<string, string> = { Language: 'EN' }) => t.request(`/wps/relay/GCSGAME_gameList?${query}`, { headers });
  const list = async (query: string, headers?: Record<string, string>): Promise<GameList> => {
    const res = await call(query, headers);
    const body = (await res.json()) as { success: boolean; value: unknown };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return gameListSchema.parse(body.value);
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('pages RNG in list order with the contract defaults, first and 500th page alike', async () => {
    const first = await list('clientType=3&platform=flash,html5-desktop&merchant=betplay&gameType=RNG&pageNo=1&language=EN');
    expect(first).toMatchObject({ pageNo: 1, totalCount: 10_000, totalPages: 500 });
    expect(first.games.map((g) => g.gameId)).toEqual(rng.slice(0, 20).map((g) => g.id));
    const last = await list('gameType=RNG&pageNo=500');
    expect(last.games.map((g) => g.gameId)).toEqual(rng.slice(9_980).map((g) => g.id));
    expect(last.games[0]).toMatchObject({
      gameType: 'RNG',
      isGame: 'game',
      iconUrl: expect.stringMatching(new RegExp(`^/cdn/games/${rng[9_980]!.id}\\.svg\\?v=[\\w-]{12}$`)),
      gameName: rng[9_980]!.nameEn,
    });
  });

  it('answers a page past the end with no games and the true totals', async () => {
    expect(await list('gameType=RNG&pageNo=501')).toEqual({ games: [], pageNo: 501, totalCount: 10_000, totalPages: 500 });
    const wide = await list('gameType=RNG&pageNo=34&pageSize=100');
    expect(wide).toMatchObject({ totalPages: 100, totalCount: 10_000 });
    expect(wide.games.map((g) => g.gameId)).toEqual(rng.slice(3_300, 3_400).map((g) => g.id));
  });

  it.each(['pageSize=101', 'pageSize=0', 'pageNo=0', 'pageSize=ten', 'gameType=CASINO', 'filter=FAV', 'gameClassify=poker'])(
    'refuses %s with 422 request_param_err',
    async (query) => {
      const res = await call(query);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    },
  );

  it('narrows to a vendor, and to the in-house group by INHOUSE, BGS or gameType BGS', async () => {
    const pg = await list('gameType=RNG&vassalage=PG&pageSize=100&pageNo=11');
    expect(pg).toMatchObject({ totalCount: 1_100, totalPages: 11 });
    expect(pg.games.map((g) => g.gameId)).toEqual(
      rng
        .filter((g) => g.vendor === 'PG')
        .slice(1_000)
        .map((g) => g.id),
    );
    const inHouse = rng.filter((g) => (IN_HOUSE_VENDORS as readonly string[]).includes(g.vendor));
    for (const query of ['gameType=RNG&vassalage=INHOUSE', 'vassalage=BGS', 'gameType=BGS', 'gameType=BGS&vassalage=inhouse']) {
      const page = await list(`${query}&pageSize=100`);
      expect(page.totalCount, query).toBe(inHouse.length);
      expect(page.games.map((g) => g.gameId)).toEqual(inHouse.slice(0, 100).map((g) => g.id));
    }
    expect((await list('gameType=BGS&vassalage=BPS')).totalCount).toBe(inHouse.filter((g) => g.vendor === 'BPS').length);
    expect(await list('gameType=RNG&vassalage=NOPE')).toEqual({ games: [], pageNo: 1, totalCount: 0, totalPages: 0 });
    expect((await list('gameType=RNG&vassalage=')).totalCount).toBe(10_000);
  });

  it('filters by sub-category, hot and new', async () => {
    const jackpots = rng.filter((g) => g.classify === 'jackpot');
    const page = await list('gameType=RNG&gameClassify=jackpot&pageSize=100&pageNo=2');
    expect(page.totalCount).toBe(jackpots.length);
    expect(page.games.map((g) => g.gameId)).toEqual(jackpots.slice(100, 200).map((g) => g.id));
    const hot = await list('gameType=RNG&filter=HOT&pageSize=100');
    expect(hot.totalCount).toBe(rng.filter((g) => g.isHot).length);
    expect(hot.games.every((g) => g.isHot === 1)).toBe(true);
    const fresh = await list('gameType=FISH&filter=NEW&pageSize=100');
    expect(fresh.games.map((g) => g.gameId)).toEqual(listOrder(catalogue.games.filter((g) => g.category === 'FISH' && g.isNew)).map((g) => g.id));
  });

  it('searches names case- and accent-insensitively in the language asked for', async () => {
    const en = await list('gameType=RNG&gameName=DRAGON&pageSize=100');
    const expectedEn = rng.filter((g) => fold(g.nameEn).includes('dragon'));
    expect(expectedEn.length).toBeGreaterThan(100);
    expect(en.totalCount).toBe(expectedEn.length);
    expect(en.games.map((g) => g.gameId)).toEqual(expectedEn.slice(0, 100).map((g) => g.id));
    const expectedEs = rng.filter((g) => fold(g.nameEs).includes('dragon'));
    expect(expectedEs.some((g) => !g.nameEs.includes('Dragón'))).toBe(false);
    for (const term of ['dragon', 'DRAGÓN', 'dragón']) {
      const es = await list(`gameType=RNG&gameName=${encodeURIComponent(term)}&pageSize=100`, { Language: 'ES' });
      expect(es.totalCount, term).toBe(expectedEs.length);
      expect(es.games.every((g) => g.gameName.includes('Dragón'))).toBe(true);
    }
    const holdAndWin = await list(`gameName=${encodeURIComponent('hold & win')}`);
    expect(holdAndWin.totalCount).toBeGreaterThan(0);
    expect(holdAndWin.totalCount).toBe(catalogue.games.filter((g) => g.nameEn.includes('Hold & Win')).length);
    for (const odd of ['%', '_', '(', 'a.*b', '\\']) expect((await list(`gameName=${encodeURIComponent(odd)}`)).totalCount, odd).toBe(0);
  });

  it('answers in the language of the query, else of the header, else Spanish', async () => {
    const game = rng[0]!;
    expect((await list('gameType=RNG&pageSize=1')).games[0]!.gameName).toBe(game.nameEn);
    expect((await list('gameType=RNG&pageSize=1&language=ES')).games[0]!.gameName).toBe(game.nameEs);
    expect((await list('gameType=RNG&pageSize=1', {})).games[0]!.gameName).toBe(game.nameEs);
    expect((await list('gameType=RNG&pageSize=1&language=CN')).games[0]!.gameName).toBe(game.nameEn);
  });

  it('leaves out disabled vendors and games, with totals to match', async () => {
    const db = t.platform.db;
    await db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.code, 'PG'));
    await db.update(games).set({ enabled: false }).where(eq(games.id, rng[1]!.id));
    forgetCatalogue(t.platform);
    try {
      const page = await list('gameType=RNG&pageSize=100');
      const visible = rng.filter((g) => g.vendor !== 'PG' && g.id !== rng[1]!.id);
      expect(page.totalCount).toBe(visible.length);
      expect(page.games.map((g) => g.gameId)).toEqual(visible.slice(0, 100).map((g) => g.id));
      expect((await list('gameType=RNG&vassalage=PG')).totalCount).toBe(0);
    } finally {
      await db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, 'PG'));
      await db.update(games).set({ enabled: true }).where(eq(games.id, rng[1]!.id));
      forgetCatalogue(t.platform);
    }
  });
});
