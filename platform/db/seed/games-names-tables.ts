import { n, type GameName, type Noun } from './games-names.ts';
import type { SeedRandom } from './games-random.ts';

interface Style {
  en: string;
  /** Masculine and feminine Spanish forms (many are invariable). */
  m: string;
  f: string;
  enBefore: boolean;
  esBefore: boolean;
}
const style = (en: string, m: string, f: string, enBefore: boolean, esBefore = false): Style => ({ en, m, f, enBefore, esBefore });

// prettier-ignore
const STYLES: readonly Style[] = [
  style('Speed', 'Rápido', 'Rápida', true),
  style('VIP', 'VIP', 'VIP', false),
  style('Classic', 'Clásico', 'Clásica', true),
  style('Multihand', 'Multimano', 'Multimano', false),
  style('Lightning', 'Relámpago', 'Relámpago', true),
  style('Royal', 'Real', 'Real', true),
  style('Super', 'Súper', 'Súper', true, true),
  style('Gold', 'de Oro', 'de Oro', false),
  style('Lucky', 'de la Suerte', 'de la Suerte', true),
  style('No Commission', 'Sin Comisión', 'Sin Comisión', false),
  style('Squeeze', 'Squeeze', 'Squeeze', false),
  style('Pro', 'Pro', 'Pro', false),
  style('Mini', 'Mini', 'Mini', true, true),
  style('High Limit', 'Límite Alto', 'Límite Alto', false),
  style('Deluxe', 'Deluxe', 'Deluxe', false),
];

// prettier-ignore
export const TABLE_GAMES: readonly Noun[] = [
  n('Blackjack', 'Blackjack'), n('European Roulette', 'Ruleta Europea', 'f'), n('American Roulette', 'Ruleta Americana', 'f'),
  n('French Roulette', 'Ruleta Francesa', 'f'), n('Baccarat', 'Baccarat'), n('Sic Bo', 'Sic Bo'), n('Dragon Tiger', 'Dragón Tigre'),
  n("Casino Hold'em", "Casino Hold'em"), n('Three Card Poker', 'Póker de Tres Cartas'), n('Caribbean Stud', 'Caribbean Stud'),
  n('Teen Patti', 'Teen Patti'), n('Andar Bahar', 'Andar Bahar'), n('Red Dog', 'Red Dog'), n('Craps', 'Craps'),
  n('Video Poker', 'Videopóker'), n('Pai Gow', 'Pai Gow'), n('Fan Tan', 'Fan Tan'),
];

// prettier-ignore
export const CARD_GAMES: readonly Noun[] = [
  n("Texas Hold'em", "Texas Hold'em"), n('Niu Niu', 'Niu Niu'), n('Mahjong', 'Mahjong'), n('Teen Patti', 'Teen Patti'),
  n('Rummy', 'Rummy'), n('Blackjack', 'Blackjack'), n('Fight the Landlord', 'Contra el Terrateniente'),
  n('Golden Flower', 'Flor Dorada', 'f'), n('Pusoy', 'Pusoy'), n('Tongits', 'Tongits'), n('Domino', 'Dominó'), n('Ludo', 'Ludo'),
  n('Thirteen Cards', 'Trece Cartas', 'f'), n('Omaha', 'Omaha'), n('Baccarat', 'Baccarat'), n('Banker Niu Niu', 'Niu Niu de Banca'),
];

/** "Speed Baccarat" / "Baccarat Rápido"; "Mini Roulette" / "Mini Ruleta". */
export const styledName = (game: Noun, s: Style): GameName => {
  const es = game.g === 'm' ? s.m : s.f;
  return {
    en: s.enBefore ? `${s.en} ${game.en}` : `${game.en} ${s.en}`,
    es: s.esBefore ? `${es} ${game.es}` : `${game.es} ${es}`,
  };
};

/** A table or card game, plain or in one of its styles. */
export const tableName = (r: SeedRandom, games: readonly Noun[]): GameName => {
  const game = r.pick(games);
  return r.chance(0.2) ? { en: game.en, es: game.es } : styledName(game, r.pick(STYLES));
};

/** A live table carries the table's letter, as studios name their tables. */
export const liveTableName = (r: SeedRandom): GameName => {
  const base = tableName(r, TABLE_GAMES);
  const table = String.fromCharCode(65 + r.int(0, 11));
  return { en: `${base.en} ${table}`, es: `${base.es} ${table}` };
};

/** The lobby game of a vendor that launches into its own lobby (sports, live, esports, cockfight). */
export const lobbyName = (displayName: string): GameName => ({ en: `${displayName} Lobby`, es: `Lobby de ${displayName}` });

interface LotteryKind {
  /** Menu group (`gameGroupCode`) and sub-category of the game. */
  group: string;
  en: string;
  es: string;
}
const kind = (group: string, en: string, es: string): LotteryKind => ({ group, en, es });

/** Each lottery vendor's draws; the page a lottery opens depends on the vendor (CONTRACT.md 4.6). */
export const LOTTERY_KINDS: Record<string, readonly LotteryKind[]> = {
  TCG_LOTTO_VN: [
    kind('vn', 'North Vietnam Lottery', 'Lotería del Norte de Vietnam'),
    kind('vn', 'South Vietnam Lottery', 'Lotería del Sur de Vietnam'),
    kind('vn', 'Central Vietnam Lottery', 'Lotería del Centro de Vietnam'),
    kind('vn', 'Hanoi VIP', 'Hanói VIP'),
    kind('vn', 'Saigon VIP', 'Saigón VIP'),
  ],
  TCG_SEA: [
    kind('sea', 'Thai Lottery', 'Lotería Tailandesa'),
    kind('sea', 'Lao Lottery', 'Lotería de Laos'),
    kind('sea', 'Malaysia 4D', 'Malasia 4D'),
    kind('sea', 'Singapore 4D', 'Singapur 4D'),
    kind('sea', 'Magnum 4D', 'Magnum 4D'),
    kind('sea', 'Toto 6D', 'Toto 6D'),
  ],
  LOTT: [
    kind('pk10', 'Racing PK10', 'Carreras PK10'),
    kind('ssc', 'Lucky Time', 'Hora de la Suerte'),
    kind('k3', 'Fast 3', 'Dados Rápidos'),
    kind('11x5', '11 Choose 5', '11 Elige 5'),
    kind('keno', 'Keno', 'Keno'),
  ],
};

const DRAW_PACES: readonly GameName[] = [
  { en: '1 Minute', es: '1 Minuto' },
  { en: '3 Minutes', es: '3 Minutos' },
  { en: '5 Minutes', es: '5 Minutos' },
  { en: '10 Minutes', es: '10 Minutos' },
];

/**
 * Every draw a lottery vendor can list (kind by pace), in a random order: taking them in turn
 * gives each game of the vendor a distinct title.
 */
export const lotteryDeck = (r: SeedRandom, vendor: string): (GameName & { group: string })[] => {
  const kinds = LOTTERY_KINDS[vendor];
  if (!kinds) throw new Error(`No lottery draws are defined for ${vendor}`);
  const all = kinds.flatMap((k) => DRAW_PACES.map((pace) => ({ group: k.group, en: `${k.en} ${pace.en}`, es: `${k.es} ${pace.es}` })));
  return r.shuffle(all);
};
