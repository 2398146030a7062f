import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { nextTileId, starLabelledBy, TILE_WORDS, tileWords } from './tile-labels.ts';

const hasWordIn = (words: Record<string, string>) => (key: keyof typeof TILE_WORDS) => words[key] !== '';

describe('tile labels', () => {
  it.each(['ES', 'EN'] as const)('cut the star labels of %s around the name, so words and heading read as the whole label', (lang) => {
    const t = translator(lang);
    const words = tileWords(t);
    const read = (labelledBy: string) =>
      labelledBy
        .split(' ')
        .map((id) => (id === 't7' ? 'Mega Lobo Deluxe' : words[Object.entries(TILE_WORDS).find(([, wordId]) => wordId === id)![0] as keyof typeof words]))
        .join(' ');
    expect(read(starLabelledBy(hasWordIn(words), 't7'))).toBe(t('games.tile.favouriteAdd', { name: 'Mega Lobo Deluxe' }));
    expect(read(starLabelledBy(hasWordIn(words), 't7', true))).toBe(t('games.tile.favouriteRemove', { name: 'Mega Lobo Deluxe' }));
    expect(words.play).toBe(t('games.tile.play'));
    expect(words.trial).toBe(t('games.tile.trial'));
  });

  it('leaves out a word the language does not have', () => {
    const words = { play: 'Play', trial: 'Try', favouriteBefore: '', favouriteAfter: 'to favourites', removeBefore: 'Remove', removeAfter: '' };
    expect(starLabelledBy(hasWordIn(words), 't1')).toBe(`t1 ${TILE_WORDS.favouriteAfter}`);
    expect(starLabelledBy(hasWordIn(words), 't1', true)).toBe(`${TILE_WORDS.removeBefore} t1`);
  });

  it('numbers the tiles of each render from one', () => {
    const page = {};
    const fragment = {};
    expect([nextTileId(page), nextTileId(page), nextTileId(fragment)]).toEqual([
      { id: 't1', first: true },
      { id: 't2', first: false },
      { id: 't1', first: true },
    ]);
  });
});
