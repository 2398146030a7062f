import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  HOT_GAMES_LIMIT,
  hotGamesSchema,
  IN_HOUSE_VENDORS,
  LANE_ORDER,
  rankListSchema,
  vassGameTypeSchema,
  vendorLanesSchema,
  WINNER_BOARD_LIMIT,
} from '../../../contract/games.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import { buildCatalogue } from '../../db/seed/games-catalogue.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const catalogue = buildCatalogue();
const byId = new Map(catalogue.games.map((g) => [g.id, g]));

describe.each(TEST_DATABASES)('game relays on %s', (kind) => {
  let t: TestPlatform;
  const relay = async <S extends z.ZodType>(path: string, schema: S, headers: Record<string, string> = { Language: 'EN' }): Promise<z.infer<S>> => {
    const res = await t.request(`/wps/relay/${path}`, { headers });
    const body = (await res.json()) as { success: boolean; value: unknown };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.success).toBe(true);
    return schema.parse(body.value);
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('serves the vendor lanes split as the client expects, with counts and logos', async () => {
    const { data } = await relay('GCSGAME_newGameVendor?platform=html5-desktop', vendorLanesSchema);
    expect(data.lanes.map((l) => l.title)).toEqual([...LANE_ORDER]);
    const lane = (title: string) => data.lanes.find((l) => l.title === title)!;
    expect(lane('SPORTS').cards.map((c) => c.vassalage)).toEqual(['SBO', 'IMSB', 'SABA']);
    expect(lane('ESPORTS').cards.map((c) => c.vassalage)).toEqual([...ESPORTS_VENDORS]);
    expect(lane('COCKFIGHT').cards.map((c) => c.vassalage)).toEqual([...COCKFIGHT_VENDORS]);
    expect(lane('BGS').cards.map((c) => c.vassalage)).toEqual([...IN_HOUSE_VENDORS]);
    expect(lane('RNG').cards.some((c) => (IN_HOUSE_VENDORS as readonly string[]).includes(c.vassalage))).toBe(false);

    const pg = lane('RNG').cards.find((c) => c.vassalage === 'PG')!;
    expect(pg).toMatchObject({
      displayName: 'PG Soft',
      isGame: 'VASSALAGE',
      lagerIcon: expect.stringMatching(/^\/cdn\/games\/vendor\/PG\.svg\?v=[\w-]{12}$/),
      smallIcon: expect.stringMatching(/^\/cdn\/games\/vendor\/PG\.svg\?v=[\w-]{12}$/),
    });
    expect(pg.gameCount).toBe(catalogue.games.filter((g) => g.vendor === 'PG' && g.category === 'RNG').length);
    expect(pg.gameId).toBeUndefined();
    const evo = lane('LIVE').cards.find((c) => c.vassalage === 'EVO')!;
    expect(evo.isGame).toBe('game');
    expect(byId.get(evo.gameId!)).toMatchObject({ vendor: 'EVO', code: 'EVO_LOBBY', nodeId: evo.nodeId });
    expect(lane('SPORTS').cards.find((c) => c.vassalage === 'SBO')).toMatchObject({ isGame: 'game', appNewWindow: 1, gameCount: 1 });

    const rngTotal = lane('RNG').gameClassify.reduce((sum, c) => sum + c.gameCount, 0);
    expect(rngTotal).toBe(lane('RNG').cards.reduce((sum, c) => sum + c.gameCount, 0));
    expect(lane('RNG').gameClassify.map((c) => c.key)).toEqual(['slot', 'jackpot', 'table', 'arcade', 'bingo']);
    expect(lane('RNG').displayName).toBe('Slots');
  });

  it('names lanes and sub-categories in the language asked for', async () => {
    const { data } = await relay('GCSGAME_newGameVendor', vendorLanesSchema, { Language: 'ES' });
    expect(data.lanes[0]).toMatchObject({ title: 'RNG', displayName: 'Tragamonedas' });
    expect(data.lanes[0]!.gameClassify.find((c) => c.key === 'table')!.displayName).toBe('Juegos de mesa');
    const en = await relay('GCSGAME_newGameVendor?language=EN', vendorLanesSchema, { Language: 'ES' });
    expect(en.data.lanes[0]!.displayName).toBe('Slots');
  });

  it('maps each lane and vendor to its sub-categories', async () => {
    const { content } = await relay('GCSGAME_getVassGameType', vassGameTypeSchema);
    expect(Object.keys(content)).toEqual([...LANE_ORDER]);
    expect(content.RNG!.PG).toEqual(['slot', 'jackpot', 'table', 'arcade', 'bingo']);
    expect(Object.keys(content.BGS!)).toEqual([...IN_HOUSE_VENDORS]);
    expect(content.ESPORTS!.AV).toEqual(['esports']);
    expect(content.FISH!.JL).toEqual(['arcade']);
  });

  it('lists up to twenty hot games in list order, in the caller language', async () => {
    const hot = catalogue.games.filter((g) => g.isHot).sort((a, b) => a.sort - b.sort || a.id - b.id);
    const { list } = await relay('GCSGAME_hotGamesV2?merchantCode=betplay&isPlatform=2&vassalage=&platform=flash,html5-desktop&language=ES', hotGamesSchema);
    expect(list).toHaveLength(HOT_GAMES_LIMIT);
    expect(list.map((g) => g.gameId)).toEqual(hot.slice(0, HOT_GAMES_LIMIT).map((g) => g.id));
    expect(list.map((g) => g.gameName)).toEqual(hot.slice(0, HOT_GAMES_LIMIT).map((g) => g.nameEs));
    const english = await relay('GCSGAME_hotGamesV2?merchantCode=betplay&isPlatform=2&vassalage=', hotGamesSchema, { Language: 'EN' });
    expect(english.list.map((g) => g.gameName)).toEqual(hot.slice(0, HOT_GAMES_LIMIT).map((g) => g.nameEn));
    const pg = await relay('GCSGAME_hotGamesV2?vassalage=PG', hotGamesSchema);
    expect(pg.list.length).toBeGreaterThan(0);
    expect(pg.list.every((g) => g.vassalage === 'PG' && g.isHot === 1)).toBe(true);
    expect((await relay('GCSGAME_hotGamesV2?vassalage=NOPE', hotGamesSchema)).list).toEqual([]);
  });

  it('shows the largest wins first, names masked, game named in the caller language', async () => {
    const { list } = await relay('GCSGAME_getRankList?gameCategory=ALL&language=ES&limitNum=20', rankListSchema);
    expect(list).toHaveLength(WINNER_BOARD_LIMIT);
    const amounts = list.map((w) => parseMinor(w.vo.winAmount)!);
    expect(amounts).toEqual([...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    for (const { vo } of list) {
      expect(vo.customerName).toMatch(/^.{1,2}\*\*\*.{0,2}$/);
      const game = catalogue.games.find((g) => g.nodeId === vo.nodeId)!;
      expect(vo).toMatchObject({
        gameName: game.nameEs,
        gameType: game.category,
        vendor: game.vendor,
        iconUrl: expect.stringMatching(new RegExp(`^/cdn/games/${game.id}\\.svg\\?v=[\\w-]{12}$`)),
      });
    }
    const live = await relay('GCSGAME_getRankList?gameCategory=LIVE&limitNum=5', rankListSchema);
    expect(live.list.length).toBeLessThanOrEqual(5);
    expect(live.list.every((w) => w.vo.gameType === 'LIVE')).toBe(true);
    const res = await t.request('/wps/relay/GCSGAME_getRankList?limitNum=21');
    expect(res.status).toBe(422);
  });
});
