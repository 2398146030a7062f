import type { GameCategory } from '../../../contract/games.ts';

/**
 * The home page's category sections, in order (SPEC section 2): RNG, FISH and PVP show games;
 * LIVE shows its studios (each card opens a live lobby), and the sports lanes their vendors.
 */
export const HOME_SECTIONS: readonly { category: GameCategory; shows: 'games' | 'vendors' }[] = [
  { category: 'RNG', shows: 'games' },
  { category: 'LIVE', shows: 'vendors' },
  { category: 'FISH', shows: 'games' },
  { category: 'PVP', shows: 'games' },
  { category: 'SPORTS', shows: 'vendors' },
  { category: 'ESPORTS', shows: 'vendors' },
  { category: 'COCKFIGHT', shows: 'vendors' },
];
