/*
 * What names a game tile's buttons for assistive technology: the game's name, which the tile's
 * heading already shows, and a few words that are the same on every tile. The words are written
 * once for the page, hidden, and each button names itself with `aria-labelledby` from them and
 * its tile's heading ("Jugar" + "Mega Lobo Deluxe"), rather than repeating them on every tile.
 */

type Translate = App.Locals['t'];

/** The ids of the page's words, short: every tile's buttons name them. */
export const TILE_WORDS = { play: 'tw-p', trial: 'tw-t', favouriteBefore: 'tw-a', favouriteAfter: 'tw-b' } as const;

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

/** The page's words: the buttons' own, and the star's label around the name ("Añadir", "a favoritos"). */
export const tileWords = (t: Translate) => {
  const [before = '', after = ''] = t('games.tile.favouriteAdd', { name: NAME }).split(NAME);
  return { play: t('games.tile.play'), trial: t('games.tile.trial'), favouriteBefore: before.trim(), favouriteAfter: after.trim() };
};

/** The star's `aria-labelledby`: the words around the name that the language has, and the tile's heading. */
export const starLabelledBy = (words: ReturnType<typeof tileWords>, headingId: string) =>
  [words.favouriteBefore && TILE_WORDS.favouriteBefore, headingId, words.favouriteAfter && TILE_WORDS.favouriteAfter].filter(Boolean).join(' ');
