import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryMenusSchema, type LotteryMenus } from '../../contract/games.ts';
import { buildCatalogue } from '../db/seed/games-catalogue.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../test-utils.ts';

const catalogue = buildCatalogue();

describe.each(TEST_DATABASES)('GET /lgw/games/game_menus on %s', (kind) => {
  let t: TestPlatform;
  const menus = async (query: string, headers: Record<string, string> = { Language: 'EN' }): Promise<LotteryMenus> => {
    const res = await t.request(`/lgw/games/game_menus${query}`, { headers });
    const body = (await res.json()) as { success: boolean; value: unknown };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return lotteryMenusSchema.parse(body.value);
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it.each(['LOTT', 'ELOTT'] as const)('groups every %s game of the catalogue by draw family', async (prizeMode) => {
    const value = await menus(`?prizeMode=${prizeMode}`);
    const expected = catalogue.games.filter((g) => g.category === prizeMode);
    const items = Object.values(value).flatMap((group) => group.gameMenus);
    expect(items.map((i) => i.gameId).sort((a, b) => a - b)).toEqual(expected.map((g) => g.id));
    for (const [code, group] of Object.entries(value)) {
      expect(group.gameGroupCode).toBe(code);
      expect(group.gameMenus.length).toBeGreaterThan(0);
      for (const item of group.gameMenus) {
        const game = catalogue.games.find((g) => g.id === item.gameId)!;
        expect(item).toMatchObject({ prizeMode, gameGroupCode: code, gameCode: game.code, gameName: game.nameEn, accountTypeName: game.vendor });
        expect(game.classify.toUpperCase()).toBe(code);
      }
      const sorts = group.gameMenus.map((i) => catalogue.games.find((g) => g.id === i.gameId)!.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
  });

  it('lists Vietnamese draws first and names groups and games in the caller language', async () => {
    const value = await menus('?prizeMode=LOTT', { Language: 'ES' });
    expect(Object.keys(value)[0]).toBe('VN');
    expect(value.VN!.gameGroupName).toBe('Lotería de Vietnam');
    expect(value.VN!.gameMenus.every((i) => i.gameName.startsWith('Lotería') || /^(Hanói|Saigón)/.test(i.gameName))).toBe(true);
    expect(Object.keys(await menus(''))).toEqual(Object.keys(value));
  });

  it('refuses an unknown prize mode', async () => {
    const res = await t.request('/lgw/games/game_menus?prizeMode=SEA');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});
