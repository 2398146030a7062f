import { describe, expect, it } from 'vitest';
import type { Lane, LotteryMenus, VendorCard } from '../../../contract/games.ts';
import {
  areaOf,
  askedModeOf,
  elottOffered,
  findMenuItem,
  gameCodeOf,
  menuGroups,
  menuLink,
  modeHref,
  offersModeChoice,
  prizeModeOf,
  type ModeFacts,
} from './lottery-rules.ts';

const item = (gameCode: string, vendor: string, prizeMode: 'LOTT' | 'ELOTT' | 'SEA' | 'ZY' = 'LOTT') => ({
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
  SEA: { gameGroupCode: 'SEA', gameGroupName: 'South-East Asia', gameMenus: [item('SEA_1', 'TCG_SEA', 'SEA')] },
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
    const facts: ModeFacts = { page: 'lottery', offered: true, elottMenus: ELOTT, lottMenus: LOTT, asked: null };
    expect(prizeModeOf('VN_9', facts)).toBe('ELOTT');
    expect(prizeModeOf('VN_9', { ...facts, offered: false })).toBe('LOTT');
    expect(prizeModeOf('VN_1', facts)).toBe('LOTT');
    expect(prizeModeOf(null, facts)).toBe('LOTT');
    expect(prizeModeOf('VN_9', { ...facts, elottMenus: null })).toBe('LOTT');
    expect(findMenuItem('SEA_1', ELOTT, LOTT)?.gameName).toBe('Game SEA_1');
    expect(findMenuItem(null, LOTT)).toBeUndefined();
  });

  it('play SEA on the SEA page and for SEA games, and ZY on traditional draws when the player chose it', () => {
    const facts: ModeFacts = { page: 'lottery', offered: true, elottMenus: ELOTT, lottMenus: LOTT, asked: null };
    expect(prizeModeOf(null, { ...facts, page: 'seaLottery' })).toBe('SEA');
    expect(prizeModeOf('SEA_1', { ...facts, page: 'seaLottery', asked: 'ZY' })).toBe('SEA');
    expect(prizeModeOf('SEA_1', facts)).toBe('SEA');
    expect(prizeModeOf('L_1', { ...facts, asked: 'ZY' })).toBe('ZY');
    expect(prizeModeOf(null, { ...facts, page: 'vnLottery', asked: 'ZY' })).toBe('ZY');
    expect(prizeModeOf('VN_9', { ...facts, asked: 'ZY' })).toBe('ELOTT');
    expect(['LOTT', 'ZY', 'ELOTT', 'SEA'].map((m) => offersModeChoice(m as 'LOTT'))).toEqual([true, true, false, false]);
    expect(askedModeOf(new URL('http://site.test/lottery?prizeMode=ZY'))).toBe('ZY');
    for (const query of ['', '?prizeMode=SEA', '?prizeMode=zy', '?prizeMode=%00']) expect(askedModeOf(new URL(`http://site.test/lottery${query}`))).toBeNull();
    expect(modeHref('lottery', 'L_1', 'ZY')).toBe('/lottery?gameCode=L_1&prizeMode=ZY');
    expect(modeHref('vnLottery', null, 'LOTT')).toBe('/vnLottery');
    // In ZY, the menu's traditional draws stay in ZY.
    expect(menuGroups(LOTT, 'lottery', 'L_1', 'ZY')[0]!.links[0]!.href).toBe('/lottery?gameCode=L_1&prizeMode=ZY');
    // So do the recent lotteries' links; a SEA or ELOTT game opens in its own mode.
    expect(menuLink(item('VN_1', 'TCG_LOTTO_VN'), 'VN_1', 'ZY')).toEqual({
      code: 'VN_1',
      name: 'Game VN_1',
      href: '/vnLottery?gameCode=VN_1&prizeMode=ZY',
      current: true,
    });
    expect(menuLink(item('VN_1', 'TCG_LOTTO_VN'), null, 'LOTT').href).toBe('/vnLottery?gameCode=VN_1');
    expect(menuLink(item('SEA_1', 'TCG_SEA', 'SEA'), null, 'ZY').href).toBe('/seaLottery?gameCode=SEA_1');
    expect(menuLink(item('E_1', 'TCG_LOTTO_VN', 'ELOTT'), null, 'ZY').href).not.toContain('prizeMode');
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
