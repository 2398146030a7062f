import { describe, expect, it, vi } from 'vitest';
import type { Lane, LotteryMenus } from '../../../contract/games.ts';
import { createLotteryMenus, laneLotteryModes, lotteryModesOf } from './lottery-menus.ts';

const item = (gameId: number, gameCode: string, prizeMode: 'LOTT' | 'ELOTT') => ({
  gameId,
  nodeId: gameId + 1000,
  gameCode,
  gameName: gameCode,
  accountTypeName: 'TCG_LOTTO_VN',
  gameGroupCode: 'VN',
  prizeMode,
  iconUrl: '',
  isHot: 0 as const,
  isNew: 0 as const,
});
const menus = (prizeMode: 'LOTT' | 'ELOTT', ...items: [number, string][]): LotteryMenus => ({
  VN: { gameGroupCode: 'VN', gameGroupName: 'VN', gameMenus: items.map(([id, code]) => item(id, code, prizeMode)) },
});
const lane = (title: string, cards = 1): Lane => ({
  title,
  displayName: title,
  cards: Array.from({ length: cards }, () => ({}) as Lane['cards'][number]),
  gameClassify: [],
});

describe('lottery codes for links', () => {
  it('knows the prize modes of lanes and cards', () => {
    expect(laneLotteryModes([lane('RNG'), lane('LOTT'), lane('ELOTT', 0)])).toEqual(['LOTT']);
    expect(lotteryModesOf(['ELOTT', 'LIVE', 'ELOTT', 'LOTT'])).toEqual(['ELOTT', 'LOTT']);
  });

  it('maps game ids to codes, each prize mode shared for a few seconds', async () => {
    let now = 0;
    const read = vi.fn(async (mode: 'LOTT' | 'ELOTT') => (mode === 'LOTT' ? menus('LOTT', [1, 'VN-1'], [2, 'VN-2']) : menus('ELOTT', [9, 'E-9'])));
    const { codes } = createLotteryMenus({ read, now: () => now, ttlMs: 3000 });
    expect(await codes(['LOTT', 'ELOTT'], 'ES', '1.2.3.4')).toEqual(
      new Map([
        [1, 'VN-1'],
        [2, 'VN-2'],
        [9, 'E-9'],
      ]),
    );
    expect(await codes(['ELOTT'], 'ES', '1.2.3.4')).toEqual(new Map([[9, 'E-9']]));
    expect(read).toHaveBeenCalledTimes(2);
    // Names differ by language, so each language has its own read.
    await codes(['ELOTT'], 'EN', '1.2.3.4');
    expect(read).toHaveBeenCalledTimes(3);
    now = 3001;
    await codes(['LOTT'], 'ES', '1.2.3.4');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('reads nothing without prize modes, and forgets a failed read', async () => {
    const read = vi.fn(async () => null);
    const { codes } = createLotteryMenus({ read, now: () => 0, ttlMs: 3000 });
    expect(await codes([], 'ES', '')).toEqual(new Map());
    expect(read).not.toHaveBeenCalled();
    expect(await codes(['LOTT'], 'ES', '')).toEqual(new Map());
    await codes(['LOTT'], 'ES', '');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
