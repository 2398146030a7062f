import type { Platform } from '../../context.ts';

export const seedSite = async (_p: Platform) => {};
