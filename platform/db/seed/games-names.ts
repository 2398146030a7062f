import type { SeedRandom } from './games-random.ts';

/** A game title in both shipped languages. */
export interface GameName {
  en: string;
  es: string;
}

type Gender = 'm' | 'f';
export interface Noun {
  en: string;
  es: string;
  g: Gender;
}
export const n = (en: string, es: string, g: Gender = 'm'): Noun => ({ en, es, g });

// Who or what a slot is about; Spanish needs the gender for "del"/"de la" and for adjectives.
// prettier-ignore
const SUBJECTS: readonly Noun[] = [
  n('Dragon', 'Dragón'), n('Tiger', 'Tigre'), n('Phoenix', 'Fénix'), n('Pharaoh', 'Faraón'), n('Panda', 'Panda'),
  n('Wolf', 'Lobo'), n('Lion', 'León'), n('Buffalo', 'Búfalo'), n('Samurai', 'Samurái'), n('Viking', 'Vikingo'),
  n('Pirate', 'Pirata'), n('Mermaid', 'Sirena', 'f'), n('Goddess', 'Diosa', 'f'), n('Queen', 'Reina', 'f'), n('King', 'Rey'),
  n('Emperor', 'Emperador'), n('Princess', 'Princesa', 'f'), n('Moon', 'Luna', 'f'), n('Sun', 'Sol'), n('Star', 'Estrella', 'f'),
  n('Jungle', 'Selva', 'f'), n('Ocean', 'Océano'), n('Volcano', 'Volcán'), n('Temple', 'Templo'), n('Pyramid', 'Pirámide', 'f'),
  n('Desert', 'Desierto'), n('Cowboy', 'Vaquero'), n('Fox', 'Zorro'), n('Koi', 'Koi'), n('Lotus', 'Loto'),
  n('Thunder', 'Trueno'), n('Fire', 'Fuego'), n('Galaxy', 'Galaxia', 'f'), n('Cherry', 'Cereza', 'f'), n('Diamond', 'Diamante'),
  n('Ruby', 'Rubí'), n('Emerald', 'Esmeralda', 'f'), n('Jade', 'Jade'), n('Mariachi', 'Mariachi'), n('Jaguar', 'Jaguar'),
  n('Wizard', 'Mago'), n('Witch', 'Bruja', 'f'), n('Genie', 'Genio'), n('Unicorn', 'Unicornio'), n('Shark', 'Tiburón'),
  n('Monkey', 'Mono'), n('Rooster', 'Gallo'), n('Horse', 'Caballo'), n('Zeus', 'Zeus'), n('Olympus', 'Olimpo'),
  n('Atlantis', 'Atlántida', 'f'), n('Sphinx', 'Esfinge', 'f'), n('Ninja', 'Ninja'), n('Geisha', 'Geisha', 'f'), n('Carnival', 'Carnaval'),
  n('Fiesta', 'Fiesta', 'f'), n('Aztec Sun', 'Sol Azteca'), n('Golden Bull', 'Toro Dorado'), n('Lucky Cat', 'Gato de la Suerte'), n('Rainbow', 'Arcoíris'),
];

// "<Subject> <Thing>" in English, "<Thing> del/de la <Subject>" in Spanish.
// prettier-ignore
const THINGS: readonly Noun[] = [
  n('Fortune', 'Fortuna', 'f'), n('Treasure', 'Tesoro'), n('Riches', 'Riquezas', 'f'), n('Legend', 'Leyenda', 'f'),
  n('Quest', 'Búsqueda', 'f'), n('Kingdom', 'Reino'), n('Palace', 'Palacio'), n('Gems', 'Gemas', 'f'), n('Secrets', 'Secretos'),
  n('Wilds', 'Comodines'), n('Spins', 'Giros'), n('Blessings', 'Bendiciones', 'f'), n('Wheel', 'Rueda', 'f'), n('Empire', 'Imperio'),
  n('Rise', 'Ascenso'), n('Storm', 'Tormenta', 'f'), n('Power', 'Poder'), n('Magic', 'Magia', 'f'), n('Luck', 'Suerte', 'f'),
  n('Coins', 'Monedas', 'f'), n('Jewels', 'Joyas', 'f'), n('Hunt', 'Cacería', 'f'), n('Feast', 'Festín'), n('Dream', 'Sueño'),
  n('Glory', 'Gloria', 'f'), n('Pearls', 'Perlas', 'f'), n('Heart', 'Corazón'), n('Crown', 'Corona', 'f'), n('Reels', 'Carretes'),
];

