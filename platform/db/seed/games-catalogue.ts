import { themeOf, type GameCategory } from '../../../contract/games.ts';
import { ARCADE_KINDS, BINGO_KINDS, FISH_KINDS, jackpotName, slotName, themedName, type GameName } from './games-names.ts';
import { CARD_GAMES, liveTableName, lobbyName, lotteryDeck, TABLE_GAMES, tableName } from './games-names-tables.ts';
import { SEED_STREAMS, seedRandom, type SeedRandom } from './games-random.ts';
import { SEED_LANES, SEED_VENDORS, type LaneVendorSeed } from './games-vendors.ts';

/** A games row as the seed writes it; ids are fixed so that art, favourites and tests can name games. */
export interface CatalogueGame {
  id: number;
  nodeId: number;
  vendor: string;
  category: GameCategory;
  classify: string;
  code: string;
  nameEn: string;
  nameEs: string;
  isHot: boolean;
  isNew: boolean;
  freeplay: boolean;
  theme: number;
  sort: number;
}

export interface Catalogue {
  vendors: { code: string; displayName: string; appNewWindow: number }[];
  lanes: { category: string; vendor: string; sort: number }[];
  games: CatalogueGame[];
}

/** nodeId is the catalogue node; kept apart from the row id so neither is mistaken for the other. */
export const NODE_ID_BASE = 100_000;

// Share of each sub-category among a slot vendor's games, and the house arcade studio's own mix.
const SLOT_MIX: readonly [string, number][] = [
  ['slot', 0.76],
  ['jackpot', 0.08],
  ['table', 0.06],
  ['arcade', 0.08],
  ['bingo', 0.02],
];
const ORIGINALS_MIX: readonly [string, number][] = [
  ['arcade', 0.7],
  ['table', 0.15],
  ['bingo', 0.15],
];
const MIXES: Record<string, readonly [string, number][]> = { BPO: ORIGINALS_MIX };

const pickWeighted = (r: SeedRandom, mix: readonly [string, number][]) => {
  let roll = r.next() * mix.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, weight] of mix) if ((roll -= weight) < 0) return key;
  return mix[mix.length - 1]![0];
};

// Free trial: most machine games allow it; live dealers, sports and lotteries never do.
const FREEPLAY_SHARE: Record<string, number> = { slot: 0.9, jackpot: 0.9, arcade: 0.9, bingo: 0.9, table: 0.6, fish: 0.85, card: 0.5 };

interface Draft {
  classify: string;
  freeplayShare: number;
  lobby: boolean;
  /** Draws a title of the draft's kind; called again while the title is taken. */
  name: () => GameName;
}

type LotteryDecks = Map<string, ReturnType<typeof lotteryDeck>>;

const draftFor = (r: SeedRandom, decks: LotteryDecks, category: GameCategory, vendor: string, displayName: string, index: number): Draft => {
  const draft = (classify: string, freeplayShare: number, name: () => GameName, lobby = false): Draft => ({
    classify,
    freeplayShare,
    name,
    lobby,
  });
  switch (category) {
    case 'RNG': {
      const classify = pickWeighted(r, MIXES[vendor] ?? SLOT_MIX);
      const name =
        classify === 'jackpot'
          ? () => jackpotName(r)
          : classify === 'table'
            ? () => tableName(r, TABLE_GAMES)
            : classify === 'arcade'
              ? () => themedName(r, ARCADE_KINDS)
              : classify === 'bingo'
                ? () => themedName(r, BINGO_KINDS)
                : () => slotName(r);
      return draft(classify, FREEPLAY_SHARE[classify]!, name);
    }
    case 'LIVE':
      return index === 0 ? draft('table', 0, () => lobbyName(displayName), true) : draft('table', 0, () => liveTableName(r));
    case 'FISH':
      return draft('arcade', FREEPLAY_SHARE.fish!, () => themedName(r, FISH_KINDS));
    case 'PVP':
      return draft('table', FREEPLAY_SHARE.card!, () => tableName(r, CARD_GAMES));
    case 'LOTT':
    case 'ELOTT': {
      if (!decks.has(vendor)) decks.set(vendor, lotteryDeck(r, vendor));
      const next = decks.get(vendor)!.shift();
      if (!next) throw new Error(`${vendor} has more lottery games than distinct draws`);
      const { group, ...name } = next;
      return draft(group, 0, () => name);
    }
    default:
      return draft(category.toLowerCase(), 0, () => lobbyName(displayName), true);
  }
};

