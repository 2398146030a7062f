import type { Platform } from '../../context.ts';
import { depositMethods } from '../schema/index.ts';
import { SEED_CURRENCY } from './identities.ts';

/**
 * The deposit methods of a fresh install, in pesos (minor units): SPEI to the site's CLABE (an STP
 * account, whose check digit holds), OXXO cash within what a shop takes at once, and cards through
 * the payment provider. Tests and the README use these same figures.
 */
export const SEED_SITE_CLABE = '646180020261124018';

export const SEED_DEPOSIT_METHODS = [
  { method: 'spei', minAmount: 10_000n, maxAmount: 5_000_000n, dailyLimit: 10_000_000n, expiryMinutes: 24 * 60, clabe: SEED_SITE_CLABE },
  { method: 'oxxo', minAmount: 5_000n, maxAmount: 1_000_000n, dailyLimit: 2_000_000n, expiryMinutes: 48 * 60, clabe: null },
  { method: 'card', minAmount: 10_000n, maxAmount: 2_000_000n, dailyLimit: 5_000_000n, expiryMinutes: 30, clabe: null },
] as const;

export const seedDepositMethods = async (p: Platform) => {
  await p.db
    .insert(depositMethods)
    .values(SEED_DEPOSIT_METHODS.map((m, sort) => ({ ...m, currency: SEED_CURRENCY.code, enabled: true, sort })))
    .onConflictDoNothing();
};
