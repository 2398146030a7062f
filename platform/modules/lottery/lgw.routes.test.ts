import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGameQuerySchema, openedNumbersSchema } from '../../../contract/game-play.ts';
import { lotteryMenusSchema, lotteryRecentSchema, type LotteryMenus } from '../../../contract/games.ts';
import { buildCatalogue } from '../../db/seed/games-catalogue.ts';
import { ensureOpenDraw, setLotteryRng } from './draws.ts';
import {
  FIVE_MINUTE_GAME,
  fixedDraw,
  gameByCode,
  LOTTERY_START,
  ONE_MINUTE_GAME,
  sessionMemberOf,
  testClock,
  VN_ELOTT_GAME,
} from '../../testing/lottery-fixtures.ts';
import { launchLottery } from './launch.ts';
import { MINUTE_MS } from './schedule.ts';
import { issueSession } from '../identity/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const catalogue = buildCatalogue();

describe.each(TEST_DATABASES)('the lottery gateway /lgw on %s', (kind) => {
  const clock = testClock();
  let t: TestPlatform;
  let token: string;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.request(path, { headers: { Language: 'EN', ...headers } });
    return { status: res.status, body: (await res.json()) as { success: boolean; value: unknown; errorCode?: string } };
  };
  const menus = async (query: string, headers: Record<string, string> = { Language: 'EN' }): Promise<LotteryMenus> => {
    const res = await t.request(`/lgw/games/game_menus${query}`, { headers });
    const body = (await res.json()) as { success: boolean; value: unknown };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return lotteryMenusSchema.parse(body.value);
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, clock.now);
    const member = await sessionMemberOf(t, 'player01');
    token = (await issueSession(t.platform, { memberId: member.memberId, loginType: 'username', ip: '203.0.113.10' })).token;
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
        expect(item).toMatchObject({
          // The SEA lottery's games are listed with the traditional draws, and play their own mode.
          prizeMode: game.vendor === 'TCG_SEA' ? 'SEA' : prizeMode,
          gameGroupCode: code,
          gameCode: game.code,
          gameName: game.nameEn,
          accountTypeName: game.vendor,
        });
        expect(game.classify.toUpperCase()).toBe(code);
      }
      const sorts = group.gameMenus.map((i) => catalogue.games.find((g) => g.id === i.gameId)!.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
  });

  it('lists the SEA lottery alone in SEA, and the traditional draws without it in ZY', async () => {
    const items = async (mode: string) => Object.values(await menus(`?prizeMode=${mode}`)).flatMap((group) => group.gameMenus);
    const sea = await items('SEA');
    expect(sea.map((i) => i.gameId).sort((a, b) => a - b)).toEqual(
      catalogue.games.filter((g) => g.category === 'LOTT' && g.vendor === 'TCG_SEA').map((g) => g.id),
    );
    expect(sea.every((i) => i.prizeMode === 'SEA' && i.accountTypeName === 'TCG_SEA')).toBe(true);
    const zy = await items('ZY');
    expect(zy.map((i) => i.gameId).sort((a, b) => a - b)).toEqual(
      catalogue.games.filter((g) => g.category === 'LOTT' && g.vendor !== 'TCG_SEA').map((g) => g.id),
    );
    expect(zy.every((i) => i.prizeMode === 'ZY')).toBe(true);
  });

  it('lists Vietnamese draws first and names groups and games in the caller language', async () => {
    const value = await menus('?prizeMode=LOTT', { Language: 'ES' });
    expect(Object.keys(value)[0]).toBe('VN');
    expect(value.VN!.gameGroupName).toBe('Lotería de Vietnam');
    expect(value.VN!.gameMenus.every((i) => i.gameName.startsWith('Lotería') || /^(Hanói|Saigón)/.test(i.gameName))).toBe(true);
    expect(Object.keys(await menus(''))).toEqual(Object.keys(value));
  });

  it('refuses an unknown prize mode', async () => {
    const res = await t.request('/lgw/games/game_menus?prizeMode=XX');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it.each(['LOTT', 'ELOTT'] as const)('lists the %s games of the Vietnamese lottery, tagged with its vendor', async (prizeMode) => {
    const { status, body } = await get(`/lgw/vn/games/game_menu?prizeMode=${prizeMode}&device=WEB`);
    expect(status).toBe(200);
    const items = Object.values(lotteryMenusSchema.parse(body.value)).flatMap((g) => g.gameMenus);
    const expected = catalogue.games.filter((g) => g.category === prizeMode && g.vendor === 'TCG_LOTTO_VN');
    expect(items.map((i) => i.gameCode).sort()).toEqual(expected.map((g) => g.code).sort());
    expect(items.every((i) => i.accountTypeName === 'TCG_LOTTO_VN' && i.prizeMode === prizeMode)).toBe(true);
  });

  it('lists the member’s recent lottery games, the latest first, and needs a session', async () => {
    expect((await get('/lgw/vn/games/game_menu/recent')).status).toBe(401);
    const member = await sessionMemberOf(t, 'player01');
    for (const code of [VN_ELOTT_GAME, FIVE_MINUTE_GAME]) {
      await launchLottery(t.platform, member, launchGameQuerySchema.parse({ launchMode: 'LOTT', lottoGameCode: code }), 'EN');
      clock.advance(1_000);
    }
    const { body } = await get('/lgw/vn/games/game_menu/recent', { Authorization: token });
    const recent = lotteryRecentSchema.parse(body.value);
    expect(recent.list.map((i) => [i.gameCode, i.prizeMode])).toEqual([
      [FIVE_MINUTE_GAME, 'LOTT'],
      [VN_ELOTT_GAME, 'ELOTT'],
    ]);
    const elott = lotteryRecentSchema.parse((await get('/lgw/vn/games/game_menu/recent?prizeMode=ELOTT', { Authorization: token })).body.value);
    expect(elott.list.map((i) => i.gameCode)).toEqual([VN_ELOTT_GAME]);
  });

  it('lists opened numbers, the latest draw first, with game names in the caller language', async () => {
    const game = await gameByCode(t, ONE_MINUTE_GAME);
    setLotteryRng(t.platform, fixedDraw(31_415));
    clock.set(LOTTERY_START);
    await ensureOpenDraw(t.platform, game);
    clock.advance(MINUTE_MS);
    await ensureOpenDraw(t.platform, game);
    clock.advance(MINUTE_MS);
    const { body } = await get(`/lgw/vn/numeros/opened/game?gameCode=${ONE_MINUTE_GAME}&prizeMode=ELOTT&limit=5`, { Language: 'ES' });
    const opened = openedNumbersSchema.parse(body.value);
    expect(opened.list.map((d) => [d.drawNo, d.numbers, d.gameName])).toEqual([
      ['20261121-0766', '31415', 'Keno 1 Minuto'],
      ['20261121-0765', '31415', 'Keno 1 Minuto'],
    ]);
    expect(openedNumbersSchema.parse((await get('/lgw/vn/numeros/opened/game?gameCode=NOPE')).body.value).list).toEqual([]);
    expect((await get('/lgw/vn/numeros/opened/game?limit=500')).status).toBe(422);
    setLotteryRng(t.platform, null);
  });
});
