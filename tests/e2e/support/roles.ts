import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';

/*
 * Saved browser state per role and server, written by auth.setup.ts before the other specs of
 * that server run: a session belongs to the server (and database) that opened it. Runs that share
 * this checkout at the same time (against servers of their own) each name their own folder in
 * E2E_AUTH_DIR, so that one run's logins do not replace another's.
 */
const dir = process.env.E2E_AUTH_DIR ?? join(import.meta.dirname, '..', '..', '..', 'playwright', '.auth');

export type Role = 'player' | 'agent';

/** The state file of `role` on the server at `baseURL`. */
export const roleStateFile = (role: Role, baseURL: string | undefined) => join(dir, `${role}-${new URL(baseURL!).port}.json`);

const stateOf =
  (role: Role) =>
  async ({ baseURL }: { baseURL: string | undefined }, use: (file: string) => Promise<void>, _info: TestInfo) =>
    use(roleStateFile(role, baseURL));

/** For `test.use({ storageState: ROLE_STATE.player })`: the role's state on the spec's server. */
export const ROLE_STATE = {
  player: stateOf('player'),
  agent: stateOf('agent'),
} as const;
