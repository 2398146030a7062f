import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { nextTileId, starLabelledBy, TILE_WORDS, tileWords } from './tile-labels.ts';

describe('tile labels', () => {
  it.each(['ES', 'EN'] as const)('cut the star label of %s around the name, so words and heading read as the whole label', (lang) => {
    const t = translator(lang);
    const words = tileWords(t);
    const parts = starLabelledBy(words, 't7')
      .split(' ')
      .map((id) => (id === 't7' ? 'Mega Lobo Deluxe' : Object.entries(TILE_WORDS).find(([, wordId]) => wordId === id)![0]))
      .map((part) => (part in words ? words[part as keyof typeof words] : part));
    expect(parts.join(' ')).toBe(t('games.tile.favouriteAdd', { name: 'Mega Lobo Deluxe' }));
    expect(words.play).toBe(t('games.tile.play'));
    expect(words.trial).toBe(t('games.tile.trial'));
  });

  it('leaves out a word the language does not have', () => {
    expect(starLabelledBy({ play: 'Play', trial: 'Try', favouriteBefore: '', favouriteAfter: 'to favourites' }, 't1')).toBe(`t1 ${TILE_WORDS.favouriteAfter}`);
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
