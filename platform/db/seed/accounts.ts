import type { Platform } from '../../context.ts';

export const seedAccounts = async (_p: Platform) => {};
