/*
 * What names a game tile's buttons for assistive technology: the game's name, which the tile's
 * heading already shows, and a few words that are the same on every tile. The words are written
 * once for the page, hidden, and each button names itself with `aria-labelledby` from them and
 * its tile's heading ("Jugar" + "Mega Lobo Deluxe"), rather than repeating them on every tile.
 */

type Translate = App.Locals['t'];

/** The ids of the page's words, short: every tile's buttons name them. */
export const TILE_WORDS = {
  play: 'tw-p',
  trial: 'tw-t',
  favouriteBefore: 'tw-a',
  favouriteAfter: 'tw-b',
  removeBefore: 'tw-c',
  removeAfter: 'tw-d',
} as const;

const tilesOfPage = new WeakMap<object, number>();

/**
 * The id of the next tile's heading in this render: `t1`, `t2` and so on. A render (a page, or a
 * fragment that replaces a whole list) has one `locals` object; its first tile writes the words.
 */
export const nextTileId = (locals: object): { id: string; first: boolean } => {
  const n = (tilesOfPage.get(locals) ?? 0) + 1;
  tilesOfPage.set(locals, n);
  return { id: `t${n}`, first: n === 1 };
};

/** Stands for the name while the star's label is cut into the words before and after it. */
const NAME = '\u0001';

const around = (label: string) => {
  const [before = '', after = ''] = label.split(NAME);
  return [before.trim(), after.trim()] as const;
};

/**
 * The page's words: the buttons' own, and the star's two labels around the name ("Añadir",
 * "a favoritos"; "Quitar", "de favoritos"): what a press adds, and what it removes.
 */
export const tileWords = (t: Translate) => {
  const [favouriteBefore, favouriteAfter] = around(t('games.tile.favouriteAdd', { name: NAME }));
  const [removeBefore, removeAfter] = around(t('games.tile.favouriteRemove', { name: NAME }));
  return { play: t('games.tile.play'), trial: t('games.tile.trial'), favouriteBefore, favouriteAfter, removeBefore, removeAfter };
};

/**
 * The star's `aria-labelledby`: the words around the name that the language has, and the tile's
 * heading. A pressed star says that a press removes the game. `hasWord` says whether the page
 * wrote a word (an empty one is not written); the tile script asks the page itself.
 */
export const starLabelledBy = (hasWord: (key: keyof typeof TILE_WORDS) => boolean, headingId: string, pressed = false) => {
  const [before, after] = pressed ? (['removeBefore', 'removeAfter'] as const) : (['favouriteBefore', 'favouriteAfter'] as const);
  return [hasWord(before) && TILE_WORDS[before], headingId, hasWord(after) && TILE_WORDS[after]].filter(Boolean).join(' ');
};
