import { join } from 'node:path';

/*
 * Saved browser state per role, written by auth.setup.ts before the other specs run. Runs that
 * share this checkout at the same time (against servers of their own) each name their own
 * folder in E2E_AUTH_DIR, so that one run's logins do not replace another's.
 */
const dir = process.env.E2E_AUTH_DIR ?? join(import.meta.dirname, '..', '..', '..', 'playwright', '.auth');

export const ROLE_STATE = {
  player: join(dir, 'player.json'),
  agent: join(dir, 'agent.json'),
} as const;
