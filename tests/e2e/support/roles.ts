import { join } from 'node:path';

/** Saved browser state per role, written by auth.setup.ts before the other specs run. */
export const ROLE_STATE = {
  player: join(import.meta.dirname, '..', '..', '..', 'playwright', '.auth', 'player.json'),
  agent: join(import.meta.dirname, '..', '..', '..', 'playwright', '.auth', 'agent.json'),
} as const;