export interface Adjective {
  en: string;
  m: string;
  f: string;
  /** Spanish puts most adjectives after the noun, a few (gran, súper, mega) before it. */
  before?: boolean;
}
// prettier-ignore
const ADJECTIVES: readonly Adjective[] = [
  { en: 'Golden', m: 'Dorado', f: 'Dorada' }, { en: 'Lucky', m: 'Afortunado', f: 'Afortunada' }, { en: 'Wild', m: 'Salvaje', f: 'Salvaje' },
  { en: 'Mighty', m: 'Poderoso', f: 'Poderosa' }, { en: 'Sacred', m: 'Sagrado', f: 'Sagrada' }, { en: 'Mystic', m: 'Místico', f: 'Mística' },
  { en: 'Royal', m: 'Real', f: 'Real' }, { en: 'Ancient', m: 'Antiguo', f: 'Antigua' }, { en: 'Blazing', m: 'Ardiente', f: 'Ardiente' },
  { en: 'Frozen', m: 'Helado', f: 'Helada' }, { en: 'Crazy', m: 'Loco', f: 'Loca' }, { en: 'Hidden', m: 'Escondido', f: 'Escondida' },
  { en: 'Eternal', m: 'Eterno', f: 'Eterna' }, { en: 'Shining', m: 'Brillante', f: 'Brillante' }, { en: 'Happy', m: 'Feliz', f: 'Feliz' },
  { en: 'Red', m: 'Rojo', f: 'Roja' }, { en: 'Black', m: 'Negro', f: 'Negra' }, { en: 'Silver', m: 'Plateado', f: 'Plateada' },
  { en: 'Electric', m: 'Eléctrico', f: 'Eléctrica' }, { en: 'Magic', m: 'Mágico', f: 'Mágica' },
  { en: 'Great', m: 'Gran', f: 'Gran', before: true }, { en: 'Super', m: 'Súper', f: 'Súper', before: true },
  { en: 'Mega', m: 'Mega', f: 'Mega', before: true },
];

// Brand-style endings that read the same in both languages.
const SUFFIXES = ['Deluxe', 'Megaways', 'Hold & Win', '1000', 'Max', 'Ultra', 'Bonanza', 'Blitz', 'Link & Win', 'Xtreme', 'Power Reels', 'Gold Edition'];
// prettier-ignore
const JACKPOT_SUFFIXES: readonly GameName[] = [
  { en: 'Jackpot', es: 'Jackpot' }, { en: 'Mega Jackpot', es: 'Mega Jackpot' }, { en: 'Grand Jackpot', es: 'Gran Jackpot' },
  { en: 'Jackpot King', es: 'Jackpot King' }, { en: 'Progressive', es: 'Progresivo' },
];

const of = (noun: Noun) => (noun.g === 'm' ? `del ${noun.es}` : `de la ${noun.es}`);

/** "Dragon Fortune" / "Fortuna del Dragón". */
export const subjectThing = (subject: Noun, thing: Noun): GameName => ({ en: `${subject.en} ${thing.en}`, es: `${thing.es} ${of(subject)}` });

/** "Golden Dragon" / "Dragón Dorado" (or "Gran Dragón"). */
export const adjectiveSubject = (adjective: Adjective, subject: Noun): GameName => {
  const es = subject.g === 'm' ? adjective.m : adjective.f;
  return { en: `${adjective.en} ${subject.en}`, es: adjective.before ? `${es} ${subject.es}` : `${subject.es} ${es}` };
};

const withEnding = (base: GameName, ending: GameName): GameName => ({ en: `${base.en} ${ending.en}`, es: `${base.es} ${ending.es}` });

/** A slot title: one of two shapes, sometimes with a brand ending. */
export const slotName = (r: SeedRandom): GameName => {
  const base = r.chance(0.5) ? subjectThing(r.pick(SUBJECTS), r.pick(THINGS)) : adjectiveSubject(r.pick(ADJECTIVES), r.pick(SUBJECTS));
  if (!r.chance(0.35)) return base;
  const suffix = r.pick(SUFFIXES);
  return withEnding(base, { en: suffix, es: suffix });
};

export const jackpotName = (r: SeedRandom): GameName => {
  const base = r.chance(0.5) ? subjectThing(r.pick(SUBJECTS), r.pick(THINGS)) : adjectiveSubject(r.pick(ADJECTIVES), r.pick(SUBJECTS));
  return withEnding(base, r.pick(JACKPOT_SUFFIXES));
};

/** "Dragon Mines" / "Minas del Dragón": arcade, bingo and fishing games share this shape. */
export const themedName = (r: SeedRandom, kinds: readonly Noun[]): GameName => subjectThing(r.pick(SUBJECTS), r.pick(kinds));

// prettier-ignore
export const ARCADE_KINDS: readonly Noun[] = [
  n('Crash', 'Crash'), n('Plinko', 'Plinko'), n('Mines', 'Minas', 'f'), n('Dice', 'Dados'), n('Limbo', 'Limbo'), n('Hi-Lo', 'Hi-Lo'),
  n('Tower', 'Torre', 'f'), n('Keno', 'Keno'), n('Coin Flip', 'Cara o Cruz', 'f'), n('Scratch', 'Rasca y Gana'), n('Goal', 'Gol'),
  n('Rocket', 'Cohete'), n('Balloon', 'Globo'),
];
export const BINGO_KINDS: readonly Noun[] = [n('Bingo', 'Bingo'), n('Bingo 75', 'Bingo 75'), n('Bingo 90', 'Bingo 90'), n('Video Bingo', 'Video Bingo')];
// prettier-ignore
export const FISH_KINDS: readonly Noun[] = [
  n('Fishing', 'Pesca', 'f'), n('Hunter', 'Cazador'), n('Catch', 'Captura', 'f'), n('Reef', 'Arrecife'), n('Fishery', 'Pesquería', 'f'),
  n('Fish Hunt', 'Caza de Peces', 'f'),
];
