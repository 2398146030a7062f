import type { Platform } from '../../context.ts';
import { addPointItem, setPointRate } from '../../modules/rewards/index.ts';

/**
 * The points mall of a fresh install: one point per 1.00 of valid bet, 100 points convert to
 * 1.00, and a catalogue of cash bonuses and one physical item with a small stock.
 */
export const SEED_POINT_RATE = { earn: '1', convertPoints: 100, convertAmount: '1.00', delay: 60, by: 'seed' } as const;

export const SEED_POINT_ITEMS = [
  { type: 'cash', cash: '5', points: 500, stock: 1000, requirement: '0', nameEs: 'Bono de 5.00', nameEn: '5.00 bonus' },
  { type: 'cash', cash: '25', points: 2000, stock: 500, requirement: '500', nameEs: 'Bono de 25.00', nameEn: '25.00 bonus' },
  { type: 'physical', points: 50, stock: 5, requirement: '0', nameEs: 'Taza BetPlay', nameEn: 'BetPlay mug' },
  { type: 'physical', points: 20_000, stock: 3, requirement: '5000', nameEs: 'Audífonos inalámbricos', nameEn: 'Wireless headphones' },
] as const;

export const seedPoints = async (p: Platform) => {
  await setPointRate(p, SEED_POINT_RATE);
  for (const item of SEED_POINT_ITEMS) await addPointItem(p, item);
};
