import type { CatalogueGame } from './games-catalogue.ts';
import { SEED_STREAMS, seedRandom } from './games-random.ts';

/** A past win of the winner board; `account` names a seeded member when the winner is one. */
export interface SeedWin {
  customerName: string;
  account: string | null;
  gameId: number;
  /** Minor units. */
  amount: bigint;
  minutesAgo: number;
}

const FIRST_NAMES = [
  'carlos',
  'mariana',
  'luis',
  'sofia',
  'diego',
  'valeria',
  'jorge',
  'fernanda',
  'miguel',
  'camila',
  'alejandro',
  'daniela',
  'ricardo',
  'paola',
  'eduardo',
  'andrea',
  'javier',
  'lucia',
  'roberto',
  'gabriela',
];
const TAGS = ['mx', 'gdl', 'mty', 'vip', 'pro', 'lucky'];
const SEEDED_WINNERS = ['player01', 'player02', 'player03', 'player04', 'player05'];

// Wins are heavy-tailed: many modest jackpots, a few very large ones. Ranges in minor units.
const TIERS: readonly { share: number; min: bigint; max: bigint }[] = [
  { share: 0.5, min: 500_000n, max: 2_000_000n },
  { share: 0.3, min: 2_000_000n, max: 10_000_000n },
  { share: 0.15, min: 10_000_000n, max: 50_000_000n },
  { share: 0.05, min: 50_000_000n, max: 150_000_000n },
];

export const SEED_WIN_COUNT = 60;
const WINDOW_MINUTES = 14 * 24 * 60;
const BOARD_CATEGORIES = new Set(['RNG', 'LIVE', 'FISH', 'PVP']);

/** About sixty wins of the last two weeks on real catalogue games, the same on every seed. */
export const buildSeedWins = (games: readonly CatalogueGame[]): SeedWin[] => {
  const r = seedRandom(SEED_STREAMS.wins);
  const eligible = games.filter((g) => BOARD_CATEGORIES.has(g.category) && !g.code.endsWith('_LOBBY'));
  return Array.from({ length: SEED_WIN_COUNT }, (_, i) => {
    const account = i % 6 === 0 ? SEEDED_WINNERS[(i / 6) % SEEDED_WINNERS.length]! : null;
    const customerName = account ?? (r.chance(0.5) ? `${r.pick(FIRST_NAMES)}${r.int(10, 99)}` : `${r.pick(FIRST_NAMES)}_${r.pick(TAGS)}`);
    let roll = r.next();
    const tier = TIERS.find((t) => (roll -= t.share) < 0) ?? TIERS[0]!;
    return {
      customerName,
      account,
      gameId: r.pick(eligible).id,
      amount: r.bigint(tier.min, tier.max),
      minutesAgo: r.int(5, WINDOW_MINUTES),
    };
  });
};
