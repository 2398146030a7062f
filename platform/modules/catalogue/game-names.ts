import type { ShippedLanguage } from '../../../contract/languages.ts';

type Words = Record<string, { EN: string; ES: string }>;

/** Lane titles (categories and the in-house group). */
const LANE_NAMES: Words = {
  RNG: { EN: 'Slots', ES: 'Tragamonedas' },
  BGS: { EN: 'In-house games', ES: 'Juegos de la casa' },
  LIVE: { EN: 'Live casino', ES: 'Casino en vivo' },
  SPORTS: { EN: 'Sports', ES: 'Deportes' },
  ESPORTS: { EN: 'E-sports', ES: 'E-sports' },
  COCKFIGHT: { EN: 'Cockfight', ES: 'Peleas de gallos' },
  FISH: { EN: 'Fishing', ES: 'Pesca' },
  PVP: { EN: 'Card games', ES: 'Juegos de cartas' },
  LOTT: { EN: 'Lottery', ES: 'Lotería' },
  ELOTT: { EN: 'E-lottery', ES: 'E-lotería' },
};

/** Sub-categories, and the lottery menu groups (which are the lottery games' sub-categories). */
const CLASSIFY_NAMES: Words = {
  slot: { EN: 'Slots', ES: 'Tragamonedas' },
  jackpot: { EN: 'Jackpot', ES: 'Jackpot' },
  table: { EN: 'Table games', ES: 'Juegos de mesa' },
  arcade: { EN: 'Arcade', ES: 'Arcade' },
  bingo: { EN: 'Bingo', ES: 'Bingo' },
  sports: { EN: 'Sports', ES: 'Deportes' },
  esports: { EN: 'E-sports', ES: 'E-sports' },
  cockfight: { EN: 'Cockfight', ES: 'Peleas de gallos' },
  vn: { EN: 'Vietnam lottery', ES: 'Lotería de Vietnam' },
  sea: { EN: 'Southeast Asia', ES: 'Sudeste asiático' },
  pk10: { EN: 'Racing', ES: 'Carreras' },
  ssc: { EN: 'Lucky time', ES: 'Hora de la suerte' },
  k3: { EN: 'Fast 3', ES: 'Dados rápidos' },
  '11x5': { EN: '11 choose 5', ES: '11 elige 5' },
  keno: { EN: 'Keno', ES: 'Keno' },
};

/** Display order of sub-categories in lanes and lottery menus; unknown keys go last. */
export const CLASSIFY_ORDER = Object.keys(CLASSIFY_NAMES);
export const classifyRank = (key: string) => {
  const i = CLASSIFY_ORDER.indexOf(key);
  return i < 0 ? CLASSIFY_ORDER.length : i;
};

const wordOf = (words: Words, key: string, lang: ShippedLanguage) => (Object.hasOwn(words, key) ? words[key]![lang] : key);

export const laneName = (category: string, lang: ShippedLanguage) => wordOf(LANE_NAMES, category, lang);
export const classifyName = (classify: string, lang: ShippedLanguage) => wordOf(CLASSIFY_NAMES, classify, lang);