/** Draws until the title is new for this vendor in both languages; an edition number settles the rare dead end. */
const uniqueName = (taken: { en: Set<string>; es: Set<string> }, draw: () => GameName): GameName => {
  const free = (name: GameName) => !taken.en.has(name.en) && !taken.es.has(name.es);
  let name = draw();
  for (let attempt = 0; attempt < 30 && !free(name); attempt++) name = draw();
  for (let edition = 2; !free(name); edition++) {
    const base = draw();
    name = { en: `${base.en} ${edition}`, es: `${base.es} ${edition}` };
  }
  taken.en.add(name.en);
  taken.es.add(name.es);
  return name;
};

/**
 * The whole demo catalogue, computed from a fixed seed: the same vendors, lanes and games (ids,
 * names, flags and order) on every machine and every run.
 */
export const buildCatalogue = (): Catalogue => {
  const r = seedRandom(SEED_STREAMS.catalogue);
  const displayNames = new Map(SEED_VENDORS.map((v) => [v.code, v.displayName]));
  const namesTaken = new Map<string, { en: Set<string>; es: Set<string> }>();
  const codeCounters = new Map<string, number>();
  const decks: LotteryDecks = new Map();
  const byCategory = new Map<GameCategory, (CatalogueGame & { lobby: boolean })[]>();
  const lanes: Catalogue['lanes'] = [];
  let nextId = 1;

  const addVendorGames = (laneCategory: GameCategory, { vendor, games: count, category = laneCategory }: LaneVendorSeed) => {
    const displayName = displayNames.get(vendor);
    if (!displayName) throw new Error(`Lane ${laneCategory} lists unknown vendor ${vendor}`);
    if (!namesTaken.has(vendor)) namesTaken.set(vendor, { en: new Set(), es: new Set() });
    const list = byCategory.get(category) ?? [];
    byCategory.set(category, list);
    for (let index = 0; index < count; index++) {
      const draft = draftFor(r, decks, category, vendor, displayName, index);
      const name = uniqueName(namesTaken.get(vendor)!, draft.name);
      const seq = (codeCounters.get(vendor) ?? 0) + 1;
      codeCounters.set(vendor, seq);
      const id = nextId++;
      list.push({
        id,
        nodeId: NODE_ID_BASE + id,
        vendor,
        category,
        classify: draft.classify,
        code: draft.lobby ? `${vendor}_LOBBY` : `${vendor}_${String(seq).padStart(4, '0')}`,
        nameEn: name.en,
        nameEs: name.es,
        // Lobbies are entry points, not titles to promote; every other game may be hot or new.
        isHot: !draft.lobby && r.chance(0.05),
        isNew: !draft.lobby && r.chance(0.05),
        freeplay: r.chance(draft.freeplayShare),
        theme: themeOf(id),
        sort: 0,
        lobby: draft.lobby,
      });
    }
  };

  for (const lane of SEED_LANES) {
    lane.vendors.forEach((v, sort) => {
      lanes.push({ category: lane.category, vendor: v.vendor, sort });
      addVendorGames(lane.category, v);
    });
  }

  // The list order within a category: lobbies first, then hot games, then the rest, each shuffled.
  const rank = (g: { lobby: boolean; isHot: boolean }) => (g.lobby ? 0 : g.isHot ? 1 : 2);
  const games: CatalogueGame[] = [];
  for (const list of byCategory.values()) {
    r.shuffle(list)
      .sort((a, b) => rank(a) - rank(b))
      .forEach((g, sort) => (g.sort = sort));
    for (const { lobby: _, ...game } of list) games.push(game);
  }
  games.sort((a, b) => a.id - b.id);

  const vendors = SEED_VENDORS.map((v) => ({ code: v.code, displayName: v.displayName, appNewWindow: v.appNewWindow ?? 0 }));
  return { vendors, lanes, games };
};
