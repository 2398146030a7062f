import type { Platform } from '../context.ts';

export type Gate = 'open' | 'maintenance' | 'region';

export const gateStatus = async (_p: Platform, _ip: string): Promise<Gate> => 'open';
