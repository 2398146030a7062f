import { describe, expect, it } from 'vitest';
import type { Lane, LotteryMenus, VendorCard } from '../../../contract/games.ts';
import { areaOf, elottOffered, findMenuItem, gameCodeOf, menuGroups, prizeModeOf } from './lottery-rules.ts';

const item = (gameCode: string, vendor: string, prizeMode: 'LOTT' | 'ELOTT' = 'LOTT') => ({
  gameId: 1,
  nodeId: 2,
  gameCode,
  gameName: `Game ${gameCode}`,
  accountTypeName: vendor,
  gameGroupCode: 'G',
  prizeMode,
  iconUrl: '',
  isHot: 0 as const,
  isNew: 0 as const,
});
const LOTT: LotteryMenus = {
  VN: { gameGroupCode: 'VN', gameGroupName: 'Vietnam', gameMenus: [item('VN_1', 'TCG_LOTTO_VN'), item('VN_2', 'TCG_LOTTO_VN')] },
  SEA: { gameGroupCode: 'SEA', gameGroupName: 'South-East Asia', gameMenus: [item('SEA_1', 'TCG_SEA')] },
  PK10: { gameGroupCode: 'PK10', gameGroupName: 'PK10', gameMenus: [item('L_1', 'LOTT')] },
};
const ELOTT: LotteryMenus = { VN: { gameGroupCode: 'VN', gameGroupName: 'Vietnam', gameMenus: [item('VN_9', 'TCG_LOTTO_VN', 'ELOTT')] } };
const lane = (title: string, ...vendors: string[]): Lane => ({
  title,
  displayName: title,
  cards: vendors.map((vassalage) => ({ vassalage }) as VendorCard),
  gameClassify: [],
});

describe('lottery pages', () => {
  it('read a well-formed game code from the URL, and nothing else', () => {
    expect(gameCodeOf(new URL('http://site.test/vnLottery?gameCode=TCG_LOTTO_VN_0001'))).toBe('TCG_LOTTO_VN_0001');
    for (const query of ['', '?gameCode=', '?gameCode=%3Cscript%3E', `?gameCode=${'x'.repeat(65)}`]) {
      expect(gameCodeOf(new URL(`http://site.test/lottery${query}`)), query).toBeNull();
    }
  });

  it('offer entertainment draws when the ELOTT lane has a TCG_LOTTO_VN or LOTT card', () => {
    expect(elottOffered([lane('ELOTT', 'TCG_LOTTO_VN')])).toBe(true);
    expect(elottOffered([lane('ELOTT', 'OTHER', 'LOTT')])).toBe(true);
    expect(elottOffered([lane('ELOTT', 'TCG_SEA'), lane('LOTT', 'TCG_LOTTO_VN')])).toBe(false);
    expect(elottOffered([])).toBe(false);
  });

  it('play an entertainment game in ELOTT only where the site offers it; the rest and the lobby in LOTT', () => {
    expect(prizeModeOf('VN_9', true, ELOTT)).toBe('ELOTT');
    expect(prizeModeOf('VN_9', false, ELOTT)).toBe('LOTT');
    expect(prizeModeOf('VN_1', true, ELOTT)).toBe('LOTT');
    expect(prizeModeOf(null, true, ELOTT)).toBe('LOTT');
    expect(prizeModeOf('VN_9', true, null)).toBe('LOTT');
    expect(findMenuItem('SEA_1', ELOTT, LOTT)?.gameName).toBe('Game SEA_1');
    expect(findMenuItem(null, LOTT)).toBeUndefined();
  });

  it("list each page's own vendors as links to their pages, the game shown marked", () => {
    expect(menuGroups(LOTT, 'vnLottery', 'VN_2')).toEqual([
      {
        code: 'VN',
        name: 'Vietnam',
        links: [
          { code: 'VN_1', name: 'Game VN_1', href: '/vnLottery?gameCode=VN_1', current: false },
          { code: 'VN_2', name: 'Game VN_2', href: '/vnLottery?gameCode=VN_2', current: true },
        ],
      },
    ]);
    expect(menuGroups(LOTT, 'seaLottery', null).map((g) => g.links.map((l) => l.href))).toEqual([['/seaLottery?gameCode=SEA_1']]);
    expect(menuGroups(LOTT, 'lottery', null).map((g) => g.code)).toEqual(['PK10']);
    expect(menuGroups(null, 'lottery', null)).toEqual([]);
    expect(['lottery', 'vnLottery', 'seaLottery'].map((p) => areaOf(p as 'lottery'))).toEqual(['VN', 'VN', 'SEA']);
  });
});
